'use server'

import { headers } from 'next/headers'

import { fromOfReferer, handleLeadSubmission } from '@/cms/leads/handle-lead-submission'
import { isIdempotencyKey } from '@/domain/forms/leads'
import { leadSubmissionDeps } from '@/server/lead-submission'
import { echoedValues, formFieldsOf, leadFormOf, leadFormStateOf } from '@/site/forms/action-state'
import type { LeadFormState } from '@/site/forms/state'

/** Same rules and store as POST /api/forms/{form}. Anyone can call a server action with any arguments: nothing is trusted. */
export async function leadFormAction(_previous: unknown, data: unknown): Promise<LeadFormState> {
  if (!(data instanceof FormData)) return { status: 'failed' }
  const requestHeaders = await headers()
  const posted = formFieldsOf(data)
  // The form posts without the query, so the first visit's `?from=` is kept in a hidden field from then on.
  const fields = posted.from ? posted : { ...posted, from: fromOfReferer(requestHeaders.get('referer')) ?? '' }
  const form = leadFormOf(fields.form)
  if (!form) return { status: 'failed', values: echoedValues(fields) }
  const key = isIdempotencyKey(fields.idempotencyKey) ? fields.idempotencyKey : undefined
  const answer = await handleLeadSubmission({ form, fields, headers: requestHeaders, idempotencyKey: key }, leadSubmissionDeps())
  return leadFormStateOf(answer, fields)
}
