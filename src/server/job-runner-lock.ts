import type { PoolClient } from 'pg'
import type { Payload } from 'payload'

import { ADVISORY_LOCKS } from '@/infrastructure/advisory-lock'
import { payloadPool } from '@/infrastructure/database/payload-pool'

/*
 * Which instance runs the job queue. Payload's runner marks the jobs it takes as `processing`
 * with a read followed by one update per job (no row lock, no SKIP LOCKED in @payloadcms/drizzle
 * 3.90), so two instances polling at the same minute can both take the same job and publish a
 * page or send an email twice. So only one instance runs jobs: the one holding the job-runner
 * advisory lock, on a connection it keeps for that. When it stops or loses its database
 * connection, the lock goes with it and the next instance to poll takes over.
 */

/** The connection holding the lock, when this instance holds it. */
export type JobRunnerLockHolder = { client?: PoolClient }
const KEY = Symbol.for('orbit.jobRunnerLock')
const processHolder = ((globalThis as { [KEY]?: JobRunnerLockHolder })[KEY] ??= {})

/** For Payload's `jobs.shouldAutoRun`: true in the one instance that runs the queue. */
export async function holdsJobRunnerLock(payload: Payload, state: JobRunnerLockHolder = processHolder): Promise<boolean> {
  if (state.client) {
    try {
      await state.client.query('SELECT 1')
      return true
    } catch {
      // The connection is gone, and with it the lock: ask again below.
      state.client.release(true)
      state.client = undefined
    }
  }
  let client: PoolClient | undefined
  try {
    client = await payloadPool(payload).connect()
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [ADVISORY_LOCKS.jobRunner])
    if (rows[0]?.locked === true) {
      state.client = client
      return true
    }
    client.release()
    return false
  } catch (error) {
    client?.release(true)
    payload.logger.warn(`Job runner: could not ask for the runner lock (${(error as Error).message}); skipping this run.`)
    return false
  }
}

/** Gives the lock up (its connection closes), so another instance takes the queue at its next poll. */
export function releaseJobRunnerLock(state: JobRunnerLockHolder = processHolder): void {
  state.client?.release(true)
  state.client = undefined
}
