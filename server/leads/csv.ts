/**
 * CSV for the owner's lead export: RFC 4180 quoting, safe to open in a spreadsheet, and showing visitor
 * text by the owner's rule (owner-text.ts). A cell keeps line breaks only in a column marked multi-line (as
 * "\n", inside quotes); elsewhere they are spaces. Control and invisible characters are shown as "[U+202E]".
 * A cell that starts like a formula (=, +, -, @, tab) is prefixed with an apostrophe, so the spreadsheet
 * shows it as text instead of running it.
 */
import { multiLine, oneLine } from './owner-text';

const FORMULA_START = /^[=+\-@\t]/;

export function csvCell(value: unknown, { multiLine: keepsLines = false }: { multiLine?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  const raw = value instanceof Date ? value.toISOString() : String(value);
  let text = keepsLines ? multiLine(raw) : oneLine(raw);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  /** Its cells keep their line breaks (a message); other cells are one line. */
  multiLine?: boolean;
}

/** A header line and one line per row, each ended with CRLF as RFC 4180 asks. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row), { multiLine: column.multiLine }))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
