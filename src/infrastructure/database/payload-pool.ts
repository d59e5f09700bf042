import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * The pool Payload's Postgres adapter opened, for the few queries Payload's API cannot express
 * (analytics aggregates, the gallery's counters, advisory locks, the health check). The one place
 * that knows Payload's database is the Postgres adapter.
 */
export function payloadPool(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool
}
