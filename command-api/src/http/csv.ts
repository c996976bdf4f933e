// CSV text for exports that open safely in spreadsheets: quoting that holds whether the spreadsheet splits
// cells at commas, semicolons or tabs, and cells that it would run as a formula turned back into plain text.

export type CsvCell = string | number | null | undefined;

// A leading = + - @ (or a tab or carriage return hiding one) makes Excel, Sheets and LibreOffice evaluate
// the cell; an apostrophe in front keeps the text as text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed amount such as -12.00 stays a number a spreadsheet can add up; it runs nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
// Semicolon locales (much of Europe) split at `;`, some imports at tabs: a cell holding either is
// quoted too, so `x;=1+1` stays one cell instead of becoming a second one that starts with a formula.
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, ended with CRLF as RFC 4180 asks. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** `licenses-2026-03-15.csv`: the export's name with the calendar date (UTC) of `now`. */
export function datedCsvFileName(prefix: string, now: Date): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
