import { byteLength } from './batches'
import { KEEPALIVE_BUDGET_BYTES } from './config'
import type { BrowserLogger } from './console-logger'

export type Send = (body: string, options: { unloading: boolean }) => void

/** A hanging request must not hold the browser's keepalive budget for long. */
const REQUEST_TIMEOUT_MS = 10_000

type Browser = {
  fetch: typeof fetch
  sendBeacon?: (url: string, data: Blob) => boolean
}

/**
 * SPEC §7: keepalive, so a batch outlives the page. While the page is left it prefers a text/plain
 * beacon (no CORS preflight); a body past the shared keepalive allowance goes out plain instead of failing.
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

export function consoleTransport(print: (label: string, event: unknown) => void = console.info): Send {
  return (body) => {
    for (const event of JSON.parse(body) as unknown[]) print('[BigBrain]', event)
  }
}
