/**
 * Code kept out of the first load (src/site/loading/deferred-code.ts): fetched once however
 * often it is asked for, and, once there, used in the same call as the click that needs it, as
 * a static import would be (a language link must set its cookie before the browser leaves).
 */
import { describe, expect, it, vi } from 'vitest'

import { deferredCode } from '@/site/loading/deferred-code'

describe('deferredCode', () => {
  it('loads the chunk once, however often it is preloaded or used', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const code = deferredCode(load)
    const seen: number[] = []
    code.use(({ answer }) => seen.push(answer))
    code.use(({ answer }) => seen.push(answer + 1))
    await code.preload()
    await code.preload()
    expect(load).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([42, 43])
  })

  it('runs a task synchronously once the code has loaded', async () => {
    const code = deferredCode(async () => ({ set: (value: string) => value }))
    await code.preload()
    const order: string[] = []
    code.use(({ set }) => order.push(set('in the click')))
    order.push('after the click')
    expect(order).toEqual(['in the click', 'after the click'])
  })

  it('runs a task asked for before the code loaded as soon as it has', async () => {
    let resolve!: (code: { name: string }) => void
    const code = deferredCode(() => new Promise<{ name: string }>((done) => (resolve = done)))
    const seen: string[] = []
    code.use(({ name }) => seen.push(name))
    expect(seen).toEqual([])
    resolve({ name: 'choice' })
    await code.preload()
    expect(seen).toEqual(['choice'])
  })
})
