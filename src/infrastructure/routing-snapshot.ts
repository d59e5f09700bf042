import { z } from 'zod'

import { COOKIE_EVENTS } from '@/domain/tracking/tracking'
import { FIELD_MAX_LENGTH } from '@/domain/tracking/limits'
import type { VisitEvent } from '@/domain/routing/visit-decision'
import { EMPTY_SNAPSHOT, routingTable, type RoutingTable, type SiteSnapshot } from '@/domain/routing/site-routing'

import { PROXY_SNAPSHOT_KEY_HEADER, proxySnapshotKey } from './proxy-snapshot-key'

const MAX_AGE_MS = 1_000
// No visitor waits for a refresh (routing goes on with the copy in hand): the limit only frees a
// fetch that hangs, so a slow regeneration of /proxy-snapshot on a loaded machine still lands.
const FETCH_TIMEOUT_MS = 5_000
/** The first read is the server's first request, which waits for Payload to start. */
const FIRST_FETCH_TIMEOUT_MS = 20_000
const timeLimitMs = () => (table ? FETCH_TIMEOUT_MS : FIRST_FETCH_TIMEOUT_MS)
const REPORT_EVERY_MS = 60_000

/** SPEC §8 `config_fetch_error`; must not throw. */
export type SnapshotFailureListener = (reason: string) => void

let table: RoutingTable | undefined
let fetchedAt = 0
let inFlight: Promise<void> | undefined
let reportedAt = Number.NEGATIVE_INFINITY

async function refresh(origin: string, onFailure: SnapshotFailureListener | undefined): Promise<void> {
  try {
    const response = await fetch(`${origin}/proxy-snapshot`, {
      signal: AbortSignal.timeout(timeLimitMs()),
      cache: 'no-store',
      headers: { [PROXY_SNAPSHOT_KEY_HEADER]: proxySnapshotKey() },
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    table = routingTable((await response.json()) as SiteSnapshot)
  } catch (error) {
    // Keep routing with the copy we have; the next request tries again.
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`The proxy could not refresh its routing snapshot: ${reason}`)
    if (onFailure && Date.now() - reportedAt >= REPORT_EVERY_MS) {
      reportedAt = Date.now()
      onFailure(reason)
    }
  } finally {
    fetchedAt = Date.now()
    inFlight = undefined
  }
}

/** Settles within its limit whatever the fetch does: an abort does not always end a request to the server's own /proxy-snapshot. */
function boundedRefresh(origin: string, onFailure: SnapshotFailureListener | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      fetchedAt = Date.now()
      inFlight = undefined
      resolve()
    }, timeLimitMs() + 250)
  })
  return Promise.race([refresh(origin, onFailure), giveUp]).finally(() => clearTimeout(timer))
}

/** A copy of the cached `/proxy-snapshot`, refreshed in the background: no database query per request. */
export async function currentRoutingTable(origin: string, onFailure?: SnapshotFailureListener): Promise<RoutingTable> {
  if (Date.now() - fetchedAt > MAX_AGE_MS) inFlight ??= boundedRefresh(origin, onFailure)
  if (!table && inFlight) await inFlight
  return table ?? routingTable(EMPTY_SNAPSHOT)
}

export function routingTableNow(origin: string): RoutingTable | undefined {
  if (Date.now() - fetchedAt > MAX_AGE_MS) inFlight ??= boundedRefresh(origin, undefined)
  return table
}

export function expireRoutingTable(): void {
  fetchedAt = 0
}

/** A miss is worth a wait: the page may have been published a moment ago. */
const MISS_MAX_AGE_MS = 250

export async function freshRoutingTable(origin: string, onFailure?: SnapshotFailureListener): Promise<RoutingTable> {
  if (Date.now() - fetchedAt > MISS_MAX_AGE_MS) await (inFlight ??= boundedRefresh(origin, onFailure))
  return table ?? routingTable(EMPTY_SNAPSHOT)
}

/** Tracking reads site settings through the CMS, which the proxy's bundle must not carry: the page server sends the event. */
export async function reportSnapshotFailure(origin: string, reason: string): Promise<void> {
  try {
    await fetch(`${origin}/proxy-snapshot`, {
      method: 'POST',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { [PROXY_SNAPSHOT_KEY_HEADER]: proxySnapshotKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason }),
    })
  } catch {
    // Tracking failures are logged and discarded (SPEC §7); the refresh already logged the cause.
  }
}

/** Cookie events of a visit (SPEC §5), sent the same way, never awaited. */
export async function reportVisitEvents(origin: string, events: readonly VisitEvent[]): Promise<void> {
  try {
    await fetch(`${origin}/proxy-snapshot`, {
      method: 'POST',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { [PROXY_SNAPSHOT_KEY_HEADER]: proxySnapshotKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
    })
  } catch {
    // Tracking failures are discarded (SPEC §7).
  }
}

const proxyReportSchema = z.union([
  z.object({
    events: z
      .array(z.object({ name: z.enum([COOKIE_EVENTS.cookieNotApproved, COOKIE_EVENTS.uncategorizedCookie]), info1: z.string().max(FIELD_MAX_LENGTH) }))
      .max(64),
  }),
  z.object({
    reason: z
      .string()
      .min(1)
      .transform((reason) => reason.slice(0, FIELD_MAX_LENGTH)),
  }),
])

export function proxyReportOf(body: unknown): { events: readonly VisitEvent[] } | { reason: string } {
  const parsed = proxyReportSchema.safeParse(body)
  return parsed.success ? parsed.data : { reason: 'unknown' }
}
