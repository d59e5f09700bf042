import { z } from 'zod'

import { localeFromPath } from './paths'

/** The `source` of every event the site sends: `{product}_homepage`. */
export function trackingSource(brandSlug: string): string {
  return `${brandSlug}_homepage`
}

/** The browser tracker is a global of this name; its absence is logged, never thrown. */
export const TRACKER_GLOBAL = 'BigBrain'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]

/** Console messages, worded exactly as the spec gives them unless marked. */
export const MESSAGES = {
  missingTracker: 'Missing BigBrain in window',
  loggingFailed: 'Logging failed.',
  loggingExceptionFailed: 'Logging exception failed.',
  // The spec says a console message explains this but does not give its text.
  serverSideEvent: 'Server-side events are not sent through the browser tracker.',
} as const

/**
 * The spec's error event names: the names the code reports, stable because dashboards and
 * alerts are keyed by them.
 */
export const ERROR_EVENTS = {
  miniSiteClusterNotValid: 'mini_site_cluster_not_valid', // a mini-site config failed validation
  clusterFetchError: 'cluster_fetch_error',
  clusterInternalError: 'cluster_internal_error',
  translationsInternalError: 'translations_internal_error',
  notFoundPageRetrieved: '404_page_retrieved',
  clientException: 'client_exception',
  serverException: 'server_exception',
  configFetchError: 'config_fetch_error',
  bookAMeetingEligibilityError: 'book_a_meeting_eligibility_error',
  bookAMeetingEligibilityTimeout: 'book_a_meeting_eligibility_timeout',
  getACallTimeout: 'get_a_call_timeout',
  getACallError: 'get_a_call_error',
  manifestFetchError: 'manifest_fetch_error',
  careersPositionRetrievalError: 'careers_position_retrieval_error',
  careersPositionRetrievalTimeout: 'careers_position_retrieval_timeout',
  solutionPageInvalidSolution: 'solution_page_invalid_solution',
  solutionPageInvalidCategory: 'solution_page_invalid_category',
  crmFormSubmitFailed: 'crm_form_submit_failed',
  supportFormSubmitFailed: 'support_form_submit_failed',
  contactSalesFormSubmitFailed: 'contact_sales_form_submit_failed',
} as const

export type ErrorEventName = (typeof ERROR_EVENTS)[keyof typeof ERROR_EVENTS]

/** Events the cookie setter raises (SPEC §5). */
export const COOKIE_EVENTS = {
  uncategorizedCookie: 'uncategorized_cookie', // a cookie with no definition or no valid category
  cookieNotApproved: 'cookie_not_approved', // set although the visitor has not allowed its category
  consentCategoryUnset: 'consent_category_unset', // the data layer had no answer; treated as allowed
} as const

/** Web vitals and hydration timing, with kind, info1, value and data. */
export const PERFORMANCE_EVENT = 'client_performance_measurement'

/** Sent once per page with the slash-terminated path (see pageViewPath in ./paths). */
export const PAGE_VIEW_EVENT = 'page_view'

export const ONE_HOUR_MS = 36e5

/** Layout-shift session windows as web-vitals counts them: a 1 s gap ends one, 5 s caps it. */
export const LAYOUT_SHIFT_SESSION_GAP_MS = 1000
export const LAYOUT_SHIFT_SESSION_MAX_MS = 5000

/** How long tracking session metadata is reused before it is read again. */
export const TRACKING_SESSION_CACHE_MS = 30_000

/** The spec caps the user agent at this length; longer ones are cut, not refused. */
export const USER_AGENT_MAX_LENGTH = 350

export function capUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_MAX_LENGTH)
}

/** The one page that must not be tracked: the sync page other hosts load in a frame. */
const UNTRACKED_PATHS: readonly string[] = ['/external/hp-sync']

export function isTrackedPath(path: string): boolean {
  return !UNTRACKED_PATHS.includes(localeFromPath(path).path.toLowerCase())
}

/** The collector refuses a request carrying more events than this. */
export const MAX_EVENTS_PER_BATCH = 50

/** Bounds that let the collector store what it accepts without checking again. */
export const EVENT_NAME_MAX_LENGTH = 100
export const FIELD_MAX_LENGTH = 500
export const URL_MAX_LENGTH = 2048
const MAX_DATA_ENTRIES = 20

/** Event names are identifiers: letters, digits and `_ . : -`, nothing a log or query must escape. */
const EVENT_NAME = /^[A-Za-z0-9_.:-]+$/

const text = z.string().max(FIELD_MAX_LENGTH)

/** Milliseconds since the epoch, or an ISO date-time that is turned into them. */
const instant = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.iso.datetime({ offset: true }).transform((value) => Date.parse(value)),
])

/** Platform ids arrive as numbers from some callers and strings from others. */
const platformId = z.union([z.string().max(100), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])

/** Free-form measurement details: a few flat entries, so one event cannot carry a document. */
const data = z
  .record(z.string().max(100), z.union([text, z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= MAX_DATA_ENTRIES, {
    error: `At most ${MAX_DATA_ENTRIES} data entries.`,
  })

/**
 * One event as the browser or the server sends it (SPEC §3, §7). Only the name is required:
 * the collector stamps the time when none comes. Unknown keys are refused so that a typo in the
 * tracker shows up in tests instead of as a silently dropped column.
 */
export const trackingEventSchema = z.strictObject({
  name: z.string().min(1).max(EVENT_NAME_MAX_LENGTH).regex(EVENT_NAME),
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
  user_agent: z.string().transform(capUserAgent).optional(),
  session_replay_url: z.string().max(URL_MAX_LENGTH).optional(),
  session_replay_start_time: instant.optional(),
  value: z.number().finite().optional(), // performance measurements
  data: data.optional(), // performance measurements
  pulse_user_id: platformId.optional(), // community events: the logged-in platform user
  pulse_account_id: platformId.optional(),
})

export type TrackingEventInput = z.input<typeof trackingEventSchema>
export type TrackingEvent = z.output<typeof trackingEventSchema>

/** What the browser posts: a JSON array of events. */
export const trackingBatchSchema = z.array(trackingEventSchema).min(1).max(MAX_EVENTS_PER_BATCH)
