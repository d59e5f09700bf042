import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

/** The published page at `path`, read with a visitor's rights (never a draft). */
export async function findPublishedPage(payload: Payload, path: string): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    pagination: false,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
