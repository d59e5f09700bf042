import type { Payload } from 'payload'

import { payloadPool } from './database/payload-pool'
import { withTimeout } from './timeout'

/** Well under the 5 s a load balancer or an operator should ever wait for an answer. */
export const HEALTH_TIMEOUT_MS = 2_500

export type Health = { status: 'ok'; database: 'up'; latencyMs: number } | { status: 'unavailable'; database: 'down'; reason: string }

/**
 * Asks PostgreSQL a trivial question through the app's own connection pool. A database that
 * refuses, is missing, or hangs all end as `unavailable` within `timeoutMs`.
 */
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

/** A short reason for operators, never a stack trace or a connection string. */
function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return error.message
  const code = (error as { code?: unknown })?.code
  return typeof code === 'string' ? `The database is unreachable (${code})` : 'The database is unreachable'
}

/** A quick yes or no for request handlers deciding between a 503 and their own answer. */
export async function databaseIsUp(payload: () => Promise<Payload>, timeoutMs = 1_000): Promise<boolean> {
  return (await checkHealth(payload, timeoutMs)).status === 'ok'
}
