/**
 * CSV (RFC 4180) for every file the portal writes: one function, so each file is as safe as the
 * others. Every cell is quoted. A cell is also neutralised against CSV injection (OWASP): a
 * spreadsheet runs a field that starts with = + - @, a tab or a carriage return as a formula, and
 * not only the cell as written is a field. A program that ignores the quotes splits a cell again
 * on its commas, semicolons (Excel in Spanish and other languages separates on `;`), tabs or line
 * ends, so each part that would then begin a field (after spaces or quotes) gets a leading
 * apostrophe, which makes a spreadsheet read it as text. The file stays readable: nothing else
 * changes, and a harmless cell keeps its exact text.
 */

// A part of a cell begins at its start or after a separator; it is dangerous when, past any
// spaces or double quotes, it starts with a formula character.
const dangerousPart = /(^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r])/g;

/** One cell: neutralised, then quoted with its quotes doubled. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return `"${text.replace(dangerousPart, "$1'").replaceAll('"', '""')}"`;
}

/** A CSV document: the header row, then one row per record, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
