import { describe, expect, it } from 'vitest'

import { decodeEntry, encodeEntry, createSharedCache, type Remote } from '@/infrastructure/shared-page-cache.mjs'
import { payloads } from '@/infrastructure/next-cache-handler.mjs'

/** Redis as the cache sees it, which a test can take away (refusing) or make hang. */
function fakeRemote() {
  const values = new Map<string, string>()
  const tagTimes = new Map<string, number>()
  let state: 'up' | 'down' | 'hung' = 'up'
  const call = <T>(work: () => T): Promise<T> => {
    if (state === 'down') return Promise.reject(new Error('The client is closed'))
    if (state === 'hung') return new Promise<T>(() => {})
    return Promise.resolve(work())
  }
  const remote: Remote = {
    ready: () => state !== 'down',
    get: (key) => call(() => values.get(key) ?? null),
    set: (key, text) => call(() => values.set(key, text)),
    tagTimes: (tags) => call(() => tags.map((tag) => tagTimes.get(tag))),
    allTagTimes: () => call(() => Object.fromEntries(tagTimes)),
    raiseTagTimes: (times) =>
      call(() => {
        for (const [tag, time] of Object.entries(times)) tagTimes.set(tag, Math.max(time, tagTimes.get(tag) ?? 0))
      }),
  }
  return {
    remote,
    values,
    tagTimes,
    set state(next: 'up' | 'down' | 'hung') {
      state = next
    },
  }
}

/** PostgreSQL's NOTIFY between instances: every instance hears every message, its sender too. */
function fakeBus() {
  const listeners: ((tags: string[]) => void)[] = []
  let working = true
  return {
    broadcast: {
      send: async (tags: string[]) => {
        if (!working) throw new Error('connection refused')
        for (const listener of listeners) listener(tags)
      },
    },
    join: (listener: (tags: string[]) => void) => listeners.push(listener),
    set working(value: boolean) {
      working = value
    },
  }
}

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, tick: (ms = 1) => (time += ms) }
}

const page = (title: string) => ({
  kind: 'APP_PAGE',
  html: `<h1>${title}</h1>`,
  rscData: Buffer.from(`rsc ${title}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': 'pages,_N_T_/webinars' },
  status: 200,
})

function instances(count: number, options: { remote?: Remote; maxBytes?: number } = {}) {
  const time = clock()
  const bus = fakeBus()
  const caches = Array.from({ length: count }, () => {
    const cache = createSharedCache({ maxBytes: options.maxBytes ?? 1_000_000, remote: options.remote, broadcast: bus.broadcast, now: time.now, log: () => {} })
    bus.join((tags) => cache.heard(tags))
    return cache
  })
  return { caches, time, bus }
}

describe('the pages cache several instances share', () => {
  it('serves an entry one instance rendered from the shared store to another, binary parts intact', async () => {
    const redis = fakeRemote()
    const { caches, time } = instances(2, { remote: redis.remote })
    const [a, b] = caches as [ReturnType<typeof createSharedCache>, ReturnType<typeof createSharedCache>]
    expect(await a.get('/webinars')).toBeNull()
    time.tick()
    await a.set('/webinars', page('Webinars'), { tags: ['pages', '_N_T_/webinars'], revalidateSeconds: 3600 })
    const fromB = await b.get('/webinars')
    expect(fromB?.value).toEqual(page('Webinars'))
    expect(Buffer.isBuffer((fromB?.value as { rscData: Buffer }).rscData)).toBe(true)
  })

  it('expires a revalidated tag on every instance, through the broadcast alone while Redis is down', async () => {
    const redis = fakeRemote()
    const { caches, time } = instances(2, { remote: redis.remote })
    const [a, b] = caches as [ReturnType<typeof createSharedCache>, ReturnType<typeof createSharedCache>]
    await a.get('/webinars')
    await a.set('/webinars', page('Old'), { tags: ['pages'] })
    expect((await b.get('/webinars'))?.value).toEqual(page('Old'))

    redis.state = 'down'
    time.tick(10)
    await a.revalidateTags(['pages'])
    time.tick(10)
    // Both instances render afresh, from their own copies only.
    expect(await a.get('/webinars')).toBeNull()
    expect(await b.get('/webinars')).toBeNull()
    await b.set('/webinars', page('New'), { tags: ['pages'] })
    expect((await b.get('/webinars'))?.value).toEqual(page('New'))
  })

  it('never serves, once Redis is back, an entry it kept from before a revalidation made while it was away', async () => {
    const redis = fakeRemote()
    const { caches, time } = instances(1, { remote: redis.remote })
    const [a] = caches as [ReturnType<typeof createSharedCache>]
    await a.get('/pricing')
    await a.set('/pricing', page('Old price'), { tags: ['pricing'] })

    redis.state = 'down'
    time.tick(10)
    await a.revalidateTags(['pricing'])
    redis.state = 'up'
    time.tick(10)

    // An instance that started meanwhile and never heard the broadcast reads the old entry from
    // Redis: the tag time the first one handed over on reconnecting refuses it.
    await a.get('/anything')
    const late = createSharedCache({ maxBytes: 1_000_000, remote: redis.remote, now: time.now, log: () => {} })
    expect(await late.get('/pricing')).toBeNull()
    expect(redis.tagTimes.get('pricing')).toBeGreaterThan(0)
  })

  it('takes a page rendered while a publish happened for stale, not fresh', async () => {
    const { caches, time } = instances(2)
    const [a, b] = caches as [ReturnType<typeof createSharedCache>, ReturnType<typeof createSharedCache>]
    // B begins to render with the data before the publish...
    expect(await b.get('/crm')).toBeNull()
    time.tick(5)
    // ...A publishes, and B hears of it...
    await a.revalidateTags(['pages'])
    time.tick(5)
    // ...and B's render ends after that.
    await b.set('/crm', page('Before the publish'), { tags: ['pages'] })
    expect(await b.get('/crm')).toBeNull()
  })

  it('answers without waiting when Redis hangs, and keeps its own copy', async () => {
    const redis = fakeRemote()
    const time = clock()
    const cache = createSharedCache({ maxBytes: 1_000_000, remote: redis.remote, now: time.now, log: () => {}, remoteTimeoutMs: 50 })
    await cache.get('/')
    redis.state = 'hung'
    const started = Date.now()
    expect(await cache.get('/about')).toBeNull()
    await cache.set('/about', page('About'), { tags: [] })
    expect((await cache.get('/about'))?.value).toEqual(page('About'))
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('keeps at most its bound in bytes, dropping the least recently used', async () => {
    const { caches } = instances(1, { maxBytes: 1_000 })
    const [cache] = caches as [ReturnType<typeof createSharedCache>]
    const sized = (fill: string) => ({ kind: 'FETCH', data: { body: fill.repeat(300) } })
    await cache.set('one', sized('a'), { tags: [] })
    await cache.set('two', sized('b'), { tags: [] })
    await cache.get('one')
    await cache.set('three', sized('c'), { tags: [] })
    expect(cache.keptBytes).toBeLessThanOrEqual(1_000)
    expect(await cache.get('two')).toBeNull()
    expect(await cache.get('one')).not.toBeNull()
    expect(await cache.get('three')).not.toBeNull()
  })

  it('forgets its own copies when it may have missed a revalidation', async () => {
    const { caches } = instances(1)
    const [cache] = caches as [ReturnType<typeof createSharedCache>]
    await cache.set('/', page('Home'), { tags: [] })
    cache.forgetOwnCopies()
    expect(await cache.get('/')).toBeNull()
  })
})

describe('entries as text', () => {
  it('round-trips buffers and maps, and nothing else changes shape', () => {
    const entry = { lastModified: 5, tags: ['a'], value: { ...page('X'), nested: [{ body: Buffer.from([0, 255]) }], plain: { type: 'Buffer', data: [1] } } }
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry)
  })
})

describe('revalidation messages', () => {
  it('split a long list of tags into payloads NOTIFY takes', () => {
    const tags = Array.from({ length: 500 }, (_, index) => `_N_T_/a/rather/long/path/number/${index}`)
    const parts = payloads(tags)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.every((part) => Buffer.byteLength(part) < 8_000)).toBe(true)
    expect(parts.flatMap((part) => JSON.parse(part) as string[])).toEqual(tags)
  })
})
