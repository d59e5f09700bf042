import fs from 'node:fs'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { inject } from 'vitest'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '../../../migrations'
import { createDatabase, dropDatabase, uniqueDatabaseName, withAdminClient } from '../../helpers/postgres'
import { runPrepare } from '../../helpers/prepare'

const { adminUrl } = inject('postgres')
const empty = uniqueDatabaseName('orbit_empty')
const emptyUrl = await createDatabase(adminUrl, empty)

afterAll(() => dropDatabase(adminUrl, empty))

/** Each start-up step runs as its own process, as the supervisor runs it (tests/helpers/prepare.ts bounds it). */
const START_UP_TIMEOUT_MS = 600_000

describe('instances starting on an empty database', () => {
  it(
    'apply each migration once and seed once, even when two start at the same moment, and the app boots on the result',
    async () => {
      const outputs = await Promise.all([runPrepare(emptyUrl), runPrepare(emptyUrl)])

      // One took the start-up lock; the other waited for it, then found nothing to do.
      expect(outputs.filter((output) => output.includes('another instance is migrating'))).toHaveLength(1)
      await withAdminClient(emptyUrl, async (client) => {
        const applied = await client.query<{ name: string; n: number }>('select name, count(*)::int as n from payload_migrations group by name order by name')
        expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))
        expect(applied.rows.every((row) => row.n === 1)).toBe(true)
        const homes = await client.query<{ n: number }>("select count(*)::int as n from pages where path = '/'")
        expect(homes.rows[0]!.n).toBe(1)
      })

      // Boot Payload on the freshly migrated database, as the Next.js server does.
      process.env.DATABASE_URL = emptyUrl
      const { payloadClient } = await import('@/server/payload')
      const payload = await payloadClient()
      const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, draft: false })
      expect(home.docs).toHaveLength(1)
      expect(home.docs[0]!._status).toBe('published')
    },
    START_UP_TIMEOUT_MS,
  )

  it(
    'a restart applies nothing twice and never seeds over existing content',
    async () => {
      const { payloadClient } = await import('@/server/payload')
      const payload = await payloadClient()
      const [home] = (await payload.find({ collection: 'pages', where: { path: { equals: '/' } } })).docs
      expect(home, 'the first start-up seeded the home page').toBeDefined()
      await payload.update({ collection: 'pages', id: home!.id, data: { title: 'Edited by a marketer' }, context: { disableRevalidate: true } })

      const pagesBefore = (await payload.count({ collection: 'pages' })).totalDocs
      await payload.delete({ collection: 'pages', where: { path: { equals: '/webinars' } }, context: { disableRevalidate: true } })

      await runPrepare(emptyUrl)

      expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(pagesBefore - 1) // a deleted page stays deleted
      expect((await payload.findByID({ collection: 'pages', id: home!.id })).title).toBe('Edited by a marketer')
      const batches = await withAdminClient(emptyUrl, (client) => client.query('select count(*)::int as n from payload_migrations'))
      expect(batches.rows[0].n).toBe(migrations.length)
    },
    START_UP_TIMEOUT_MS,
  )
})

describe('migrations/', () => {
  it('describes the whole schema: the collections have no change without a migration', async () => {
    const { payloadClient } = await import('@/server/payload')
    const db = (await payloadClient()).db as unknown as PostgresAdapter
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const dir = path.resolve('migrations')
    const latest = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)!
    const snapshot = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8'))

    const pending = await generateMigration(snapshot, await generateDrizzleJson(db.schema))

    expect(pending, 'run `npm run migrate:create` and commit the new migration').toEqual([])
  })
})
