import { localeFromPath } from '../routing/paths'

export function trackingSource(brandSlug: string): string {
  return `${brandSlug}_homepage`
}

// Its absence is logged, never thrown.
export const TRACKER_GLOBAL = 'BigBrain'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]

// Worded exactly as the spec gives them unless marked.
export const MESSAGES = {
  missingTracker: 'Missing BigBrain in window',
  loggingFailed: 'Logging failed.',
  loggingExceptionFailed: 'Logging exception failed.',
  // The spec says a console message explains this but does not give its text.
  serverSideEvent: 'Server-side events are not sent through the browser tracker.',
} as const

// SPEC names, stable because dashboards and alerts are keyed by them.
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

// SPEC §5
export const COOKIE_EVENTS = {
  uncategorizedCookie: 'uncategorized_cookie', // a cookie with no definition or no valid category
  cookieNotApproved: 'cookie_not_approved', // set although the visitor has not allowed its category
  consentCategoryUnset: 'consent_category_unset', // the data layer had no answer; treated as allowed
} as const

export const PERFORMANCE_EVENT = 'client_performance_measurement'

export const EXIT_SURVEY_EVENT = 'exit_survey_answer'

export const PAGE_VIEW_EVENT = 'page_view'

// The exposure may occasionally repeat, so results count distinct visitors.
export const AB_EVENTS = {
  exposure: 'ab_test_exposure',
  conversion: 'ab_test_conversion',
} as const

export type AbEventName = (typeof AB_EVENTS)[keyof typeof AB_EVENTS]

// `page_reached`: a visitor in an experiment reached the page its marketer chose as the goal.
export const AB_CONVERSION_KINDS = ['signup_click', 'contact_sales_submit', 'get_quote', 'page_reached'] as const

export type AbConversionKind = (typeof AB_CONVERSION_KINDS)[number]

export function isAbConversionKind(value: unknown): value is AbConversionKind {
  return typeof value === 'string' && (AB_CONVERSION_KINDS as readonly string[]).includes(value)
}

export const ONE_HOUR_MS = 36e5

// As web-vitals counts them: a 1 s gap ends a session window, 5 s caps it.
export const LAYOUT_SHIFT_SESSION_GAP_MS = 1000
export const LAYOUT_SHIFT_SESSION_MAX_MS = 5000

export const TRACKING_SESSION_CACHE_MS = 30_000

// The spec's cap; longer ones are cut, not refused.
export const USER_AGENT_MAX_LENGTH = 350

export function capUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_MAX_LENGTH)
}

// The sync page other hosts load in a frame.
const UNTRACKED_PATHS: readonly string[] = ['/external/hp-sync']

export function isTrackedPath(path: string): boolean {
  return !UNTRACKED_PATHS.includes(localeFromPath(path).path.toLowerCase())
}
