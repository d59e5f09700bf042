import type { Payload } from 'payload'

import { type Brand, seedContent, type SeedProgress } from './content'

/** A database that already has pages is left alone, so restarts never bring back what editors removed. */
export async function seedIfEmpty(payload: Payload, brand: Brand, progress?: SeedProgress): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return false
  await seedContent(payload, brand, progress)
  payload.logger.info('Seeded the site content.')
  return true
}
