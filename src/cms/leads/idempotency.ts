import { createHash } from 'node:crypto'

import type { LeadForm } from '@/domain/lead-forms/fields'
import type { LeadFormValues } from '@/domain/lead-forms/schema'

/**
 * The key a lead is stored under, once. The page's form sends a random key it made when the
 * form was shown, so a double click or a retried request stores one lead. A client without one
 * (a browser without JavaScript, a script) gets a key made from what it sent and the day: the
 * same request sent twice is one lead; the same words sent again tomorrow are a new one.
 * Keys are per form, so one form's key never answers for another's.
 */
export function leadIdempotencyKey(form: LeadForm, clientKey: string | undefined, values: LeadFormValues, now: Date): string {
  if (clientKey) return `${form}:${clientKey}`
  const day = now.toISOString().slice(0, 10)
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)))
  return `${form}:content-${createHash('sha256').update(`${day}\n${canonical}`).digest('base64url').slice(0, 43)}`
}
