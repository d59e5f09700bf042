import { z } from 'zod'

import { isBrowserEventName } from '@/domain/tracking/browser-events'
import { MAX_EVENTS_PER_BATCH, trackingBatchSchema, type TrackingEvent } from '@/domain/tracking/event-schema'

export type ParsedBatch =
  | { kind: 'ok'; events: TrackingEvent[] }
  | { kind: 'malformed'; message: string } // 400
  | { kind: 'too-many'; message: string } // 413

/** Too many events is a size limit (413), not a mistake in them (400). Messages never carry the input back. */
export function parseBatch(text: string): ParsedBatch {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'malformed', message: 'The body is not valid JSON.' }
  }
  if (Array.isArray(json) && json.length > MAX_EVENTS_PER_BATCH) {
    return { kind: 'too-many', message: `At most ${MAX_EVENTS_PER_BATCH} events per request.` }
  }
  const result = trackingBatchSchema.safeParse(json)
  if (!result.success) return { kind: 'malformed', message: describeIssue(result.error) }
  // Only the events a visitor's browser sends (src/domain/browser-events.ts): no server event, no made-up name.
  const unknown = result.data.findIndex((event) => !isBrowserEventName(event.name))
  if (unknown >= 0) return { kind: 'malformed', message: `Invalid event ${unknown}.name: the site records no event of that name.` }
  return { kind: 'ok', events: result.data }
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The events are invalid.'
  if (issue.path.length === 0) {
    return issue.code === 'invalid_type' ? 'The body must be a JSON array of events.' : `The batch is invalid: ${issue.message}`
  }
  const where = issue.path.map((part, index) => (index === 0 ? `event ${String(part)}` : String(part))).join('.')
  return `Invalid ${where}: ${issue.message}`
}
