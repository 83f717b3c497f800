import { stringify } from 'csv-stringify/sync';

/** A CSV cell as the product writes it: text, a number, or empty. */
export type CsvCell = string | number | null;

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
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * CSV lines (RFC 4180 quoting, `\n` after each) with every text cell neutralised. Every CSV the product
 * writes goes through here, so a name such as `=HYPERLINK(…)` never reaches a spreadsheet as a live formula.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows.map((row) => row.map(neutralisedCell)));
}
