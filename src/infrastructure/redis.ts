import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

type Entry = { client: RedisClient; firstConnection: Promise<unknown> }
const KEY = Symbol.for('orbit.redisClients')
const clients = ((globalThis as { [KEY]?: Map<string, Entry> })[KEY] ??= new Map())

/** Shared by the process however Next.js bundled the caller; commands fail at once while Redis is unreachable, and callers fall back. */
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
      if (Date.now() - lastComplaint < 10_000) return
      lastComplaint = Date.now()
      console.error(`[redis] ${error.message}`)
    })
    const connecting = client.connect().catch(() => {})
    // Only the process's first commands wait for Redis; after that a Redis that is down is never waited for.
    entry = { client, firstConnection: Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]) }
    clients.set(url, entry)
  }
  return entry.client
}

export async function redisReady(url: string): Promise<boolean> {
  const client = redisClient(url)
  if (client.isReady) return true
  await clients.get(url)!.firstConnection
  return client.isReady
}

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
