/**
 * The runtime configuration, /portal/config.json: the one file a hospital edits. It is checked by
 * hand; a missing or invalid file stops the portal with a screen that names the problem.
 */

import { isLanguage, type Language, languages } from '../i18n/languages.ts';

export interface PortalConfig {
  apiBase: string;
  /** The language a first visit starts in when the installation sets one; otherwise the browser's. */
  defaultLanguage?: Language;
  sessionMinutes: number;
  productName: string;
  supportEmail: string;
}

export type ConfigResult = { ok: true; config: PortalConfig } | { ok: false; problems: string[] };

function isApiBase(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Checks a parsed config.json and lists every problem in plain words. */
export function parseConfig(raw: unknown): ConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: ['config.json must hold a JSON object.'] };
  }
  const value = raw as Record<string, unknown>;
  const problems: string[] = [];
  const apiBase = value.apiBase ?? '/api/';
  if (typeof apiBase !== 'string' || !isApiBase(apiBase)) {
    problems.push('"apiBase" must be a path starting with "/" or a full http(s) address.');
  }
  const language = value.defaultLanguage;
  if (language !== undefined && !isLanguage(language)) {
    problems.push(`"defaultLanguage" must be one of ${languages.map((l) => `"${l}"`).join(', ')}, or left out.`);
  }
  const minutes = value.sessionMinutes ?? 60;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    problems.push('"sessionMinutes" must be a whole number of minutes from 1 to 1440.');
  }
  const productName = value.productName;
  if (typeof productName !== 'string' || productName.trim() === '') {
    problems.push('"productName" must be a non-empty text.');
  }
  const supportEmail = value.supportEmail;
  if (typeof supportEmail !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(supportEmail)) {
    problems.push('"supportEmail" must be an email address.');
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: {
      apiBase: (apiBase as string).endsWith('/') ? (apiBase as string) : `${apiBase as string}/`,
      ...(isLanguage(language) ? { defaultLanguage: language } : {}),
      sessionMinutes: minutes as number,
      productName: (productName as string).trim(),
      supportEmail: supportEmail as string,
    },
  };
}

/** Fetches and checks config.json; never falls back to defaults silently. */
export async function loadConfig(
  url = '/portal/config.json',
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store', credentials: 'omit' });
  } catch {
    return { ok: false, problems: [`${url} could not be fetched. Check the web server is reachable.`] };
  }
  if (!response.ok) {
    return { ok: false, problems: [`${url} answered ${response.status}. The file may be missing.`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    return { ok: false, problems: [`${url} is not valid JSON.`] };
  }
  return parseConfig(raw);
}
