/**
 * The language a mail is written in. The portal sends its interface language as
 * `Accept-Language` on every call (lib/http/client.ts); a browser calling without it sends its
 * own preferences. English unless Spanish is preferred.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type MailLanguage = 'en' | 'es';
export const mailLanguages: readonly MailLanguage[] = ['en', 'es'];

/** The preferred of English and Spanish in an `Accept-Language` header (`es-ES;q=0.9, en;q=0.8`). */
export function languageOf(headers: IncomingHttpHeaders | undefined): MailLanguage {
  const header = headers?.['accept-language'];
  if (typeof header !== 'string') return 'en';
  let best: { language: MailLanguage; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/** A stored language, or null when the column holds none. */
export function storedLanguage(value: unknown): MailLanguage | null {
  return value === 'en' || value === 'es' ? value : null;
}
