import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

type Entry = { client: RedisClient; firstConnection: Promise<unknown> }
const KEY = Symbol.for('orbit.redisClients')
const clients = ((globalThis as { [KEY]?: Map<string, Entry> })[KEY] ??= new Map())

/**
 * The process's connection to the Redis at `url` (REDIS_URL), opened on first use and shared by
 * everything in the process that asks for it, however Next.js bundled the caller. Commands sent
 * while Redis is unreachable fail at once instead of queueing (callers fall back, see
 * ./rate-limiters), and the client keeps reconnecting in the background.
 */
export function redisClient(url: string): RedisClient {
  let entry = clients.get(url)
  if (!entry) {
    let lastComplaint = 0
    const client: RedisClient = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
    })
    client.on('error', (error: Error) => {
      // A Redis that is down is reported every ten seconds, not on every reconnection attempt.
      if (Date.now() - lastComplaint < 10_000) return
      lastComplaint = Date.now()
      console.error(`[redis] ${error.message}`)
    })
    const connecting = client.connect().catch(() => {})
    // Only the process's first commands wait for Redis (a second at most); once that wait is
    // over, a Redis that is down is never waited for again.
    entry = { client, firstConnection: Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]) }
    clients.set(url, entry)
  }
  return entry.client
}

/** Waits for the first connection of `url`'s client (a second at most, once); true when it is ready. */
export async function redisReady(url: string): Promise<boolean> {
  const client = redisClient(url)
  if (client.isReady) return true
  await clients.get(url)!.firstConnection
  return client.isReady
}

/** Closes every Redis connection of the process (tests, shutdown). */
export async function closeRedisClients(): Promise<void> {
  const entries = [...clients.values()]
  clients.clear()
  await Promise.all(
    entries.map(async ({ client }) => {
      if (client.isReady) await client.close().catch(() => client.destroy())
      else if (client.isOpen) client.destroy()
    }),
  )
}
