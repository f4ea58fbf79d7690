/**
 * CSV for the owner's lead export: RFC 4180 quoting, and safe to open in a spreadsheet. A cell a visitor
 * wrote that starts like a formula (=, +, -, @, tab, carriage return) is prefixed with an apostrophe, so
 * the spreadsheet shows it as text instead of running it.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** A header line and one line per row, each ended with CRLF as RFC 4180 asks. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
