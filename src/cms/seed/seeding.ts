import type { Payload } from 'payload'

/** Seeds bypass revalidation (no Next.js server) and the template workflow (history-less fixtures). */
export const seedContext = { disableRevalidate: true, seeding: true }

export function missing<T>(items: T[], keyOf: (item: T) => string, existing: Iterable<string>): T[] {
  const have = new Set(existing)
  return items.filter((item) => !have.has(keyOf(item)))
}

type VersionedDoc = { global: 'header-menus' | 'side-menu' | 'pricing' } | { collection: 'pages' | 'mini-sites'; id: number }

/**
 * The seed saves some documents once per language and Payload reads the stored versions on every save, so without this
 * each save costs more than the last.
 */
export async function keepOnlyNewestVersion(payload: Payload, doc: VersionedDoc): Promise<void> {
  const older = { latest: { not_equals: true } }
  if ('global' in doc) await payload.db.deleteVersions({ globalSlug: doc.global, where: older })
  else await payload.db.deleteVersions({ collection: doc.collection, where: { and: [{ parent: { equals: doc.id } }, older] } })
}

/** The pool holds ten connections and waits briefly for one; a couple are left for the reads around the saves. */
export const SAVES_AT_ONCE = 8

export async function runAtMost(limit: number, tasks: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!()
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
}
