/** The problems of config.json in words, for the IT team reading the error screen. */
import { languages } from '../i18n/languages.ts';
import type { ConfigProblem } from './config.ts';

const keyProblems = {
  apiBase: '"apiBase" must be a path starting with "/" or a full http(s) address.',
  defaultLanguage: `"defaultLanguage" must be one of ${languages.map((l) => `"${l}"`).join(', ')}, or left out.`,
  sessionMinutes: '"sessionMinutes" must be a whole number of minutes from 1 to 1440.',
  productName: '"productName" must be a non-empty text.',
  supportEmail: '"supportEmail" must be an email address.',
} as const;

export function describeProblem(problem: ConfigProblem): string {
  switch (problem.kind) {
    case 'not-object':
      return 'config.json must hold a JSON object.';
    case 'key':
      return keyProblems[problem.key];
    case 'unreachable':
      return `${problem.url} could not be fetched. Check the web server is reachable.`;
    case 'status':
      return `${problem.url} answered ${problem.status}. The file may be missing.`;
    case 'not-json':
      return `${problem.url} is not valid JSON.`;
  }
}
