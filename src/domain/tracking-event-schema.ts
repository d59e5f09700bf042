import { z } from 'zod'

import { rumShapeIssues } from './rum-event-schema'
import { capUserAgent } from './tracking'
import {
  DATA_KEY_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_NAME_PATTERN,
  FIELD_MAX_LENGTH,
  MAX_DATA_ENTRIES,
  MAX_EVENTS_PER_BATCH,
  PLATFORM_ID_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './tracking-limits'

/*
 * The shape of a tracking event, apart from the event names and rules in ./tracking so that
 * browser code that only names an event never ships zod.
 */

// The bounds live in ./tracking-limits, shared with the browser tracker; re-exported for the collector.
export { EVENT_NAME_MAX_LENGTH, FIELD_MAX_LENGTH, MAX_EVENTS_PER_BATCH, URL_MAX_LENGTH }

/** A NUL, or a UTF-16 surrogate without its partner. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Text as PostgreSQL can store it: without NUL, which no `text` or `jsonb` value may hold, and
 * with each lone surrogate (jsonb refuses its `\uD800` escape) replaced by U+FFFD, as UTF-8
 * encoding would replace it anyway. Sanitised rather than refused: a client that cuts an error
 * message in the middle of an emoji should not lose its whole batch. Never longer than its input.
 */
export function storableText(value: string): string {
  return value.replace(UNSTORABLE, (found) => (found === '\u0000' ? '' : '\uFFFD'))
}

const boundedText = (max: number) => z.string().max(max).transform(storableText)

const text = boundedText(FIELD_MAX_LENGTH)

/**
 * The instants PostgreSQL's timestamptz and JavaScript's Date both hold and ISO strings write
 * with four-digit years: 1970-01-01 to 9999-12-31. Earlier or later is a broken client clock.
 */
export const EARLIEST_INSTANT_MS = 0
export const LATEST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/** Milliseconds since the epoch, or an ISO date-time that is turned into them, within the bounds above. */
const instant = z
  .union([z.number().int(), z.iso.datetime({ offset: true }).transform((value) => Date.parse(value))])
  .pipe(z.number().int().min(EARLIEST_INSTANT_MS).max(LATEST_INSTANT_MS))

/** Platform ids arrive as numbers from some callers and strings from others. */
const platformId = z.union([boundedText(PLATFORM_ID_MAX_LENGTH), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])

/** Free-form measurement details: a few flat entries, so one event cannot carry a document. */
const data = z
  .record(boundedText(DATA_KEY_MAX_LENGTH), z.union([text, z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= MAX_DATA_ENTRIES, {
    error: `At most ${MAX_DATA_ENTRIES} data entries.`,
  })

/**
 * One event as the browser or the server sends it (SPEC §3, §7). Only the name is required:
 * the collector stamps the time when none comes. Unknown keys are refused so that a typo in the
 * tracker shows up in tests instead of as a silently dropped column.
 */
export const trackingEventSchema = z
  .strictObject({
    name: z.string().min(1).max(EVENT_NAME_MAX_LENGTH).regex(EVENT_NAME_PATTERN),
    timestamp: instant.optional(),
    source: text.optional(),
    group: text.optional(),
    kind: text.optional(),
    info1: text.optional(),
    info3: text.optional(),
    direct_object: text.optional(), // the visit guid
    visitor_id: text.optional(),
    screen_size: text.optional(),
    os_language: text.optional(),
    // Cut after sanitising, then sanitised again: the cut may split a surrogate pair.
    user_agent: z
      .string()
      .transform((value) => storableText(capUserAgent(storableText(value))))
      .optional(),
    session_replay_url: boundedText(URL_MAX_LENGTH).optional(),
    session_replay_start_time: instant.optional(),
    value: z.number().finite().optional(), // performance measurements
    data: data.optional(), // performance measurements
    pulse_user_id: platformId.optional(), // community events: the logged-in platform user
    pulse_account_id: platformId.optional(),
  })
  // RUM events carry fields the admin's reports group by (./rum-event-schema).
  .superRefine((event, context) => {
    for (const issue of rumShapeIssues(event)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })

export type TrackingEventInput = z.input<typeof trackingEventSchema>
export type TrackingEvent = z.output<typeof trackingEventSchema>

/** What the browser posts: a JSON array of events. */
export const trackingBatchSchema = z.array(trackingEventSchema).min(1).max(MAX_EVENTS_PER_BATCH)
