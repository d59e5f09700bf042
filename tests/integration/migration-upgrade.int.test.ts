import { inject } from 'vitest'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { createDatabase, dropDatabase, uniqueDatabaseName, withAdminClient } from '../helpers/postgres'

// A database as the first release left it, upgraded by the later migrations.
const { adminUrl } = inject('postgres')
const name = uniqueDatabaseName('orbit_upgrade')
const url = await createDatabase(adminUrl, name)
process.env.DATABASE_URL = url
afterAll(() => dropDatabase(adminUrl, name))

const { payloadClient } = await import('@/server/payload')

describe('upgrading a database from the first release', () => {
  it('keeps each page’s title, summary and body, published and draft, through the move to localized blocks', async () => {
    const payload = await payloadClient()
    const [first, ...later] = migrations
    await payload.db.migrate({ migrations: [first!] as never })

    const body = {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            children: [{ type: 'text', version: 1, text: 'Written before the upgrade.', format: 0, detail: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    }
    await withAdminClient(url, async (client) => {
      const page = await client.query<{ id: number }>(
        `insert into pages (title, path, summary, body, _status, updated_at, created_at)
         values ('Old pricing', '/pricing', 'Plans for every team.', $1, 'published', now(), now()) returning id`,
        [JSON.stringify(body)],
      )
      // The version the admin opens: a newer draft, as an editor left it.
      await client.query(
        `insert into _pages_v (parent_id, version_title, version_path, version_summary, version_body, version__status,
           version_updated_at, version_created_at, created_at, updated_at, latest)
         values ($1, 'Old pricing (draft)', '/pricing', 'Draft summary.', $2, 'draft', now(), now(), now(), now(), true)`,
        [page.rows[0]!.id, JSON.stringify(body).replace('Written before the upgrade.', 'Drafted before the upgrade.')],
      )
    })

    await payload.db.migrate({ migrations: later as never })

    const page = (await payload.find({ collection: 'pages', where: { path: { equals: '/pricing' } }, depth: 0 })).docs[0]!
    expect(page.title).toBe('Old pricing')
    expect(page.seo?.description).toBe('Plans for every team.')
    expect(page.layout?.[0]).toMatchObject({ blockType: 'richText' })
    expect(JSON.stringify(page.layout?.[0])).toContain('Written before the upgrade.')

    const draft = (await payload.find({ collection: 'pages', where: { path: { equals: '/pricing' } }, depth: 0, draft: true })).docs[0]!
    expect(draft.title).toBe('Old pricing (draft)')
    expect(draft.seo?.description).toBe('Draft summary.')
    expect(JSON.stringify(draft.layout?.[0])).toContain('Drafted before the upgrade.')
  })
})
