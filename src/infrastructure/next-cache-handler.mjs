// @ts-check
/**
 * Next.js's page and data cache shared by several instances (next.config.ts names it when
 * REDIS_URL is set); rules in shared-page-cache.mjs. Plain JavaScript: Next loads it as it is.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import pg from 'pg'
import { createClient } from 'redis'

import { announcePagesChanged } from './pages-changed.mjs'
import { createSharedCache, withTimeout } from './shared-page-cache.mjs'

export const TAGS_CHANNEL = 'next_cache_tags'
export const LISTENER_NAME = 'orbit next cache'
/** NOTIFY takes payloads under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7_000
const NOTIFY_TIMEOUT_MS = 2_000
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024

const KEY = Symbol.for('orbit.nextSharedCache')
const holder = /** @type {{ [KEY]?: ReturnType<typeof createSharedCache> }} */ (/** @type {unknown} */ (globalThis))

/** @typedef {{ serverDistDir?: string, maxMemoryCacheSize?: number }} HandlerContext */
/** @typedef {{ kind?: string, headers?: Record<string, unknown>, tags?: string[], revalidate?: number | false }} CacheValue */
/** @typedef {{ tags?: string[], softTags?: string[], revalidate?: number | false, cacheControl?: { revalidate?: number | false } }} CacheContext */

export default class SharedCacheHandler {
  /** @param {HandlerContext} context */
  constructor(context) {
    // Next makes a handler per request; the cache and its connections are the process's.
    this.cache = holder[KEY] ??= configure(context)
  }

  /** @param {string} key @param {CacheContext} [context] */
  async get(key, context) {
    const entry = await this.cache.get(key, [...(context?.tags ?? []), ...(context?.softTags ?? [])])
    return entry && { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  /** @param {string} key @param {CacheValue | null} value @param {CacheContext} [context] */
  async set(key, value, context) {
    await this.cache.set(key, value, {
      tags: tagsOf(value, context),
      revalidateSeconds: context?.cacheControl?.revalidate ?? context?.revalidate ?? value?.revalidate,
      cacheControl: context?.cacheControl,
    })
  }

  /**
   * Every revalidation expires at once, whatever durations it names.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    await this.cache.revalidateTags(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}

/**
 * A page's tags come in Next's header; a fetch's with the call.
 * @param {CacheValue | null} value @param {CacheContext | undefined} context @returns {string[]}
 */
function tagsOf(value, context) {
  const header = value?.headers?.['x-next-cache-tags']
  const fromHeader = typeof header === 'string' ? header.split(',') : Array.isArray(header) ? header.map(String) : []
  return [...new Set([...fromHeader, ...(context?.tags ?? []), ...(value?.kind === 'FETCH' ? (value.tags ?? []) : [])])].filter(Boolean)
}

/** @param {HandlerContext} context */
function configure(context) {
  const maxBytes = context.maxMemoryCacheSize || DEFAULT_MAX_BYTES
  const redisUrl = process.env.REDIS_URL
  const databaseUrl = process.env.DATABASE_URL
  if (!redisUrl || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return createSharedCache({ maxBytes })

  const brand = process.env.BRAND_SLUG || 'orbit'
  const prefix = `${brand}:next:${buildId(context) ?? 'dev'}:`
  /** @type {ReturnType<typeof createSharedCache> | undefined} */
  let cache
  const broadcast = databaseUrl
    ? postgresBroadcast(databaseUrl, {
        heard: (tags) => {
          cache?.heard(tags)
          // Only now may the site's server ask Next again for what it keeps (recent-pages.ts).
          announcePagesChanged('elsewhere')
        },
        // Revalidations may have been missed while the connection was down.
        missedSome: () => {
          cache?.forgetOwnCopies()
          announcePagesChanged('elsewhere')
        },
      })
    : undefined
  if (!broadcast) console.error('[next cache] DATABASE_URL is not set: revalidations reach the other instances only through Redis')
  cache = createSharedCache({ maxBytes, remote: redisRemote(redisUrl, prefix, `${brand}:next-tags`), broadcast })
  return cache
}

/** @param {HandlerContext} context */
function buildId(context) {
  if (!context.serverDistDir) return undefined
  try {
    return fs.readFileSync(path.join(context.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return undefined
  }
}

/** Sets each field to the larger of its value and the one given. */
const RAISE_SCRIPT = `for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if tonumber(ARGV[i + 1]) > current then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 0`

/**
 * Commands sent while Redis is unreachable fail at once rather than queueing; the client reconnects.
 * @param {string} url @param {string} prefix @param {string} tagsKey @returns {import('./shared-page-cache.mjs').Remote}
 */
function redisRemote(url, prefix, tagsKey) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let lastComplaint = 0
  client.on('error', (/** @type {Error} */ error) => {
    if (Date.now() - lastComplaint < 10_000) return
    lastComplaint = Date.now()
    console.error(`[next cache] Redis: ${error.message}; this instance serves from its own copies meanwhile`)
  })
  client.connect().catch(() => {})
  return {
    ready: () => client.isReady,
    get: (key) => client.get(prefix + key),
    set: (key, text, ttlSeconds) => client.set(prefix + key, text, { expiration: { type: 'EX', value: ttlSeconds } }),
    tagTimes: async (tags) => (await client.hmGet(tagsKey, tags)).map((value) => (value == null ? undefined : Number(value))),
    allTagTimes: async () => Object.fromEntries(Object.entries(await client.hGetAll(tagsKey)).map(([tag, value]) => [tag, Number(value)])),
    raiseTagTimes: (times) => client.eval(RAISE_SCRIPT, { keys: [tagsKey], arguments: Object.entries(times).flatMap(([tag, time]) => [tag, String(time)]) }),
  }
}

/**
 * LISTEN/NOTIFY needs a connection of its own (session mode behind a pooler); `missedSome` says a
 * reconnect may have missed messages.
 * @param {string} url @param {{ heard: (tags: string[]) => void, missedSome: () => void }} listener
 * @returns {import('./shared-page-cache.mjs').Broadcast & { close: () => Promise<void> }}
 */
export function postgresBroadcast(url, listener) {
  /** @type {pg.Client | undefined} */
  let listening
  let everListened = false
  let lastComplaint = 0
  let closed = false

  const complain = (/** @type {string} */ message) => {
    if (Date.now() - lastComplaint < 10_000) return
    lastComplaint = Date.now()
    console.error(`[next cache] ${message}`)
  }

  const listen = async (retryMs = 500) => {
    if (closed) return
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true, application_name: LISTENER_NAME })
    let ended = false
    const reconnect = () => {
      if (ended) return
      ended = true
      if (listening === client) listening = undefined
      client.end().catch(() => {})
      if (!closed) setTimeout(() => void listen(Math.min(retryMs * 2, 5_000)), retryMs).unref()
    }
    client.on('error', (error) => {
      complain(`revalidations from other instances cannot be heard (${error.message}); listening again shortly`)
      reconnect()
    })
    client.on('end', reconnect)
    client.on('notification', (message) => {
      if (message.channel !== TAGS_CHANNEL || !message.payload) return
      try {
        const tags = JSON.parse(message.payload)
        if (Array.isArray(tags)) listener.heard(tags.filter((tag) => typeof tag === 'string'))
      } catch {
        // not one of ours
      }
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${TAGS_CHANNEL}`)
    } catch (error) {
      complain(`revalidations from other instances cannot be heard (${error instanceof Error ? error.message : String(error)}); listening again shortly`)
      reconnect()
      return
    }
    if (closed) return reconnect()
    listening = client
    if (everListened) listener.missedSome()
    everListened = true
  }
  void listen()

  return {
    async close() {
      closed = true
      const client = listening
      listening = undefined
      await client?.end().catch(() => {})
    },
    async send(tags) {
      for (const payload of payloads(tags)) {
        const client = listening
        if (client) {
          await withTimeout(client.query('SELECT pg_notify($1, $2)', [TAGS_CHANNEL, payload]), NOTIFY_TIMEOUT_MS)
          continue
        }
        // Not listening just now: tell the others on a connection of the moment.
        const once = new pg.Client({ connectionString: url, connectionTimeoutMillis: NOTIFY_TIMEOUT_MS })
        try {
          await withTimeout(
            once.connect().then(() => once.query('SELECT pg_notify($1, $2)', [TAGS_CHANNEL, payload])),
            NOTIFY_TIMEOUT_MS,
          )
        } finally {
          once.end().catch(() => {})
        }
      }
    },
  }
}

/**
 * Each batch small enough for one NOTIFY.
 * @param {string[]} tags
 */
export function payloads(tags) {
  /** @type {string[]} */
  const result = []
  /** @type {string[]} */
  let batch = []
  for (const tag of tags) {
    if (Buffer.byteLength(tag) > MAX_PAYLOAD_BYTES - 10) continue
    if (batch.length > 0 && Buffer.byteLength(JSON.stringify([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      result.push(JSON.stringify(batch))
      batch = []
    }
    batch.push(tag)
  }
  if (batch.length > 0) result.push(JSON.stringify(batch))
  return result
}
