// No zod here: the browser imports this file and must not download a validation library to know a number.

export const MAX_EVENTS_PER_BATCH = 50

// 413
export const MAX_BATCH_BYTES = 64 * 1024

export const EVENT_NAME_MAX_LENGTH = 100

export const FIELD_MAX_LENGTH = 500

export const URL_MAX_LENGTH = 2048

export const PLATFORM_ID_MAX_LENGTH = 100

// Both timestamptz and Date hold these, with four-digit ISO years; outside is a broken client clock.
export const EARLIEST_INSTANT_MS = 0
export const LATEST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

// A few flat entries, so one event cannot carry a document.
export const MAX_DATA_ENTRIES = 20
export const DATA_KEY_MAX_LENGTH = 100

// Nothing a log or query must escape.
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9_.:-]+$/
