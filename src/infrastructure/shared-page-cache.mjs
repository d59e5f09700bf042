// @ts-check
/**
 * The rules of the page and data cache the instances share; next-cache-handler.mjs wires it to
 * Redis and PostgreSQL (docs/operations.md). The shared store only helps: while it is away each
 * instance serves its own copies, and revalidations still reach all through `broadcast`.
 */

/**
 * @typedef {{ lastModified: number, tags: readonly string[], value: unknown, cacheControl?: unknown }} Entry
 * @typedef {{
 *   ready: () => boolean,
 *   get: (key: string) => Promise<string | null>,
 *   set: (key: string, text: string, ttlSeconds: number) => Promise<unknown>,
 *   tagTimes: (tags: string[]) => Promise<(number | undefined)[]>,
 *   allTagTimes: () => Promise<Record<string, number>>,
 *   raiseTagTimes: (times: Record<string, number>) => Promise<unknown>,
 * }} Remote
 * @typedef {{ send: (tags: string[]) => Promise<unknown> }} Broadcast
 * @typedef {{ tags: readonly string[], revalidateSeconds?: number | false | undefined, cacheControl?: unknown }} SetOptions
 */

/** A slow shared store is treated as an absent one: a render costs less than a long wait. */
export const REMOTE_TIMEOUT_MS = 500
const DAY_SECONDS = 24 * 60 * 60
/** Keys read and not yet written back; bounded in case a read is never followed by a write. */
const MAX_PENDING_READS = 10_000

/** @param {{ maxBytes: number, remote?: Remote, broadcast?: Broadcast, now?: () => number, log?: (message: string) => void, remoteTimeoutMs?: number }} options */
export function createSharedCache({ maxBytes, remote, broadcast, now = Date.now, log = console.error, remoteTimeoutMs = REMOTE_TIMEOUT_MS }) {
  const local = new BytesLru(maxBytes)
  /** @type {Map<string, number>} */
  const tagTimes = new Map()
  /** @type {Map<string, number>} when each key was last read: a write that follows is a render that began then */
  const readAt = new Map()
  let remoteInSync = false
  let lastComplaint = Number.NEGATIVE_INFINITY

  /** A store that is away is reported every ten seconds, not on every request. */
  function complain(/** @type {string} */ message) {
    if (now() - lastComplaint < 10_000) return
    lastComplaint = now()
    log(message)
  }

  /** @param {Record<string, number | undefined>} times */
  function learn(times) {
    for (const [tag, time] of Object.entries(times)) {
      if (typeof time === 'number' && Number.isFinite(time) && time > (tagTimes.get(tag) ?? 0)) tagTimes.set(tag, time)
    }
  }

  /** @param {Entry} entry @param {readonly string[]} extraTags */
  function isExpired(entry, extraTags) {
    for (const tag of [...entry.tags, ...extraTags]) {
      if ((tagTimes.get(tag) ?? 0) > entry.lastModified) return true
    }
    return false
  }

  /** @template T @param {() => Promise<T>} call @returns {Promise<T>} */
  function remotely(call) {
    return withTimeout(call(), remoteTimeoutMs)
  }

  async function usableRemote() {
    if (!remote?.ready()) {
      remoteInSync = false
      return undefined
    }
    if (!remoteInSync) {
      const theirs = await remotely(() => remote.allTagTimes())
      learn(theirs)
      const ours = Object.fromEntries([...tagTimes].filter(([tag, time]) => time > (Number(theirs[tag]) || 0)))
      if (Object.keys(ours).length > 0) await remotely(() => remote.raiseTagTimes(ours))
      remoteInSync = true
    }
    return remote
  }

  return {
    /** @param {string} key @param {readonly string[]} [extraTags] @returns {Promise<Entry | null>} */
    async get(key, extraTags = []) {
      if (readAt.size >= MAX_PENDING_READS) readAt.clear()
      readAt.set(key, now())
      const kept = local.get(key)
      if (kept) {
        if (!isExpired(kept, extraTags)) return kept
        local.delete(key)
      }
      try {
        const shared = await usableRemote()
        if (!shared) return null
        const text = await remotely(() => shared.get(key))
        if (!text) return null
        const entry = decodeEntry(text)
        const tags = [...new Set([...entry.tags, ...extraTags])]
        if (tags.length > 0) {
          const times = await remotely(() => shared.tagTimes(tags))
          learn(Object.fromEntries(tags.map((tag, index) => [tag, times[index]])))
        }
        if (isExpired(entry, extraTags)) return null
        local.set(key, entry, text.length)
        return entry
      } catch (error) {
        remoteInSync = false
        complain(`[next cache] the shared cache did not answer (${describe(error)}); this instance serves from its own copies`)
        return null
      }
    },

    /**
     * The entry counts as made when the key was last read (the render began), so a tag revalidated
     * while it was being made expires it.
     * @param {string} key @param {unknown} value @param {SetOptions} options
     */
    async set(key, value, { tags, revalidateSeconds, cacheControl }) {
      const began = readAt.get(key)
      readAt.delete(key)
      /** @type {Entry} */
      const entry = { lastModified: Math.min(now(), began ?? Number.POSITIVE_INFINITY), tags: [...tags], value, cacheControl }
      const text = encodeEntry(entry)
      local.set(key, entry, text.length)
      try {
        const shared = await usableRemote()
        if (shared) await remotely(() => shared.set(key, text, ttlSeconds(revalidateSeconds)))
      } catch (error) {
        remoteInSync = false
        complain(`[next cache] the shared cache did not take an entry (${describe(error)}); this instance keeps its own copy`)
      }
    },

    /** @param {readonly string[]} tags */
    async revalidateTags(tags) {
      if (tags.length === 0) return
      const at = now()
      learn(Object.fromEntries(tags.map((tag) => [tag, at])))
      const told = await Promise.allSettled([
        broadcast?.send([...tags]),
        (async () => {
          const shared = await usableRemote()
          if (shared) await remotely(() => shared.raiseTagTimes(Object.fromEntries(tags.map((tag) => [tag, at]))))
        })(),
      ])
      for (const outcome of told) {
        if (outcome.status === 'rejected') log(`[next cache] a revalidation of ${tags.join(', ')} was not passed on in full (${describe(outcome.reason)})`)
      }
      if (told[1]?.status === 'rejected') remoteInSync = false
    },

    /** @param {readonly string[]} tags */
    heard(tags) {
      const at = now()
      learn(Object.fromEntries(tags.map((tag) => [tag, at])))
    },

    /** Messages from other instances may have been missed: nothing kept here is trusted any longer. */
    forgetOwnCopies() {
      local.clear()
    },

    get keptBytes() {
      return local.bytes
    },
  }
}

/**
 * Twice the revalidation time, or a day: the store holds only entries in use.
 * @param {number | false | undefined} revalidateSeconds
 */
function ttlSeconds(revalidateSeconds) {
  if (typeof revalidateSeconds !== 'number' || revalidateSeconds <= 0) return DAY_SECONDS
  return Math.min(7 * DAY_SECONDS, Math.max(60, Math.ceil(revalidateSeconds * 2)))
}

const BYTES = '\u0000bytes'
const MAP = '\u0000map'

/**
 * Next's values hold binary parts and maps JSON cannot: each goes under a marker key no value of Next's has (a leading NUL).
 * @param {Entry} entry
 */
export function encodeEntry(entry) {
  return JSON.stringify(storable(entry))
}

/** @param {unknown} value @returns {unknown} */
function storable(value) {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, storable(item)]) }
  if (Array.isArray(value)) return value.map(storable)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storable(item)]))
  }
  return value
}

/** @param {string} text @returns {Entry} */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (MAP in value) return new Map(value[MAP])
      if (BYTES in value) return Buffer.from(value[BYTES], 'base64')
    }
    return value
  })
}

/** @template V */
class BytesLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, { value: V, bytes: number }>} */
    this.entries = new Map()
  }

  /** @param {string} key */
  get(key) {
    const found = this.entries.get(key)
    if (!found) return undefined
    this.entries.delete(key)
    this.entries.set(key, found)
    return found.value
  }

  /** @param {string} key @param {V} value @param {number} bytes */
  set(key, value, bytes) {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
    for (const [oldest, { bytes: size }] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= size
    }
  }

  /** @param {string} key */
  delete(key) {
    const found = this.entries.get(key)
    if (!found) return
    this.entries.delete(key)
    this.bytes -= found.bytes
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }
}

/** @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>} */
export function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return /** @type {Promise<T>} */ (Promise.race([promise, late]).finally(() => clearTimeout(timer)))
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error)
}
