'use server'

import { headers } from 'next/headers'

import { fromOfReferer, handleLeadSubmission } from '@/cms/leads/handleLeadSubmission'
import { isIdempotencyKey } from '@/domain/leads'
import { leadSubmissionDeps } from '@/server/lead-submission'
import { echoedValues, formFieldsOf, leadFormOf, leadFormStateOf } from '@/site/forms/actionState'
import type { LeadFormState } from '@/site/forms/state'

/**
 * The lead forms without JavaScript: the browser posts the form to the page, and Next.js answers
 * with the page showing this state. Same rules, limits and store as POST /api/forms/{form}
 * (handleLeadSubmission). Anyone can call a server action with any arguments: neither the
 * previous state nor the data is trusted to be what the page sends.
 */
export async function leadFormAction(_previous: unknown, data: unknown): Promise<LeadFormState> {
  if (!(data instanceof FormData)) return { status: 'failed' }
  const requestHeaders = await headers()
  const posted = formFieldsOf(data)
  // The form posts to the page's address without its query; `?from=` of the first visit is kept
  // in the form's hidden field from then on, so a corrected second post still carries it.
  const fields = posted.from ? posted : { ...posted, from: fromOfReferer(requestHeaders.get('referer')) ?? '' }
  const form = leadFormOf(fields.form)
  if (!form) return { status: 'failed', values: echoedValues(fields) }
  const key = isIdempotencyKey(fields.idempotencyKey) ? fields.idempotencyKey : undefined
  const answer = await handleLeadSubmission({ form, fields, headers: requestHeaders, idempotencyKey: key }, leadSubmissionDeps())
  return leadFormStateOf(answer, fields)
}
