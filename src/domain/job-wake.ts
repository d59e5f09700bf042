/**
 * When the job runner next wakes: at the earliest due job, and not before. With nothing queued it
 * sleeps until the queue tells it a job was added (src/server/jobs/runner.ts), so an idle site
 * does no work at all.
 */

/** Node's timers hold at most 2^31 − 1 ms (24.8 days): a later job is waited for in steps. */
export const LONGEST_WAIT_MS = 2 ** 31 - 1

/** Milliseconds until `nextDue`: 0 when it is due, `undefined` when no job is queued. */
export function wakeDelay(nextDue: Date | null, now: Date): number | undefined {
  if (nextDue === null) return undefined
  return Math.min(Math.max(nextDue.getTime() - now.getTime(), 0), LONGEST_WAIT_MS)
}
