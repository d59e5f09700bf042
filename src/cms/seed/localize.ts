/**
 * A document built again in another language, carrying the ids Payload gave the rows and
 * blocks of the stored one, so that saving it in that locale fills in the localized texts of
 * the same rows instead of replacing them. Both documents must have the same structure.
 */
export function withIdsOf<T>(built: T, stored: unknown): T {
  if (Array.isArray(built)) {
    const rows = Array.isArray(stored) ? stored : []
    return built.map((row, index) => withIdsOf(row, rows[index])) as T
  }
  if (built && typeof built === 'object' && !isRichText(built)) {
    const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
    const copy = Object.fromEntries(Object.entries(built).map(([key, value]) => [key, withIdsOf(value, source[key])]))
    return ('id' in source && source.id !== undefined ? { ...copy, id: source.id } : copy) as T
  }
  return built
}

/** A Lexical document is one localized value: its nodes have no ids to keep. */
const isRichText = (value: object) => 'root' in value
