import { createHash } from 'node:crypto'

import type { LeadForm } from '@/domain/forms/fields'
import type { LeadFormValues } from '@/domain/forms/schema'

/**
 * The page's form sends a random key made when shown, so a double click stores one lead. Clients without one get a key
 * from what they sent and the day. Keys are per form.
 */
export function leadIdempotencyKey(form: LeadForm, clientKey: string | undefined, values: LeadFormValues, now: Date): string {
  if (clientKey) return `${form}:${clientKey}`
  const day = now.toISOString().slice(0, 10)
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)))
  return `${form}:content-${createHash('sha256').update(`${day}\n${canonical}`).digest('base64url').slice(0, 43)}`
}
