import type { Payload } from 'payload'

import { payloadPool } from './database/payload-pool'
import { TimeoutError, withTimeout } from './timeout'

export const HEALTH_TIMEOUT_MS = 2_500

export type Health = { status: 'ok'; database: 'up'; latencyMs: number } | { status: 'unavailable'; database: 'down'; reason: string }

export async function checkHealth(payload: () => Promise<Payload>, timeoutMs: number = HEALTH_TIMEOUT_MS): Promise<Health> {
  const started = performance.now()
  try {
    await withTimeout(
      payload().then((instance) => payloadPool(instance).query('select 1')),
      timeoutMs,
      'The database',
    )
    return { status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 'unavailable', database: 'down', reason: describe(error) }
  }
}

/** Never a stack trace or a connection string. */
function describe(error: unknown): string {
  if (error instanceof TimeoutError) return error.message
  const code = (error as { code?: unknown })?.code
  return typeof code === 'string' ? `The database is unreachable (${code})` : 'The database is unreachable'
}

export async function databaseIsUp(payload: () => Promise<Payload>, timeoutMs = 1_000): Promise<boolean> {
  return (await checkHealth(payload, timeoutMs)).status === 'ok'
}
