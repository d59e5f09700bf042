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

/** Each test runs the start-up step as its own process (tests/helpers/prepare.ts bounds it). */
const START_UP_TIMEOUT_MS = 300_000

describe('start-up on an empty database', () => {
  it(
    'applies every migration, seeds the home page, and the app boots on the result',
    async () => {
      await runPrepare(emptyUrl)

      const applied = await withAdminClient(emptyUrl, (client) => client.query<{ name: string }>('select name from payload_migrations order by name'))
      expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))

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
    'is safe to repeat: a restart applies nothing twice and never seeds over existing content',
    async () => {
      const { payloadClient } = await import('@/server/payload')
      const payload = await payloadClient()
      const [home] = (await payload.find({ collection: 'pages', where: { path: { equals: '/' } } })).docs
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
