import { EMPTY_SNAPSHOT, routingTable, type RoutingTable, type SiteSnapshot } from '@/domain/site-routing'

import { PROXY_SNAPSHOT_KEY_HEADER, proxySnapshotKey } from './proxy-snapshot-key'

/** How old the proxy's copy may get before it asks again; the answer comes from Next's cache. */
const MAX_AGE_MS = 1_000
const FETCH_TIMEOUT_MS = 1_500

let table: RoutingTable | undefined
let fetchedAt = 0
let inFlight: Promise<void> | undefined

async function refresh(origin: string): Promise<void> {
  try {
    const response = await fetch(`${origin}/proxy-snapshot`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      cache: 'no-store',
      headers: { [PROXY_SNAPSHOT_KEY_HEADER]: proxySnapshotKey() },
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    table = routingTable((await response.json()) as SiteSnapshot)
  } catch (error) {
    // Keep routing with the copy we have; the next request tries again.
    console.warn(`The proxy could not refresh its routing snapshot: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    fetchedAt = Date.now()
    inFlight = undefined
  }
}

/**
 * The routing table the proxy uses, without a database query per request: a copy of the
 * cached `/proxy-snapshot`, refreshed in the background at most every second. Only the very
 * first request of the process waits for it.
 */
export async function currentRoutingTable(origin: string): Promise<RoutingTable> {
  if (Date.now() - fetchedAt > MAX_AGE_MS) inFlight ??= refresh(origin)
  if (!table && inFlight) await inFlight
  return table ?? routingTable(EMPTY_SNAPSHOT)
}

/** A miss is worth a wait: the page may have been published a moment ago (an editor opening it). */
const MISS_MAX_AGE_MS = 250

/** The routing table no older than a quarter second, waiting for a refresh when it is older. */
export async function freshRoutingTable(origin: string): Promise<RoutingTable> {
  if (Date.now() - fetchedAt > MISS_MAX_AGE_MS) await (inFlight ??= refresh(origin))
  return table ?? routingTable(EMPTY_SNAPSHOT)
}
