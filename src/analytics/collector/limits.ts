/** The collector's bounds (RELIABILITY.md, “Forms and the collector”). */

import { MAX_BATCH_BYTES } from '@/domain/tracking-limits'

/** A request body larger than this is refused with 413, and reading stops as soon as it is passed. */
export const MAX_BODY_BYTES = MAX_BATCH_BYTES

/**
 * `application/json` from the tracker's `fetch`, `text/plain` from `navigator.sendBeacon`
 * (which cannot send JSON without a CORS preflight). Anything else is refused with 415.
 */
export const ACCEPTED_CONTENT_TYPES = ['application/json', 'text/plain'] as const

/** Clients wait this long before retrying a refused (429) or unstorable (503) request. */
export const RATE_LIMIT_WINDOW_MS = 60_000
export const STORAGE_RETRY_AFTER_SECONDS = 15
