import type { Pool, QueryConfig } from 'pg'

import { rollBackAndRelease } from '@/infrastructure/database/pg'

import { EVENT_COLUMNS, toColumns, type EventRow } from './rows'

/*
 * One statement per batch: each column goes as one array parameter and `unnest` turns them back
 * into rows, so the statement is prepared once and no batch meets the parameter limit.
 */
const columnList = EVENT_COLUMNS.map(([column]) => `"${column}"`).join(', ')
const arrays = EVENT_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')

export const INSERT_EVENTS_SQL = `INSERT INTO tracking_events (${columnList}) SELECT * FROM unnest(${arrays})`

export type Queryable = Pick<Pool, 'query'>

/** The collector's writes need a transaction of their own. */
export type ConnectionSource = Pick<Pool, 'connect'>

export const INSERT_STATEMENT_TIMEOUT_MS = 3_000

/** A network that swallows packets. */
const CLIENT_GRACE_MS = 1_000

/** A database that hangs holds the borrowed connection for the statement timeout at most, not until the pool runs dry. */
export async function insertEvents(db: ConnectionSource, rows: readonly EventRow[], statementTimeoutMs: number = INSERT_STATEMENT_TIMEOUT_MS): Promise<void> {
  if (rows.length === 0) return
  const query_timeout = statementTimeoutMs + CLIENT_GRACE_MS
  // pg supports a per-query read timeout; its types do not list it.
  const timed = (config: QueryConfig) => Object.assign(config, { query_timeout })
  const client = await db.connect()
  try {
    // SET LOCAL ends with the transaction: the connection returns to the pool as it came.
    await client.query(timed({ text: `BEGIN; SET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)}` }))
    await client.query(timed({ name: 'insert_tracking_events', text: INSERT_EVENTS_SQL, values: toColumns(rows) }))
    await client.query(timed({ text: 'COMMIT' }))
  } catch (error) {
    await rollBackAndRelease(client, timed({ text: 'ROLLBACK' }))
    throw error
  }
  client.release()
}

/** SQLSTATE class 22 (data exception) or 23 (integrity): retrying the other rows without these can succeed. */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)
}
