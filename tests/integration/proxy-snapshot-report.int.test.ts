/**
 * SPEC §8 `config_fetch_error`: the proxy cannot track on its own (its bundle carries no CMS), so
 * it reports a snapshot it could not read to /proxy-snapshot, and the page server tracks it.
 */
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/proxy-snapshot/route'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import { PROXY_SNAPSHOT_KEY_HEADER, proxySnapshotKey } from '@/infrastructure/proxy-snapshot-key'

const database = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })

afterAll(async () => {
  await database.end()
})

const report = (headers: Record<string, string>, reason: string) =>
  POST(
    new Request('http://127.0.0.1:3000/proxy-snapshot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ reason }),
    }),
  )

async function trackedReasons(): Promise<string[]> {
  const { rows } = await database.query<{ info1: string }>('SELECT info1 FROM tracking_events WHERE name = $1', [ERROR_EVENTS.configFetchError])
  return rows.map((row) => row.info1)
}

describe('a snapshot the proxy could not read', () => {
  it('is tracked as config_fetch_error with the reason when the proxy reports it', async () => {
    const response = await report({ [PROXY_SNAPSHOT_KEY_HEADER]: proxySnapshotKey() }, 'status 503')
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    await vi.waitFor(async () => expect(await trackedReasons()).toContain('status 503'), { timeout: 10_000, interval: 200 })
  })

  it('is refused, and nothing tracked, without the proxy’s key', async () => {
    const response = await report({ [PROXY_SNAPSHOT_KEY_HEADER]: 'guessed' }, 'forged')
    expect(response.status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await trackedReasons()).not.toContain('forged')
  })
})
