/*
 * The bounds of a tracking event and of a batch (SPEC §3, RELIABILITY.md "Forms and the
 * collector"), in one place for the collector's schema and the browser tracker. No zod here: the
 * browser imports this file, and must not download a validation library to know a number.
 */

/** The collector refuses a request carrying more events than this. */
export const MAX_EVENTS_PER_BATCH = 50

/** The collector refuses a request body larger than this (413). */
export const MAX_BATCH_BYTES = 64 * 1024

export const EVENT_NAME_MAX_LENGTH = 100

/** Every text field of an event (source, group, kind, info1, info3, ids, screen, language). */
export const FIELD_MAX_LENGTH = 500

/** The session replay URL, the one field that holds a URL. */
export const URL_MAX_LENGTH = 2048

/** pulse_user_id and pulse_account_id, when they come as text. */
export const PLATFORM_ID_MAX_LENGTH = 100

/** `data` holds a few flat entries, so one event cannot carry a document. */
export const MAX_DATA_ENTRIES = 20
export const DATA_KEY_MAX_LENGTH = 100

/** Event names are identifiers: letters, digits and `_ . : -`, nothing a log or query must escape. */
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9_.:-]+$/
