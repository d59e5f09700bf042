import nextEnv from '@next/env'
import type { Payload } from 'payload'

import { parseEnv } from '@/infrastructure/env'

import { borrowDatabase } from '../database/provide'

/**
 * Runs a command-line task with a migrated Payload: on DATABASE_URL, on the embedded
 * database of a running site, or on the embedded database started just for the task.
 */
export async function withPayload<T>(holder: string, task: (payload: Payload) => Promise<T>): Promise<T> {
  nextEnv.loadEnvConfig(process.cwd())
  const database = await borrowDatabase(parseEnv(process.env), holder)
  // The Payload config reads DATABASE_URL when it is first loaded, so load it only now.
  process.env.DATABASE_URL = database.url
  try {
    const { payloadClient } = await import('../payload')
    const { runMigrations } = await import('../migrate')
    const { ADVISORY_LOCKS, withAdvisoryLock } = await import('@/infrastructure/advisory-lock')
    const { payloadPool } = await import('@/infrastructure/database/payload-pool')
    const payload = await payloadClient()
    try {
      await withAdvisoryLock(payloadPool(payload), ADVISORY_LOCKS.startup, () => runMigrations(payload))
      return await task(payload)
    } finally {
      await payload.destroy()
    }
  } finally {
    await database.release()
  }
}
