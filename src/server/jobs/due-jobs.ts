import type { PoolClient } from 'pg'

/** Notified by the trigger of migration 20261126_190000_job_queue_notify. */
export const JOB_QUEUE_CHANNEL = 'orbit_job_queue'

/** Now for a job without a time, null when none waits; the conditions are Payload's runner's own (payload/dist/queues/operations/runJobs). */
export async function nextDueAt(client: PoolClient): Promise<Date | null> {
  const { rows } = await client.query<{ due: Date | null }>(
    `SELECT min(coalesce(wait_until, now())) AS due FROM payload_jobs
     WHERE completed_at IS NULL AND has_error IS NOT TRUE AND processing = false AND queue = 'default'`,
  )
  return rows[0]?.due ?? null
}
