import type { Payload } from 'payload'

import { homePage } from './homePage'

export type SeedOptions = { brandName: string }

/**
 * Gives an empty database the content a visitor needs to see a working site. A database
 * that already has pages is never touched, so restarts keep every editor's change.
 */
export async function seedIfEmpty(payload: Payload, { brandName }: SeedOptions): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'pages',
    data: homePage(brandName),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  payload.logger.info('Seeded the home page.')
  return true
}
