/**
 * The community members migration on a database that already has reviewed templates: each
 * history entry keeps the staff user who made the move (now one side of a users-or-members
 * relationship), and the migration can be rolled back with the same entries.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '../../migrations'
import { createDatabase, dropDatabase, uniqueDatabaseName, withAdminClient } from '../helpers/postgres'

const { adminUrl } = inject('postgres')
const name = uniqueDatabaseName('orbit_members_upgrade')
const url = await createDatabase(adminUrl, name)
process.env.DATABASE_URL = url
afterAll(() => dropDatabase(adminUrl, name))

const { payloadClient } = await import('@/server/payload')

const MIGRATION = '20261121_115545_community_members'

describe('the community members migration', () => {
  it('keeps who made each move of the history, and gives them back when rolled back', async () => {
    const payload = await payloadClient()
    const index = migrations.findIndex((migration) => migration.name === MIGRATION)
    expect(index).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, index) as never })

    const ids = await withAdminClient(url, async (client) => {
      const moderator = await client.query<{ id: number }>(
        `insert into users (email, updated_at, created_at) values ('moderator@staff.example', now(), now()) returning id`,
      )
      const template = await client.query<{ id: number }>(
        `insert into community_templates (title, status, status_code, terms_accepted, updated_at, created_at)
         values ('Reviewed before members', 'approved', 1, true, now(), now()) returning id`,
      )
      const [user, doc] = [moderator.rows[0]!.id, template.rows[0]!.id]
      await client.query(`insert into community_templates_paragraphs (_order, _parent_id, id, text) values (1, $1, 'p1', $2)`, [doc, 'word '.repeat(60)])
      await client.query(
        `insert into community_templates_history (_order, _parent_id, id, from_status, to_status, by_id, at, reject_reason)
         values (1, $1, 'h1', null, '0', null, now(), 'None'), (2, $1, 'h2', '0', '1', $2, now(), 'None')`,
        [doc, user],
      )
      return { user, doc }
    })

    // This one and those after it: Payload reads the template with today's columns.
    await payload.db.migrate({ migrations: migrations.slice(index) as never })
    const template = await payload.findByID({ collection: 'community-templates', id: ids.doc, depth: 0 })
    expect(template.history).toHaveLength(2)
    expect(template.history![0]!.by ?? null).toBeNull()
    expect(template.history![1]).toMatchObject({ fromStatus: 0, toStatus: 1, by: { relationTo: 'users', value: ids.user } })

    // As `payload migrate:down` runs it (whose file loader needs a plain Node process, not vitest).
    await migrations[index]!.down({ db: payload.db.drizzle, payload, req: {} } as never)
    const rows = await withAdminClient(url, (client) =>
      client.query<{ id: string; by_id: number | null }>('select id, by_id from community_templates_history order by _order'),
    )
    expect(rows.rows).toEqual([
      { id: 'h1', by_id: null },
      { id: 'h2', by_id: ids.user },
    ])
  })
})
