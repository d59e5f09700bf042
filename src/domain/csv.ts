/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted when
 * it holds a comma, a double quote or a line break, its double quotes doubled.
 *
 * Exports hold what strangers typed into public forms, so two more rules:
 * - a text cell that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or a
 *   carriage return first) gets a leading `'`, which makes it plain text (OWASP's CSV injection
 *   defence): `=HYPERLINK(...)` in a lead's message must not run on a marketer's machine; so
 *   does a formula after any separator a spreadsheet may split the cell on (`;=cmd|…`);
 * - the file starts with a UTF-8 byte order mark, without which Excel reads it in the system's
 *   code page and garbles every accent.
 */

export type CsvCell = string | number | boolean | Date | null | undefined

/** The UTF-8 byte order mark, as the first character of a file. */
export const CSV_BOM = '\uFEFF'

export const CSV_LINE_END = '\r\n'

/** First characters that make a spreadsheet evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A formula after a separator some spreadsheet may split on (`;` in much of Europe, a tab, a
 * pipe, a comma): `a;=cmd|' /C calc'!A0` becomes two cells there, the second a live formula.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t|]\s*["']?)(?=[=+\-@])/g

const NEEDS_QUOTES = /[",\r\n]/

/** A text value a spreadsheet shows as text, never evaluates. */
export function neutraliseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return FORMULA_START.test(inner) ? `'${inner}` : inner
}

/** One field: empty for null and undefined, ISO 8601 for dates, quoted when it must be. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  // Numbers and booleans are written by us, not typed by a visitor: -3 stays a number.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  const text = neutraliseFormula(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, with its line end. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',') + CSV_LINE_END
}

/** A whole file: the byte order mark (unless `bom: false`), then one line per row. */
export function toCsv(rows: Iterable<readonly CsvCell[]>, { bom = true }: { bom?: boolean } = {}): string {
  let csv = bom ? CSV_BOM : ''
  for (const row of rows) csv += csvRow(row)
  return csv
}
