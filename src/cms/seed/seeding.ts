import type { Payload } from 'payload'

/** Seeds bypass revalidation (no Next.js server) and the template workflow (history-less fixtures). */
export const seedContext = { disableRevalidate: true, seeding: true }

/** The items whose key is not among the existing ones. */
export function missing<T>(items: T[], keyOf: (item: T) => string, existing: Iterable<string>): T[] {
  const have = new Set(existing)
  return items.filter((item) => !have.has(keyOf(item)))
}

/** A document the seed saves once per language: a global, or a page or mini-site by id. */
type VersionedDoc = { global: 'header-menus' | 'side-menu' | 'pricing' } | { collection: 'pages' | 'mini-sites'; id: number }

/**
 * Deletes every version of a document but the newest. The seed writes some documents once per
 * language, and each save leaves a version; Payload reads the stored versions on every save, so
 * without this each language's save costs more than the last. A marketer's history starts at the
 * seed's finished content either way.
 */
export async function keepOnlyNewestVersion(payload: Payload, doc: VersionedDoc): Promise<void> {
  const older = { latest: { not_equals: true } }
  if ('global' in doc) await payload.db.deleteVersions({ globalSlug: doc.global, where: older })
  else await payload.db.deleteVersions({ collection: doc.collection, where: { and: [{ parent: { equals: doc.id } }, older] } })
}

/**
 * Saves at once, at most: the database pool holds ten connections and waits 3 s for one, so
 * many more chains of saves than that fail on a busy machine ("timeout exceeded when trying to
 * connect"); a couple are left for the reads around them.
 */
export const SAVES_AT_ONCE = 8

/** Runs the tasks, at most `limit` at a time, starting them in the given order. */
export async function runAtMost(limit: number, tasks: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!()
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
}
