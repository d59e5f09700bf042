import { MAX_BATCH_BYTES } from '@/domain/tracking/limits'

export const MAX_BODY_BYTES = MAX_BATCH_BYTES

/** `text/plain` from `sendBeacon`, which cannot send JSON without a CORS preflight. */
export const ACCEPTED_CONTENT_TYPES = ['application/json', 'text/plain'] as const

export const RATE_LIMIT_WINDOW_MS = 60_000
export const STORAGE_RETRY_AFTER_SECONDS = 15
