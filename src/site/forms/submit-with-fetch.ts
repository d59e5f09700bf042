import { LEAD_FORM_SLUGS, type LeadField, type LeadForm } from '@/domain/forms/fields'
import type { MeetingOptions } from '@/domain/forms/meetings'

import type { LeadFormState } from './state'

type ErrorBody = { errors?: Partial<Record<LeadField, { message?: unknown }>> | unknown[] }

/** Never throws: every answer, a network failure included, becomes what the form shows. */
export async function submitWithFetch(form: LeadForm, fields: Record<string, string>, idempotencyKey: string): Promise<LeadFormState> {
  let response: Response
  try {
    response = await fetch(`/api/forms/${LEAD_FORM_SLUGS[form]}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(fields),
      credentials: 'same-origin',
    })
  } catch {
    return { status: 'failed' }
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody & { meetings?: MeetingOptions }
  if (response.ok) {
    return { status: 'sent', name: fields.name, phone: fields.phone, ...(body.meetings ? { meetings: body.meetings } : {}) }
  }
  if (response.status === 400 && body.errors && !Array.isArray(body.errors)) {
    const errors: Partial<Record<LeadField, string>> = {}
    for (const [field, error] of Object.entries(body.errors)) {
      if (typeof error?.message === 'string') errors[field as LeadField] = error.message
    }
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'))
    return { status: 'busy', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 }
  }
  if (response.status === 413) return { status: 'tooLarge' }
  // Most often the same site opened at another of its addresses, not a network fault worth retrying.
  if (response.status === 403) return { status: 'otherAddress' }
  return { status: 'failed', ...(response.status >= 500 ? {} : { errors: {} }) }
}
