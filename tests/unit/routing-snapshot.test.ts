import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EMPTY_SNAPSHOT } from '@/domain/routing/site-routing'

vi.mock('@/infrastructure/proxy-snapshot-key', () => ({ PROXY_SNAPSHOT_KEY_HEADER: 'x-orbit-proxy-key', proxySnapshotKey: () => 'the-key' }))

type RoutingSnapshotModule = typeof import('@/infrastructure/routing-snapshot')

/** The module keeps its copy and its last report in module state: each test gets a fresh one. */
async function freshModule(): Promise<RoutingSnapshotModule> {
  vi.resetModules()
  return import('@/infrastructure/routing-snapshot')
}

describe('the proxy’s routing snapshot (SPEC §8 config_fetch_error)', () => {
  const requests: { url: string; init: RequestInit }[] = []
  let answer: () => Response

  beforeEach(() => {
    requests.length = 0
    answer = () => new Response('{}', { status: 500 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, init })
      return answer()
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('tells the caller why the snapshot could not be read, and keeps routing with an empty table', async () => {
    const { freshRoutingTable } = await freshModule()
    const onFailure = vi.fn()
    const table = await freshRoutingTable('http://127.0.0.1:3000', onFailure)
    expect(table.pages.size).toBe(0)
    expect(onFailure).toHaveBeenCalledWith('status 500')
  })

  it('reports a snapshot that stays unreadable once a minute, not on every refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { freshRoutingTable } = await freshModule()
    const onFailure = vi.fn()
    for (let second = 0; second < 3; second += 1) {
      await freshRoutingTable('http://127.0.0.1:3000', onFailure)
      vi.setSystemTime(Date.now() + 1_000)
    }
    expect(requests).toHaveLength(3)
    expect(onFailure).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + 60_000)
    await freshRoutingTable('http://127.0.0.1:3000', onFailure)
    expect(onFailure).toHaveBeenCalledTimes(2)
  })

  it('waits for a server that is still starting on its first read, rather than reporting a failure', async () => {
    // The page server's first answer waits for Payload to start: longer than a later refresh may take.
    const STARTING_MS = 1_700
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(Response.json(EMPTY_SNAPSHOT)), STARTING_MS)
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(init.signal?.reason)
          })
        }),
    )
    const { currentRoutingTable } = await freshModule()
    const onFailure = vi.fn()
    await currentRoutingTable('http://127.0.0.1:3000', onFailure)
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('reports nothing when the snapshot is read', async () => {
    answer = () => Response.json(EMPTY_SNAPSHOT)
    const { freshRoutingTable } = await freshModule()
    const onFailure = vi.fn()
    await freshRoutingTable('http://127.0.0.1:3000', onFailure)
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('has the page server track the failure: a POST to /proxy-snapshot with the proxy’s key, never a rejection', async () => {
    const { reportSnapshotFailure } = await freshModule()
    await reportSnapshotFailure('http://127.0.0.1:3000', 'status 500')
    expect(requests[0]!.url).toBe('http://127.0.0.1:3000/proxy-snapshot')
    expect(requests[0]!.init).toMatchObject({ method: 'POST', headers: { 'x-orbit-proxy-key': 'the-key' }, body: JSON.stringify({ reason: 'status 500' }) })

    answer = () => {
      throw new TypeError('fetch failed')
    }
    await expect(reportSnapshotFailure('http://127.0.0.1:3000', 'timeout')).resolves.toBeUndefined()
  })

  it('reads the reported reason, cut to an event field, and calls anything else unknown', async () => {
    const { proxyReportOf } = await freshModule()
    expect(proxyReportOf({ reason: 'status 503' })).toEqual({ reason: 'status 503' })
    expect(proxyReportOf({ reason: 'x'.repeat(600) })).toEqual({ reason: 'x'.repeat(500) })
    expect(proxyReportOf(undefined)).toEqual({ reason: 'unknown' })
    expect(proxyReportOf({ reason: 42 })).toEqual({ reason: 'unknown' })
  })

  it('reads a visit’s cookie events, and only the setter’s two', async () => {
    const { proxyReportOf } = await freshModule()
    const events = [
      { name: 'cookie_not_approved', info1: 'utm_source' },
      { name: 'uncategorized_cookie', info1: 'mystery' },
    ]
    expect(proxyReportOf({ events })).toEqual({ events })
    expect(proxyReportOf({ events: [{ name: 'signup_click', info1: 'x' }] })).toEqual({ reason: 'unknown' })
  })
})
