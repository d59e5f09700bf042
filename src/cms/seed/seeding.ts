import type { Payload } from 'payload'

/** Seeds bypass revalidation (no Next.js server) and the template workflow (history-less fixtures). */
export const seedContext = { disableRevalidate: true, seeding: true }

/** The items whose key is not among the existing ones. */
export function missing<T>(items: T[], keyOf: (item: T) => string, existing: Iterable<string>): T[] {
  const have = new Set(existing)
  return items.filter((item) => !have.has(keyOf(item)))
}

type VersionedGlobal = 'header-menus' | 'side-menu' | 'pricing'

/**
 * Deletes every version of a global but the newest. The seed writes a global once per language,
 * and each save leaves a version; Payload reads the stored versions on every save, so without
 * this each language's save costs more than the last. A marketer's history starts at the seed's
 * finished content either way.
 */
export async function keepOnlyNewestVersion(payload: Payload, slug: VersionedGlobal): Promise<void> {
  const { docs } = await payload.findGlobalVersions({ slug, sort: '-updatedAt', limit: 1, depth: 0 })
  const newest = docs[0]
  if (newest) await payload.db.deleteVersions({ globalSlug: slug, where: { id: { not_equals: newest.id } } })
}

/** The same for a page or mini-site the seed writes once per language. */
export async function keepOnlyNewestDocVersion(payload: Payload, collection: 'pages' | 'mini-sites', id: number): Promise<void> {
  const { docs } = await payload.findVersions({ collection, where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1, depth: 0 })
  const newest = docs[0]
  if (newest) await payload.db.deleteVersions({ collection, where: { and: [{ parent: { equals: id } }, { id: { not_equals: newest.id } }] } })
}
