import { byteLength } from './batches'
import { KEEPALIVE_BUDGET_BYTES } from './config'
import type { BrowserLogger } from './console-logger'

/** How a batch leaves the page. `unloading`: the page is being hidden or closed. */
export type Send = (body: string, options: { unloading: boolean }) => void

/** A request that hangs must not hold the browser's keep-alive budget for long. */
const REQUEST_TIMEOUT_MS = 10_000

type Browser = {
  fetch: typeof fetch
  sendBeacon?: (url: string, data: Blob) => boolean
}

/**
 * Posts a JSON array to the collector with `keepalive` (SPEC §7), so a batch outlives the page
 * whatever moment it leaves in. While the page is being hidden or left it prefers `sendBeacon`
 * with a text/plain body (which the collector accepts and which needs no CORS preflight for an
 * external tracking URL), and falls back to the keepalive fetch when the browser refuses the
 * beacon. Keepalive bodies share a 64 KiB allowance across the page, so a request that would pass
 * the allowance left by this transport's own goes out plain instead of failing outright. Failures
 * are logged at debug level and dropped: the visitor must never notice the tracker.
 */
export function collectTransport(endpoint: string, logger: BrowserLogger, browser: Browser, { keepaliveBudgetBytes = KEEPALIVE_BUDGET_BYTES } = {}): Send {
  let keepaliveInFlight = 0
  return (body, { unloading }) => {
    if (unloading && browser.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }))) return
    const size = byteLength(body)
    const keepalive = keepaliveInFlight + size <= keepaliveBudgetBytes
    if (keepalive) keepaliveInFlight += size
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined
    browser
      .fetch(endpoint, { method: 'POST', keepalive, headers: { 'Content-Type': 'application/json' }, body, signal })
      .catch((error: unknown) => logger.debug('Tracking request failed', error))
      .finally(() => {
        if (keepalive) keepaliveInFlight -= size
      })
  }
}

/** Development: each event on the console instead of the network, whatever the log level. */
export function consoleTransport(print: (label: string, event: unknown) => void = console.info): Send {
  return (body) => {
    for (const event of JSON.parse(body) as unknown[]) print('[BigBrain]', event)
  }
}
