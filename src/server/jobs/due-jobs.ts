import type { PoolClient } from 'pg'

/** The channel PostgreSQL notifies when a job is queued or rescheduled (migration 20261126_190000_job_queue_notify). */
export const JOB_QUEUE_CHANNEL = 'orbit_job_queue'

/**
 * When the earliest job Payload's runner would take is due: now for one without a time, `null`
 * when none is waiting. The conditions are the runner's own (payload/dist/queues/operations/runJobs):
 * not completed, not failed for good, not being processed, on the default queue.
 */
export async function nextDueAt(client: PoolClient): Promise<Date | null> {
  const { rows } = await client.query<{ due: Date | null }>(
    `SELECT min(coalesce(wait_until, now())) AS due FROM payload_jobs
     WHERE completed_at IS NULL AND has_error IS NOT TRUE AND processing = false AND queue = 'default'`,
  )
  return rows[0]?.due ?? null
}
