import type { Pool, PoolClient } from 'pg'

/** Fixed keys, one per purpose, the same in every instance. */
export const ADVISORY_LOCKS = {
  startup: 7_240_001,
  jobRunner: 7_240_002,
} as const

/** Session-level: the lock ends with the connection, so a process killed mid-task frees it at once. */
export async function withAdvisoryLock<T>(pool: Pool, key: number, task: () => Promise<T>, onWait: () => void = () => {}): Promise<T> {
  const client = await pool.connect()
  let held = false
  try {
    held = await tryLock(client, key)
    if (!held) {
      onWait()
      await client.query('SELECT pg_advisory_lock($1)', [key])
      held = true
    }
    return await task()
  } finally {
    // Unlocking fails only when the connection is gone, and then the server has freed the lock.
    if (held) await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {})
    client.release()
  }
}

async function tryLock(client: PoolClient, key: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key])
  return rows[0]?.locked === true
}
