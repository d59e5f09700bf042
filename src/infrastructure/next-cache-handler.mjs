// @ts-check
/**
 * Next.js's page and data cache (ISR pages, unstable_cache, revalidateTag/revalidatePath) in the
 * Redis at REDIS_URL, shared by every app instance: a publish saved through one instance expires
 * the tagged entries in Redis, so every instance renders the page afresh on its next request.
 * next.config.ts names this file only when REDIS_URL is set; otherwise Next keeps its own file
 * cache in the build folder. Plain JavaScript because Next.js loads it as it is at run time.
 *
 * Built on @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler,
 * Next 16's `cacheHandler` interface). Entries are keyed per build, so a deploy never serves a
 * page that points at the previous build's scripts. While Redis cannot be reached when the
 * handler starts, an in-memory LRU serves this instance alone.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

const KEY = Symbol.for('orbit.nextCacheHandlerConfig')

CacheHandler.onCreation(({ buildId }) => {
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
  holder[KEY] ??= configure(buildId)
  return /** @type {ReturnType<typeof configure>} */ (holder[KEY])
})

/** @param {string | undefined} buildId */
async function configure(buildId) {
  const url = process.env.REDIS_URL
  // `next build` renders into a private cache: the build must not need Redis, nor fill it with
  // pages before this build serves.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }

  const client = createClient({
    url,
    socket: { connectTimeout: 2_000, reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let lastComplaint = 0
  client.on('error', (/** @type {Error} */ error) => {
    if (Date.now() - lastComplaint < 10_000) return
    lastComplaint = Date.now()
    console.error(`[next cache] Redis: ${error.message}`)
  })
  try {
    await client.connect()
  } catch (error) {
    console.error(`[next cache] Redis at REDIS_URL cannot be reached; this instance caches in memory alone (${String(error)})`)
    client.destroy()
    return { handlers: [createLruHandler()] }
  }
  const prefix = `${process.env.BRAND_SLUG || 'orbit'}:next:${buildId ?? 'dev'}:`
  return { handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 })] }
}

export default CacheHandler
