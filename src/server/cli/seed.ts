/**
 * `npm run seed`: adds the starter content that is missing (pages for every route, menus,
 * mini-sites, cookies, A/B tests, pricing, templates) without touching what exists. For a
 * database made before part of the content model existed; works with the site running or not.
 */
import { seedContent } from '@/cms/seed/content'
import { env } from '@/infrastructure/env'

import { exitAfterOutput } from './processes'
import { seconds } from './progress'
import { withPayload } from './with-payload'

try {
  await withPayload('npm run seed', (payload) => seedContent(payload, env().brand, (step, ms) => console.log(`  ${step} (${seconds(ms)})`)))
  console.log('✓ Seed complete: anything missing was added.')
  exitAfterOutput(0)
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  exitAfterOutput(1)
}
