/**
 * How long a community template has waited for a moderator, for the moderation queue: since it
 * last entered its status (its history's last move), else since it was shared.
 */
export type QueueHistoryEntry = { toStatus?: number | null; at?: string | null }

/** When the template entered its current status (ISO time), or undefined when nothing says. */
export function waitingSince(template: { createdAt?: string | null; history?: readonly QueueHistoryEntry[] | null }): string | undefined {
  const last = [...(template.history ?? [])].reverse().find((entry) => typeof entry.at === 'string' && !Number.isNaN(Date.parse(entry.at)))
  if (last?.at) return last.at
  return template.createdAt && !Number.isNaN(Date.parse(template.createdAt)) ? template.createdAt : undefined
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** "waiting 3 days", in the largest whole unit; "just now" under a minute (and for a clock ahead). */
export function waitedText(since: string | undefined, now: Date): string {
  if (!since) return 'waiting time unknown'
  const waited = now.getTime() - Date.parse(since)
  if (Number.isNaN(waited)) return 'waiting time unknown'
  if (waited < MINUTE) return 'waiting just now'
  if (waited < HOUR) return `waiting ${plural(Math.floor(waited / MINUTE), 'minute')}`
  if (waited < DAY) return `waiting ${plural(Math.floor(waited / HOUR), 'hour')}`
  return `waiting ${plural(Math.floor(waited / DAY), 'day')}`
}
