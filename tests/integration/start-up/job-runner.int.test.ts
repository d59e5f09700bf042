/** With several instances, only one of them runs the job queue at a time. */
import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { startJobRunner } from '@/server/jobs/runner'

import { withAdminClient } from '../../helpers/postgres'

// The file's own migrated database (database-per-file.setup.ts).
const databaseUrl = process.env.DATABASE_URL!

describe('the job runner', () => {
  /**
   * One instance: its own pool, and a runner whose Payload takes the due jobs as Payload's runner
   * does (not completed, not processing, due), marks them done and remembers which ran where.
   */
  function instance(name: string, ran: string[]) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 })
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
    return withAdminClient(databaseUrl, async (client) => {
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
