// With nothing queued the runner sleeps until the queue says a job was added (src/server/jobs/runner.ts).

// A connection a firewall dropped without a word shows no error until used, and the runner's lock and LISTEN go with it.
export const LONGEST_SLEEP_MS = 10 * 60_000

export function wakeDelay(nextDue: Date | null, now: Date): number {
  if (nextDue === null) return LONGEST_SLEEP_MS
  return Math.min(Math.max(nextDue.getTime() - now.getTime(), 0), LONGEST_SLEEP_MS)
}
