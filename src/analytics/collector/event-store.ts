import type { Pool } from 'pg'

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

/** The part of pg's Pool this needs, so tests can pass a fake. */
export type Queryable = Pick<Pool, 'query'>

export async function insertEvents(db: Queryable, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return
  await db.query({ name: 'insert_tracking_events', text: INSERT_EVENTS_SQL, values: toColumns(rows) })
}
