/**
 * The access history as CSV (RFC 4180), built in the browser from the server's pages. A cell that
 * a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return) gets
 * a leading apostrophe, so opening the file runs nothing (OWASP: CSV injection).
 */

const formulaStart = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted when it needs to be. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header row, then one row per record, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
