/**
 * Brings the database up to date: applies pending migrations, then seeds an empty database
 * (unless given `--migrate-only`, as the tests do for their template database).
 * Run as its own process by `npm start` and `npm run dev`, so that the long-running
 * supervisor never holds a Payload instance of its own.
 */
import { seedIfEmpty } from '@/cms/seed'
import { env } from '@/server/env'
import { runMigrations } from '@/server/migrate'
import { payloadClient } from '@/server/payload'
import { withTimeout } from '@/server/timeout'

import { exitAfterOutput } from './processes'

const payload = await payloadClient()
try {
  await runMigrations(payload)
  if (!process.argv.includes('--migrate-only')) await seedIfEmpty(payload, env().brand)
} finally {
  // Closing the pool has been seen to never settle once everything else was done; the work is
  // finished by then, so give it a bounded wait (whose timer also keeps the process alive).
  await withTimeout(payload.destroy(), 10_000, 'Closing the database connection').catch((error: Error) =>
    console.warn(error.message),
  )
}
exitAfterOutput(0)
