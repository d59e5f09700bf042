/**
 * Start-up safety with several instances: instances started at the same moment
 * migrate and seed once, and only one of them runs the job queue at a time.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { startJobRunner } from '@/server/jobs/runner'

import { migrations } from '../../../migrations'
import { createDatabase, dropDatabase, uniqueDatabaseName, withAdminClient } from '../../helpers/postgres'
import { runPrepare } from '../../helpers/prepare'

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
  /**
   * One instance: its own pool, and a runner whose Payload takes the due jobs as Payload's runner
   * does (not completed, not processing, due), marks them done and remembers which ran where.
   */
  function instance(name: string, ran: string[]) {
    const pool = new pg.Pool({ connectionString: emptyUrl, max: 3 })
    const run = async () => {
      const { rows } = await pool.query<{ id: number }>(
        `UPDATE payload_jobs SET completed_at = now() WHERE completed_at IS NULL AND processing = false
         AND (wait_until IS NULL OR wait_until < now()) RETURNING id`,
      )
      for (const row of rows) ran.push(`${name}:${row.id}`)
      return { jobStatus: Object.fromEntries(rows.map((row) => [row.id, { status: 'success' }])) }
    }
    const payload = { db: { pool }, logger: { info: () => {}, warn: () => {} }, jobs: { run } } as unknown as Payload
    return { pool, runner: startJobRunner(payload, pool) }
  }

  /** Queues a job as Payload does, from outside either instance (a script, another server). */
  async function queue(waitMs: number): Promise<number> {
    return withAdminClient(emptyUrl, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO payload_jobs (task_slug, input, wait_until) VALUES ('schedulePublish', '{}', now() + make_interval(secs => $1::float / 1000)) RETURNING id`,
        [waitMs],
      )
      return rows[0]!.id
    })
  }

  it('runs in one instance at a time, wakes at a job’s time without polling, and moves to another instance when that one stops', async () => {
    const ran: string[] = []
    const a = instance('a', ran)
    await expect.poll(() => a.runner.holdsLock, { timeout: 10_000 }).toBe(true)
    const b = instance('b', ran)
    try {
      const soon = await queue(800)
      const queuedAt = Date.now()
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual([`a:${soon}`])
      // Not before its time: the runner slept until then rather than taking it early.
      expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(700)
      expect(b.runner.holdsLock).toBe(false)

      await a.runner.stop() // instance A stops: its connection, and with it the lock, go
      await expect.poll(() => b.runner.holdsLock, { timeout: 10_000 }).toBe(true)
      const now = await queue(0)
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual([`a:${soon}`, `b:${now}`])
    } finally {
      await Promise.all([a.runner.stop(), b.runner.stop()])
      await Promise.all([a.pool.end(), b.pool.end()])
    }
  })
})
