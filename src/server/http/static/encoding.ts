/**
 * Content negotiation of the portal's static files: the build writes `X.br` and `X.gz` beside
 * every text file `X` (build/compress.mjs), and the server sends the best one the browser accepts
 * (RFC 9110 section 12.5.3: q-values, `identity`, `*`).
 */

export type Encoding = 'br' | 'gzip';

/** Encodings in the server's order of preference, with the suffix of their copies. */
export const encodings: readonly { name: Encoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The q-value `accept` gives `name` (an explicit entry, else `*`, else 0). */
function quality(accept: string, name: string): number {
  let star: number | null = null;
  for (const part of accept.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
    if (token === name) return weight;
    if (token === '*') star = weight;
  }
  return star ?? 0;
}

/**
 * The encodings `accept` (an Accept-Encoding header) allows, best first: a higher q-value first,
 * Brotli before gzip at equal ones. Empty when the browser asked for none.
 */
export function acceptedEncodings(accept: string | undefined): Encoding[] {
  if (!accept) return [];
  return encodings
    .map(({ name }, order) => ({ name, order, q: quality(accept, name) }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.name);
}

/** The suffix of the compressed copy for `encoding`. */
export function suffixOf(encoding: Encoding): string {
  return encoding === 'br' ? '.br' : '.gz';
}
