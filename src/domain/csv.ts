// RFC 4180, plus two rules because exports hold what strangers typed into public forms: formulas are
// neutralised (OWASP's CSV injection defence), and a UTF-8 BOM stops Excel garbling every accent.

export type CsvCell = string | number | boolean | Date | null | undefined

export const CSV_BOM = '\uFEFF'

export const CSV_LINE_END = '\r\n'

const FORMULA_START = /^[=+\-@\t\r]/

// `;` in much of Europe: `a;=cmd|' /C calc'!A0` becomes two cells there, the second a live formula.
const FORMULA_AFTER_SEPARATOR = /([;,\t|]\s*["']?)(?=[=+\-@])/g

const NEEDS_QUOTES = /[",\r\n]/

export function neutraliseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return FORMULA_START.test(inner) ? `'${inner}` : inner
}

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  // Written by us, not typed by a visitor: -3 stays a number.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  const text = neutraliseFormula(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',') + CSV_LINE_END
}

export function toCsv(rows: Iterable<readonly CsvCell[]>, { bom = true }: { bom?: boolean } = {}): string {
  let csv = bom ? CSV_BOM : ''
  for (const row of rows) csv += csvRow(row)
  return csv
}
