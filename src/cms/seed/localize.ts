/**
 * Carries the ids Payload gave the stored rows, so saving in another locale fills in their texts instead of replacing them.
 * Both documents must have the same structure.
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

const isRichText = (value: object) => 'root' in value
