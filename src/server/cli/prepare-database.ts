import { seedIfEmpty } from '@/cms/seed'
import { ADVISORY_LOCKS, withAdvisoryLock } from '@/infrastructure/advisory-lock'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import { env } from '@/infrastructure/env'
import { withTimeout } from '@/infrastructure/timeout'
import { runMigrations } from '@/server/migrate'
import { payloadClient } from '@/server/payload'

import { seconds } from './progress'

export async function prepareDatabase({ migrateOnly }: { migrateOnly: boolean }): Promise<void> {
  // A start-up that seems stuck shows how far it got, and what took the time.
  let started = Date.now()
  const payload = await payloadClient()
  console.log(`  CMS loaded (${seconds(Date.now() - started)})`)
  try {
    // Instances started together take turns: the others then find nothing left to do.
    await withAdvisoryLock(
      payloadPool(payload),
      ADVISORY_LOCKS.startup,
      async () => {
        started = Date.now()
        await runMigrations(payload)
        console.log(`  migrations applied (${seconds(Date.now() - started)})`)
        if (!migrateOnly) {
          started = Date.now()
          const seeded = await seedIfEmpty(payload, env().brand, (step, ms) => console.log(`  seeded ${step} (${seconds(ms)})`))
          console.log(seeded ? `  starter content seeded (${seconds(Date.now() - started)})` : '  content found: no seed needed')
        }
      },
      () => console.log('  another instance is migrating the database; waiting for it'),
    )
  } finally {
    // Closing the pool may never settle once everything else is done: the work is finished, so wait a bounded time.
    await withTimeout(payload.destroy(), 10_000, 'Closing the database connection').catch((error: Error) => console.warn(error.message))
  }
}
