/**
 * The Range header of a media request (RFC 9110 §14): one `bytes=` range, as a player asks for
 * it. Several ranges in one request are answered whole (a player never asks for them), another
 * unit is ignored, and a `bytes=` range that is malformed or lies beyond the file is refused (416).
 */

/** The bytes to send, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** `whole`: send the file (200); `range`: send these bytes (206); `unsatisfiable`: answer 416. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

const single = /^(\d*)-(\d*)$/;

/** What to answer to `header` for a file of `size` bytes. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  const eq = value.indexOf('=');
  if (eq < 0 || value.slice(0, eq).trim().toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = value.slice(eq + 1).split(',').map((part) => part.trim());
  if (specs.length > 1) return { kind: 'whole' };
  const match = single.exec(specs[0] ?? '');
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
