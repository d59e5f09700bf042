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

/*
 * Node 20 runs tsx's module hooks on a loader thread; while the main thread awaits a dynamic
 * import from it with nothing else pending, Node may decide the top-level await can never settle
 * and exit with code 13 (seen under load). A timer keeps the process alive until we are done.
 */
const keepAlive = setInterval(() => {}, 60_000)

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
clearInterval(keepAlive)
exitAfterOutput(0)
