/**
 * The language a mail is written in: one of the product's languages (contract/languages.ts). The
 * portal sends its interface language as `Accept-Language` on every call (lib/http/client.ts); a
 * browser calling without it sends its own preferences. The source language when none is spoken.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isLanguage, languageOfTag, sourceLanguage, type Language } from '../../contract/languages.ts';

/** The preferred language of the product in an `Accept-Language` header (`es-ES;q=0.9, en;q=0.8`). */
export function languageOf(headers: IncomingHttpHeaders | undefined): Language {
  const header = headers?.['accept-language'];
  if (typeof header !== 'string') return sourceLanguage;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? sourceLanguage;
}

/** A stored language, or null when the column holds none. */
export function storedLanguage(value: unknown): Language | null {
  return isLanguage(value) ? value : null;
}
