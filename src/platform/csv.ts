import { stringify } from 'csv-stringify/sync';

/**
 * Text the product wrote itself (a date, a duration), never a user's: written as it is. `-01:30` is a negative
 * duration, not a formula, and a spreadsheet should read it as one.
 */
export interface OwnText {
  readonly own: string;
}

/** A CSV cell as the product writes it: text, its own text, a number, or empty. */
export type CsvCell = string | OwnText | number | null;

/**
 * Characters that make a spreadsheet read a text cell as a formula (OWASP's CSV injection list: `=`, `+`,
 * `-`, `@`, tab, carriage return; line feed too, which some programs skip like the other two).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * A text cell a spreadsheet will show as text: one that would start a formula gets a leading `'`, which
 * spreadsheets take as "this is text" (and show or keep as part of the value). Numbers stay numbers: a
 * negative balance is written `-30` and read as the number it is; a number is never a formula.
 */
export function neutralisedCell(cell: CsvCell): string | number | null {
  if (cell !== null && typeof cell === 'object') return cell.own;
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * CSV lines (RFC 4180 quoting, `\n` after each) with every text cell neutralised. Every CSV the product
 * writes goes through here, so a name such as `=HYPERLINK(…)` never reaches a spreadsheet as a live formula.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows.map((row) => row.map(neutralisedCell)));
}

/** The byte-order mark that tells Excel a CSV is UTF-8 (without it, Excel reads Windows-1252). */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * CSV lines as a Brazilian spreadsheet (Excel, LibreOffice Calc in pt-BR) opens them by a double click: `;`
 * between cells (the comma is the decimal separator there), CR LF after each line, a cell quoted (RFC 4180)
 * when it holds `;`, `"` or a line break; text cells neutralised as in `csvLines`. The file starts with
 * `BYTE_ORDER_MARK`, written once by its caller.
 */
export function spreadsheetCsvLines(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralisedCell)),
    { delimiter: ';', record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
