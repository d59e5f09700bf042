import type { AcceptedEvent } from './accepted-event'

/** One `tracking_events` row (see migrations/20261121_100000_tracking_events.ts). */
export type EventRow = {
  name: string
  occurred_at: string
  source: string | null
  group: string | null
  kind: string | null
  info1: string | null
  info3: string | null
  direct_object: string | null
  visitor_id: string | null
  screen_size: string | null
  os_language: string | null
  user_agent: string | null
  session_replay_url: string | null
  session_replay_start_time: string | null
  value: number | null
  data: string | null // JSON text, cast to jsonb by the INSERT
  pulse_user_id: string | null
  pulse_account_id: string | null
  page: string | null
  country: string | null
}

/** The columns in INSERT order, with the PostgreSQL array type each is sent as. */
export const EVENT_COLUMNS = [
  ['name', 'text'],
  ['occurred_at', 'timestamptz'],
  ['source', 'text'],
  ['group', 'text'],
  ['kind', 'text'],
  ['info1', 'text'],
  ['info3', 'text'],
  ['direct_object', 'text'],
  ['visitor_id', 'text'],
  ['screen_size', 'text'],
  ['os_language', 'text'],
  ['user_agent', 'text'],
  ['session_replay_url', 'text'],
  ['session_replay_start_time', 'timestamptz'],
  ['value', 'float8'],
  ['data', 'jsonb'],
  ['pulse_user_id', 'text'],
  ['pulse_account_id', 'text'],
  ['page', 'text'],
  ['country', 'text'],
] as const satisfies readonly (readonly [keyof EventRow, string])[]

export function toRow({ event, receivedAt, page, country }: AcceptedEvent): EventRow {
  return {
    name: event.name,
    // A client clock may be anything the schema lets through; one JavaScript cannot date falls back to arrival.
    occurred_at: isoOrUndefined(event.timestamp) ?? new Date(receivedAt).toISOString(),
    source: event.source ?? null,
    group: event.group ?? null,
    kind: event.kind ?? null,
    info1: event.info1 ?? null,
    info3: event.info3 ?? null,
    direct_object: event.direct_object ?? null,
    visitor_id: event.visitor_id ?? null,
    screen_size: event.screen_size ?? null,
    os_language: event.os_language ?? null,
    user_agent: event.user_agent ?? null,
    session_replay_url: event.session_replay_url ?? null,
    session_replay_start_time: isoOrUndefined(event.session_replay_start_time) ?? null,
    value: event.value ?? null,
    data: event.data === undefined ? null : JSON.stringify(event.data),
    pulse_user_id: event.pulse_user_id === undefined ? null : String(event.pulse_user_id),
    pulse_account_id: event.pulse_account_id === undefined ? null : String(event.pulse_account_id),
    page: page ?? null,
    country: country ?? null,
  }
}

function isoOrUndefined(ms: number | undefined): string | undefined {
  if (ms === undefined) return undefined
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** Rows as one array per column, the shape `unnest` takes (see event-store.ts). */
export function toColumns(rows: readonly EventRow[]): unknown[][] {
  return EVENT_COLUMNS.map(([column]) => rows.map((row) => row[column]))
}
