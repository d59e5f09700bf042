import { inject } from 'vitest'

import { createDatabase, dropDatabase, withAdminClient } from './postgres'
import { runPrepare } from './prepare'

/** Any number, the same in every file: the files that ask for the seeded content take turns on it. */
const SEEDING_LOCK = 4_271_301

/**
 * Gives this test file a copy of a database seeded as `npm start` seeds an empty one, with its
 * media files. Seeding takes a minute or more, so the first file that asks seeds a template once
 * (the start-up step, in its own process) and the others wait for it, then copy it. Call it before
 * the Payload config is first imported: it replaces DATABASE_URL and DATA_DIR.
 */
export async function useSeededDatabase(): Promise<void> {
  const { adminUrl, template, seeded } = inject('postgres')
  await withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SEEDING_LOCK])
    try {
      const made = await client.query('select 1 from pg_database where datname = $1', [seeded.database])
      if (made.rowCount) return
      // Seeded under another name, then renamed: the template's name means it is whole.
      const seeding = `${seeded.database}_seeding`
      await dropDatabase(adminUrl, seeding)
      await runPrepare(await createDatabase(adminUrl, seeding, template), { env: { DATA_DIR: seeded.dataDir } })
      await client.query(`alter database ${client.escapeIdentifier(seeding)} rename to ${client.escapeIdentifier(seeded.database)}`)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SEEDING_LOCK])
    }
  })
  const own = new URL(process.env.DATABASE_URL!).pathname.slice(1)
  await dropDatabase(adminUrl, own)
  process.env.DATABASE_URL = await createDatabase(adminUrl, own, seeded.database)
  process.env.DATA_DIR = seeded.dataDir
}
