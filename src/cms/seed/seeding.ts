/** Seeds bypass revalidation (no Next.js server) and the template workflow (history-less fixtures). */
export const seedContext = { disableRevalidate: true, seeding: true }

/** The items whose key is not among the existing ones. */
export function missing<T>(items: T[], keyOf: (item: T) => string, existing: Iterable<string>): T[] {
  const have = new Set(existing)
  return items.filter((item) => !have.has(keyOf(item)))
}
