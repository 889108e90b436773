/**
 * Turns the part of a request path after `/portal/` into a safe, relative file path, or rejects
 * it. Works on the raw, still percent-encoded path, so `%2e%2e`, `%2f`, `%5c` and `%00` are seen
 * before anything decodes them into `..`, `/`, `\` or NUL.
 */

export type StaticTarget =
  /** Serve this file, or answer 404 when it does not exist. */
  | { kind: 'file'; segments: string[] }
  /** A route of the single-page app (no file extension): answer with index.html. */
  | { kind: 'route' }
  | { kind: 'bad' }
  /** Dot files (`.env`, `.git`) are never served. */
  | { kind: 'hidden' };

const encodedSeparatorOrNul = /%(2f|5c|00)/i;
const extension = /\.[A-Za-z0-9]+$/;

/** Classifies `rest`, the raw path after `/portal/` (no query). */
export function resolveStaticPath(rest: string): StaticTarget {
  if (rest.includes('\\') || rest.includes('\0') || encodedSeparatorOrNul.test(rest)) return { kind: 'bad' };
  const raw = rest.split('/');
  const segments: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw[i] as string);
    } catch {
      return { kind: 'bad' };
    }
    // An empty segment is only fine at the end (`/portal/patients/`).
    if (segment === '' && i === raw.length - 1) continue;
    if (segment === '' || segment === '.' || segment === '..') return { kind: 'bad' };
    if (segment.startsWith('.')) return { kind: 'hidden' };
    segments.push(segment);
  }
  const last = segments[segments.length - 1];
  if (last === undefined) return { kind: 'route' };
  // A missing asset must be a 404, never index.html: a name with an extension, or anything
  // under assets/, is a file; the rest are client-side routes.
  if (extension.test(last) || segments[0] === 'assets') return { kind: 'file', segments };
  return { kind: 'route' };
}

/** Hashed build output (`assets/main-3KX7Q2ZP.js`) can be cached for a year: its name changes. */
export function isHashedAsset(segments: readonly string[]): boolean {
  const name = segments[segments.length - 1] ?? '';
  return segments[0] === 'assets' && /[-.][A-Za-z0-9_]{8,}(\.[A-Za-z0-9]+)+$/.test(name);
}
