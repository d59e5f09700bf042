/**
 * When the job runner next wakes: at the earliest due job, and not before. With nothing queued it
 * sleeps until the queue tells it a job was added (src/server/jobs/runner.ts), so an idle site
 * does next to no work.
 */

/**
 * Even with nothing due, the runner looks every ten minutes: a connection a firewall dropped
 * without a word shows no error until it is used, and the runner's lock and LISTEN go with it.
 */
export const LONGEST_SLEEP_MS = 10 * 60_000

/** Milliseconds until the runner should look again: 0 when `nextDue` has come. */
export function wakeDelay(nextDue: Date | null, now: Date): number {
  if (nextDue === null) return LONGEST_SLEEP_MS
  return Math.min(Math.max(nextDue.getTime() - now.getTime(), 0), LONGEST_SLEEP_MS)
}
