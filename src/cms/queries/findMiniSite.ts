import type { Payload } from 'payload'

import type { Locale } from '@/domain/locales'
import type { MiniSite } from '@/payload-types'

import type { Previewer } from './previewer'

/**
 * A page's mini-site with its images and its alternative (depth 1), as visitors may read it:
 * the published version, or the draft for a staff preview; null when there is none to show.
 */
export async function findMiniSite(payload: Payload, id: number, locale: Locale, previewer?: Previewer): Promise<MiniSite | null> {
  const { docs } = await payload.find({
    collection: 'mini-sites',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 1,
    locale,
    draft: previewer !== undefined,
    overrideAccess: false,
    ...(previewer ? { user: previewer } : {}),
  })
  return docs[0] ?? null
}
