import { LEAD_FIELDS, type LeadField, type LeadForm } from './fields'
import type { LeadFormValues } from './schema'

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_FORM_LABELS = {
  contactSales: 'Contact sales',
  support: 'Support',
  crm: 'CRM',
} as const satisfies Record<LeadForm, string>

// Taking a follow-up on sets 'failed' first (claimFollowUp in src/cms/leads/store-lead.ts): a process
// that dies while sending leaves the truth behind.
export const LEAD_NOTIFICATION_STATES = ['pending', 'sent', 'failed', 'skipped'] as const
export type LeadNotificationState = (typeof LEAD_NOTIFICATION_STATES)[number]

// Skipped: no address or no SMTP server.
export type NotificationOutcome = Exclude<LeadNotificationState, 'pending'>

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,80}$/

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value)
}

// A double click or a retry of the same values is one lead; values corrected after a failure get a
// new key, which the server would otherwise answer with the first one's answer (or refuse, 409).
export function submissionKey(base: string, values: LeadFormValues): string {
  return `${base}-${fingerprint(canonicalValues(values))}`
}

// Equal values, equal text.
function canonicalValues(values: Partial<Record<LeadField, unknown>>): string {
  return JSON.stringify(LEAD_FIELDS.flatMap((field) => (values[field] === undefined || values[field] === null ? [] : [[field, values[field]]])))
}

// cyrb53: not a secret, it only tells submissions apart.
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

// A resend under its key, not another submission reusing the key. Empty fields are null in the database.
export function isSameSubmission(stored: Partial<Record<LeadField, unknown>>, values: LeadFormValues): boolean {
  return canonicalValues(stored) === canonicalValues(values)
}
