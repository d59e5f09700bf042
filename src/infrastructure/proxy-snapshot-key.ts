import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from './env'

/**
 * The proxy reads its routing snapshot (every redirect, page and A/B schedule) from the site's
 * own /proxy-snapshot. Nobody else needs it: the proxy proves who it is with a key derived from
 * the server's secret, which every instance of the site shares and no visitor knows.
 */
export const PROXY_SNAPSHOT_KEY_HEADER = 'x-orbit-proxy-key'

let key: string | undefined

export function proxySnapshotKey(): string {
  key ??= createHmac('sha256', env().payloadSecret).update('proxy-snapshot').digest('base64url')
  return key
}

/** Whether a request to /proxy-snapshot comes from the proxy: the key, compared in constant time. */
export function isProxySnapshotRequest(headers: Headers): boolean {
  const given = Buffer.from(headers.get(PROXY_SNAPSHOT_KEY_HEADER) ?? '')
  const expected = Buffer.from(proxySnapshotKey())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
