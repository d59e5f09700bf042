import type { Pool, PoolClient, QueryConfig } from 'pg'

import { EVENT_COLUMNS, toColumns, type EventRow } from './rows'

/*
 * Writes events to `tracking_events` in one statement however many there are: each column goes
 * as one array parameter and `unnest` turns the arrays back into rows. The statement text is
 * the same for every batch size, so it is prepared once per connection, and there is no limit
 * of 65,535 parameters to split batches around.
 */
const columnList = EVENT_COLUMNS.map(([column]) => `"${column}"`).join(', ')
const arrays = EVENT_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')

export const INSERT_EVENTS_SQL = `INSERT INTO tracking_events (${columnList}) SELECT * FROM unnest(${arrays})`

/** The part of pg's Pool that runs a query, so tests can pass a fake. */
export type Queryable = Pick<Pool, 'query'>

/** The part of pg's Pool that lends a connection: the collector's writes need their own transaction. */
export type ConnectionSource = Pick<Pool, 'connect'>

/** After this the server cancels the INSERT, and the connection goes back to the app's pool. */
export const INSERT_STATEMENT_TIMEOUT_MS = 3_000

/** A connection that stays silent this much longer than the statement timeout is dropped (a network that swallows packets). */
const CLIENT_GRACE_MS = 1_000

/**
 * Inserts `rows` in a transaction of their own with a server-side statement timeout, on a
 * connection borrowed from the app's pool: a database that hangs holds the connection for
 * `statementTimeoutMs` at most, instead of until Payload's pool runs dry.
 */
export async function insertEvents(db: ConnectionSource, rows: readonly EventRow[], statementTimeoutMs: number = INSERT_STATEMENT_TIMEOUT_MS): Promise<void> {
  if (rows.length === 0) return
  const query_timeout = statementTimeoutMs + CLIENT_GRACE_MS
  // pg's client-side read timeout, per query (pg supports it; its types do not list it).
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

/** After a failure: roll back and return the connection, or drop it when it cannot even do that. */
async function rollBackAndRelease(client: PoolClient, rollback: QueryConfig): Promise<void> {
  try {
    await client.query(rollback)
    client.release()
  } catch (error) {
    client.release(error instanceof Error ? error : true)
  }
}

/**
 * Whether PostgreSQL refused the data rather than the request failing for another reason:
 * SQLSTATE class 22 (data exception: a NUL, a bad escape, a time out of range) or 23
 * (integrity constraint violation). Retrying other rows without the offending ones can succeed.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)
}
