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

import { exitAfterOutput } from './processes'

const payload = await payloadClient()
try {
  await runMigrations(payload)
  if (!process.argv.includes('--migrate-only')) await seedIfEmpty(payload, env().brand)
} finally {
  await payload.destroy()
}
exitAfterOutput(0)
