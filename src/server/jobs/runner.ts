import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

import { wakeDelay } from '@/domain/job-wake'
import { ADVISORY_LOCKS } from '@/infrastructure/advisory-lock'
import { payloadPool } from '@/infrastructure/database/payload-pool'

import { JOB_QUEUE_CHANNEL, nextDueAt } from './due-jobs'

/*
 * Only the holder of the job-runner advisory lock runs jobs: Payload's runner takes jobs without
 * row locks, so two runners could publish or email twice. A trigger on payload_jobs wakes it (NOTIFY).
 */

const JOBS_PER_RUN = 20
const RETRY_MS = 5_000
/** A job due now that Payload's runner did not take (due to the millisecond, or a clock step). */
const CLOCK_SKEW_RETRY_MS = 1_000

export type JobRunner = {
  readonly holdsLock: boolean
  stop(): Promise<void>
}

export function startJobRunner(payload: Payload, pool: Pool = payloadPool(payload)): JobRunner {
  let stopped = false
  let holdsLock = false
  let session: { client: PoolClient; close: () => void } | undefined
  let timer: NodeJS.Timeout | undefined
  let retry: (() => void) | undefined
  let running = false
  let again = false

  function wakeIn(ms: number): void {
    clearTimeout(timer)
    timer = setTimeout(() => void runDue(), ms).unref()
  }

  async function runDue(): Promise<void> {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        clearTimeout(timer)
        const client = session?.client
        if (!client || stopped) return
        const { jobStatus } = await payload.jobs.run({ queue: 'default', limit: JOBS_PER_RUN })
        const ran = Object.keys(jobStatus ?? {}).length
        const delay = wakeDelay(await nextDueAt(client), new Date())
        if (delay === 0 && ran > 0) again = true
        else wakeIn(delay === 0 ? CLOCK_SKEW_RETRY_MS : delay)
      } while (again && !stopped)
    } catch (error) {
      payload.logger.warn(`Job runner: running the due jobs failed (${(error as Error).message}); trying again in ${RETRY_MS / 1000} s.`)
      if (!stopped) wakeIn(RETRY_MS)
    } finally {
      running = false
    }
  }

  async function holdAndRun(): Promise<void> {
    const client = await pool.connect()
    if (stopped) {
      client.release(true)
      return
    }
    let closed = false
    const ended = new Promise<void>((resolve) => {
      const close = (): void => {
        if (!closed) client.release(true)
        closed = true
        resolve()
      }
      session = { client, close }
      client.once('end', close)
      client.once('error', close)
    })
    try {
      // Waits inside PostgreSQL, without polling, while another instance holds the lock.
      await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.jobRunner])
      if (stopped) return
      holdsLock = true
      payload.logger.info('Job runner: this instance runs the job queue.')
      client.on('notification', () => void runDue())
      await client.query(`LISTEN ${JOB_QUEUE_CHANNEL}`)
      await runDue()
      await ended
    } finally {
      holdsLock = false
      clearTimeout(timer)
      session?.close()
      session = undefined
    }
  }

  const done = (async () => {
    while (!stopped) {
      try {
        await holdAndRun()
      } catch (error) {
        if (!stopped) payload.logger.warn(`Job runner: lost its database connection (${(error as Error).message}); reconnecting in ${RETRY_MS / 1000} s.`)
      }
      if (!stopped) {
        await new Promise<void>((resolve) => {
          retry = resolve
          setTimeout(resolve, RETRY_MS).unref()
        })
      }
    }
  })()

  return {
    get holdsLock() {
      return holdsLock
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      session?.close()
      retry?.()
      await done
    },
  }
}

const KEY = Symbol.for('orbit.jobRunner')
const processGlobal = globalThis as { [KEY]?: JobRunner }

/** Replaces the runner an earlier Payload instance started (development reloads the config). */
export function runJobsInThisServer(payload: Payload): void {
  void processGlobal[KEY]?.stop()
  processGlobal[KEY] = startJobRunner(payload)
}
