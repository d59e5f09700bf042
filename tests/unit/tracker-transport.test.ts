import { describe, expect, it, vi } from 'vitest'

import { KEEPALIVE_BODY_MAX_BYTES, KEEPALIVE_BUDGET_BYTES } from '@/analytics/tracker/config'
import { createConsoleLogger } from '@/analytics/tracker/console-logger'
import { collectTransport } from '@/analytics/tracker/transport'

/** A fetch whose requests stay in flight until the test settles them. */
function pendingFetch() {
  const requests: { init: RequestInit; settle: () => void }[] = []
  const fetch = ((_url: string, init: RequestInit) =>
    new Promise<Response>((resolve) => {
      requests.push({ init, settle: () => resolve(new Response(null, { status: 204 })) })
    })) as typeof globalThis.fetch
  return { fetch, requests }
}

const logger = createConsoleLogger('silent')
const bodyOf = (bytes: number) => `["${'x'.repeat(bytes - 4)}"]`

describe('the collect transport', () => {
  it('posts a keepalive fetch, not a beacon, while the page is visible (SPEC §7)', () => {
    const { fetch, requests } = pendingFetch()
    const sendBeacon = vi.fn(() => true)
    const send = collectTransport('/api/collect', logger, { fetch, sendBeacon })
    send(bodyOf(KEEPALIVE_BODY_MAX_BYTES), { unloading: false })
    expect(sendBeacon).not.toHaveBeenCalled()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } })
  })

  it('counts the requests of a visible page against the same keepalive allowance', () => {
    const { fetch, requests } = pendingFetch()
    const send = collectTransport('/api/collect', logger, { fetch })
    const fits = KEEPALIVE_BUDGET_BYTES / KEEPALIVE_BODY_MAX_BYTES
    for (let index = 0; index < fits; index += 1) send(bodyOf(KEEPALIVE_BODY_MAX_BYTES), { unloading: false })
    send(bodyOf(KEEPALIVE_BODY_MAX_BYTES), { unloading: true })
    expect(requests.map((request) => request.init.keepalive)).toEqual([...Array<boolean>(fits).fill(true), false])
  })

  it('keeps keepalive bodies within the shared 64 KiB allowance while the page is left, and sends the rest plain', async () => {
    const { fetch, requests } = pendingFetch()
    const send = collectTransport('/api/collect', logger, { fetch, sendBeacon: () => false })
    const fits = KEEPALIVE_BUDGET_BYTES / KEEPALIVE_BODY_MAX_BYTES
    for (let index = 0; index <= fits; index += 1) send(bodyOf(KEEPALIVE_BODY_MAX_BYTES), { unloading: true })
    expect(requests.map((request) => request.init.keepalive)).toEqual([...Array<boolean>(fits).fill(true), false])

    // A keepalive request that ends gives its share back.
    requests[0]!.settle()
    await new Promise((resolve) => setTimeout(resolve, 0))
    send(bodyOf(KEEPALIVE_BODY_MAX_BYTES), { unloading: true })
    expect(requests.at(-1)!.init.keepalive).toBe(true)
  })
})
