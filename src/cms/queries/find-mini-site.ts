import type { Payload } from 'payload'

import type { Locale } from '@/domain/locales'
import type { MiniSite } from '@/payload-types'

import { type Previewer, readingFor } from './previewer'

/** As visitors may read it, or the draft for a staff preview. */
export async function findMiniSite(payload: Payload, id: number, locale: Locale, previewer?: Previewer): Promise<MiniSite | null> {
  const { docs } = await payload.find({
    collection: 'mini-sites',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 1,
    locale,
    ...readingFor(previewer),
  })
  return docs[0] ?? null
}
