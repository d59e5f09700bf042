import { FIELD_MAX_LENGTH } from '@/domain/tracking-limits'
import { EMPTY_SNAPSHOT, routingTable, type RoutingTable, type SiteSnapshot } from '@/domain/site-routing'

import { PROXY_SNAPSHOT_KEY_HEADER, proxySnapshotKey } from './proxy-snapshot-key'

/** How old the proxy's copy may get before it asks again; the answer comes from Next's cache. */
const MAX_AGE_MS = 1_000
const FETCH_TIMEOUT_MS = 1_500
/**
 * The first read waits longer: it is the page server's first request, which waits for Payload to
 * start (seconds on a cold start), and every request waits for that table anyway. With the short
 * limit, each start of the server reported a config_fetch_error that was no failure.
 */
const FIRST_FETCH_TIMEOUT_MS = 20_000
const timeLimitMs = () => (table ? FETCH_TIMEOUT_MS : FIRST_FETCH_TIMEOUT_MS)
/** A snapshot that stays unreadable is asked for every second: one report a minute says enough. */
const REPORT_EVERY_MS = 60_000

/** Told why the snapshot could not be read (SPEC §8 `config_fetch_error`); must not throw. */
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

/**
 * A refresh that settles within its time limit whatever happens to the fetch: the abort signal
 * has been seen not to end a request to the server's own /proxy-snapshot, and a refresh that never
 * settled held every later 404 (which waits for a fresh table) for ever.
 */
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

/**
 * The routing table the proxy uses, without a database query per request: a copy of the
 * cached `/proxy-snapshot`, refreshed in the background at most every second. Only the very
 * first request of the process waits for it.
 */
export async function currentRoutingTable(origin: string, onFailure?: SnapshotFailureListener): Promise<RoutingTable> {
  if (Date.now() - fetchedAt > MAX_AGE_MS) inFlight ??= boundedRefresh(origin, onFailure)
  if (!table && inFlight) await inFlight
  return table ?? routingTable(EMPTY_SNAPSHOT)
}

/** A miss is worth a wait: the page may have been published a moment ago (an editor opening it). */
const MISS_MAX_AGE_MS = 250

/** The routing table no older than a quarter second, waiting for a refresh when it is older. */
export async function freshRoutingTable(origin: string, onFailure?: SnapshotFailureListener): Promise<RoutingTable> {
  if (Date.now() - fetchedAt > MISS_MAX_AGE_MS) await (inFlight ??= boundedRefresh(origin, onFailure))
  return table ?? routingTable(EMPTY_SNAPSHOT)
}

/**
 * How the proxy has a snapshot failure tracked: server-side tracking reads the site settings
 * through the CMS, which the proxy's bundle must not carry, so the page server it runs beside
 * sends the event (POST /proxy-snapshot). When even that fails, the warning above stays.
 */
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

/** The reason a proxy reported, cut to an event field's length; anything else counts as unknown. */
export function snapshotFailureReason(body: unknown): string {
  const reason = typeof body === 'object' && body !== null && 'reason' in body ? body.reason : undefined
  return typeof reason === 'string' && reason.length > 0 ? reason.slice(0, FIELD_MAX_LENGTH) : 'unknown'
}
