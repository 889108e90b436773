/**
 * The runtime configuration, /portal/config.json: the one file a hospital edits. It is checked by
 * hand; a missing or invalid file stops the portal with a screen that names the problem.
 */

import { sessionMinutes } from '../../../contract/constants.ts';
import { isMailbox } from '../../../contract/email-address.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

export interface PortalConfig {
  apiBase: string;
  /** The language a first visit starts in when the installation sets one; otherwise the browser's. */
  defaultLanguage?: Language;
  sessionMinutes: number;
  productName: string;
  supportEmail: string;
}

/** What is wrong with config.json; config-problems.ts puts each into words, on the error screen
 * only, so the first download does not carry sentences that a working installation never shows. */
export type ConfigProblem =
  | { kind: 'not-object' }
  | { kind: 'key'; key: 'apiBase' | 'defaultLanguage' | 'sessionMinutes' | 'productName' | 'supportEmail' }
  | { kind: 'unreachable' | 'not-json'; url: string }
  | { kind: 'status'; url: string; status: number };

export type ConfigResult = { ok: true; config: PortalConfig } | { ok: false; problems: ConfigProblem[] };

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
    return { ok: false, problems: [{ kind: 'not-object' }] };
  }
  const value = raw as Record<string, unknown>;
  const problems: ConfigProblem[] = [];
  const bad = (key: Extract<ConfigProblem, { kind: 'key' }>['key']) => problems.push({ kind: 'key', key });
  const apiBase = value.apiBase ?? '/api/';
  if (typeof apiBase !== 'string' || !isApiBase(apiBase)) {
    bad('apiBase');
  }
  const language = value.defaultLanguage;
  if (language !== undefined && !isLanguage(language)) {
    bad('defaultLanguage');
  }
  // Left out, the session lasts as long as the server keeps a token (spec §9).
  const minutes = value.sessionMinutes ?? sessionMinutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    bad('sessionMinutes');
  }
  const productName = value.productName;
  if (typeof productName !== 'string' || productName.trim() === '') {
    bad('productName');
  }
  const supportEmail = value.supportEmail;
  if (typeof supportEmail !== 'string' || !isMailbox(supportEmail)) {
    bad('supportEmail');
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
    // The request static/index.html preloads: a fetch differing in mode or credentials would not
    // reuse it and would load the file a second time. Freshness comes from the server's
    // `Cache-Control: no-cache` (docs/deploy.md), which makes every load revalidate.
    response = await fetchFn(url, { credentials: 'same-origin' });
  } catch {
    return { ok: false, problems: [{ kind: 'unreachable', url }] };
  }
  if (!response.ok) {
    return { ok: false, problems: [{ kind: 'status', url, status: response.status }] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    return { ok: false, problems: [{ kind: 'not-json', url }] };
  }
  return parseConfig(raw);
}
