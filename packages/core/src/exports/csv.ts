/**
 * CSV as the console's downloads write it: UTF-8 with a byte-order mark (so spreadsheet programs that
 * guess the encoding, Excel among them, read Japanese and Thai right), CRLF line ends (RFC 4180), a header
 * row, and cells that never start a formula.
 */
export const CSV_BOM = "\uFEFF";

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * One CSV field: quoted when needed, and never starting a formula in a spreadsheet. A fan's e-mail or an
 * answer can be `=HYPERLINK(…)`; the leading apostrophe makes a spreadsheet show it as text, not run it.
 */
export function csvField(value: unknown): string {
  let text = fieldText(value);
  if (/^[=+\-@\t\r]/u.test(text)) text = `'${text}`;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, its CRLF included. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}

/** A small CSV held in memory (the generated codes: at most a few thousand lines, shown once). */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map(csvLine).join("");
}
