/**
 * The problems of config.json in words, for the IT team reading the error screen, in the
 * language the visitor would have seen the portal in. Both tables are at hand: the screen shows
 * when nothing else can be loaded reliably.
 */
import { interpolate } from '../i18n/format.ts';
import { languages, localeOf, type Language } from '../i18n/languages.ts';
import type { ConfigProblem } from './config.ts';
import { en } from './messages/en.ts';
import es from './messages/es.ts';
import pt from './messages/pt.ts';

export const configErrorTexts = { en, es, pt } satisfies Record<Language, typeof es>;

export function describeProblem(problem: ConfigProblem, language: Language = 'en'): string {
  const words = configErrorTexts[language].problem;
  const fill = (text: string, values: Record<string, string | number>) => interpolate(text, values, localeOf[language]);
  switch (problem.kind) {
    case 'not-object':
      return words.notObject;
    case 'key':
      return fill(words[problem.key], { languages: languages.map((l) => `"${l}"`).join(', ') });
    case 'unreachable':
      return fill(words.unreachable, { url: problem.url });
    case 'status':
      return fill(words.status, { url: problem.url, status: problem.status });
    case 'not-json':
      return fill(words.notJson, { url: problem.url });
  }
}
