import { z } from 'zod'

import { rumShapeIssues } from './rum-event-schema'
import { capUserAgent } from './tracking'
import {
  DATA_KEY_MAX_LENGTH,
  EARLIEST_INSTANT_MS,
  EVENT_NAME_MAX_LENGTH,
  EVENT_NAME_PATTERN,
  FIELD_MAX_LENGTH,
  LATEST_INSTANT_MS,
  MAX_DATA_ENTRIES,
  MAX_EVENTS_PER_BATCH,
  PLATFORM_ID_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './limits'

// Apart from ./tracking so that browser code that only names an event never ships zod.

export { EVENT_NAME_MAX_LENGTH, FIELD_MAX_LENGTH, LATEST_INSTANT_MS, MAX_EVENTS_PER_BATCH, URL_MAX_LENGTH }

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

// PostgreSQL text and jsonb hold no NUL and no lone surrogate. Sanitised rather than refused: a client
// that cuts an error message in the middle of an emoji should not lose its whole batch.
export function storableText(value: string): string {
  return value.replace(UNSTORABLE, (found) => (found === '\u0000' ? '' : '\uFFFD'))
}

const boundedText = (max: number) => z.string().max(max).transform(storableText)

const text = boundedText(FIELD_MAX_LENGTH)

const instant = z
  .union([z.number().int(), z.iso.datetime({ offset: true }).transform((value) => Date.parse(value))])
  .pipe(z.number().int().min(EARLIEST_INSTANT_MS).max(LATEST_INSTANT_MS))

const platformId = z.union([boundedText(PLATFORM_ID_MAX_LENGTH), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])

// A few flat entries, so one event cannot carry a document.
const data = z
  .record(boundedText(DATA_KEY_MAX_LENGTH), z.union([text, z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= MAX_DATA_ENTRIES, {
    error: `At most ${MAX_DATA_ENTRIES} data entries.`,
  })

// SPEC §3, §7. Unknown keys are refused so a tracker typo shows up in tests, not as a dropped column.
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
  .superRefine((event, context) => {
    for (const issue of rumShapeIssues(event)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })

export type TrackingEventInput = z.input<typeof trackingEventSchema>
export type TrackingEvent = z.output<typeof trackingEventSchema>

export const trackingBatchSchema = z.array(trackingEventSchema).min(1).max(MAX_EVENTS_PER_BATCH)
