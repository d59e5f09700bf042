/**
 * Start-up safety with several instances (issue 20): instances started at the same moment
 * migrate and seed once, and only one of them runs the job queue at a time.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { holdsJobRunnerLock, type JobRunnerLockHolder, releaseJobRunnerLock } from '@/server/job-runner-lock'

import { migrations } from '../../migrations'
import { createDatabase, dropDatabase, uniqueDatabaseName, withAdminClient } from '../helpers/postgres'
import { runPrepare } from '../helpers/prepare'

const { adminUrl } = inject('postgres')
const empty = uniqueDatabaseName('orbit_cluster_start')
const emptyUrl = await createDatabase(adminUrl, empty)

afterAll(() => dropDatabase(adminUrl, empty))

describe('two instances starting at the same moment', () => {
  it('apply each migration once and seed once', async () => {
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
  }, 300_000)
})

describe('the job runner', () => {
  /** What holdsJobRunnerLock uses of Payload: its pool and its logger. Each fake is one instance. */
  function instance(): { payload: Payload; pool: pg.Pool } {
    const pool = new pg.Pool({ connectionString: emptyUrl, max: 2 })
    const payload = { db: { pool }, logger: { warn: () => {} } } as unknown as Payload
    return { payload, pool }
  }

  it('runs in one instance at a time, and moves to another when that one stops', async () => {
    const [a, b] = [instance(), instance()]
    const [holderA, holderB]: JobRunnerLockHolder[] = [{}, {}]
    try {
      expect(await holdsJobRunnerLock(a.payload, holderA)).toBe(true)
      expect(await holdsJobRunnerLock(b.payload, holderB)).toBe(false)
      expect(await holdsJobRunnerLock(a.payload, holderA)).toBe(true)
      expect(await holdsJobRunnerLock(b.payload, holderB)).toBe(false)

      releaseJobRunnerLock(holderA) // instance A stops: its connection, and with it the lock, go
      // The server ends A's session once it sees the closed socket, a moment later: B's next polls take over.
      await expect.poll(() => holdsJobRunnerLock(b.payload, holderB), { timeout: 10_000 }).toBe(true)
      expect(await holdsJobRunnerLock(a.payload, holderA)).toBe(false)
    } finally {
      releaseJobRunnerLock(holderA)
      releaseJobRunnerLock(holderB)
      await Promise.all([a.pool.end(), b.pool.end()])
    }
  })
})
