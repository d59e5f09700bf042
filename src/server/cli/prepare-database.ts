/**
 * Brings the database up to date: applies pending migrations, then seeds an empty database
 * (unless `migrateOnly`, as the tests ask for their template database).
 */
import { seedIfEmpty } from '@/cms/seed'
import { ADVISORY_LOCKS, payloadPool, withAdvisoryLock } from '@/server/advisory-lock'
import { env } from '@/server/env'
import { runMigrations } from '@/server/migrate'
import { payloadClient } from '@/server/payload'
import { withTimeout } from '@/server/timeout'

/** Migrates, seeds unless `migrateOnly`, and closes the connection (run by ./prepare.ts). */
export async function prepareDatabase({ migrateOnly }: { migrateOnly: boolean }): Promise<void> {
  const started = Date.now()
  const payload = await payloadClient()
  // A start-up that seems stuck shows how far it got.
  console.log(`  CMS loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  try {
    // Instances started together take turns: the first migrates and seeds, the others then find
    // nothing left to do (src/server/advisory-lock.ts).
    await withAdvisoryLock(
      payloadPool(payload),
      ADVISORY_LOCKS.startup,
      async () => {
        await runMigrations(payload)
        console.log('  migrations applied')
        if (!migrateOnly) await seedIfEmpty(payload, env().brand)
      },
      () => console.log('  another instance is migrating the database; waiting for it'),
    )
  } finally {
    // Closing the pool has been seen to never settle once everything else was done; the work is
    // finished by then, so give it a bounded wait.
    await withTimeout(payload.destroy(), 10_000, 'Closing the database connection').catch((error: Error) =>
      console.warn(error.message),
    )
  }
}
