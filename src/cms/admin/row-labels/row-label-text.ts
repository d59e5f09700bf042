/** What a row label says, from the row's data alone (no React, no Payload), so the rules are unit-tested. */
export type RowLabelOptions = {
  fields: readonly string[]
  singular: string
  /** Blocks show their kind beside the text (a page mixes kinds); arrays only as a fallback. */
  showKind?: boolean
}

export const ROW_LABEL_MAX_LENGTH = 80

export type RowLabelParts = { number: string | null; kind: string | null; text: string | null }

export function rowLabelText(data: unknown, rowNumber: number | undefined, { fields, singular, showKind = false }: RowLabelOptions): RowLabelParts {
  const position = typeof rowNumber === 'number' && rowNumber >= 0 ? rowNumber + 1 : null
  const text = fields.map((field) => wordsAt(data, field)).find((value) => value !== null) ?? null
  if (showKind) return { number: position === null ? null : String(position).padStart(2, '0'), kind: singular, text: text === null ? null : shorten(text) }
  if (text !== null) return { number: null, kind: null, text: shorten(text) }
  return { number: null, kind: position === null ? singular : `${singular} ${position}`, text: null }
}

function wordsAt(data: unknown, path: string): string | null {
  let value: unknown = data
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null
    value = (value as Record<string, unknown>)[key]
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const words = value.replace(/\s+/g, ' ').trim()
  return words === '' ? null : words
}

function shorten(text: string): string {
  if (text.length <= ROW_LABEL_MAX_LENGTH) return text
  const cut = text.slice(0, ROW_LABEL_MAX_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > ROW_LABEL_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`
}
