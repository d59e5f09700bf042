import type { ServerOptions } from 'node:http'

/** A large upload on a slow line fits; a client trickling a body to hold a connection gets 408, not Node's five minutes. */
export const REQUEST_TIMEOUT_MS = 60_000
export const HEADERS_TIMEOUT_MS = 20_000

/** The limits are checked every second, not every 30. */
export function siteServerOptions({ requestTimeout = REQUEST_TIMEOUT_MS, headersTimeout = HEADERS_TIMEOUT_MS } = {}): ServerOptions {
  return { requestTimeout, headersTimeout: Math.min(headersTimeout, requestTimeout), connectionsCheckingInterval: 1_000 }
}
