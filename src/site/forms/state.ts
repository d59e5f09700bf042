import type { LeadField } from '@/domain/lead-forms/fields'
import type { MeetingOptions } from '@/domain/meetings'

/**
 * What a lead form shows: the same whether the answer came from the form endpoint (with
 * JavaScript) or from the page's form action (without). Serialisable: the action returns it.
 */
export type LeadFormState = {
  status: 'editing' | 'invalid' | 'sent' | 'failed' | 'busy' | 'tooLarge' | 'otherAddress'
  /** Field → message, in the page's language. */
  errors?: Partial<Record<LeadField, string>>
  /** What was typed, to fill the form again after a refusal without JavaScript. */
  values?: Record<string, string>
  meetings?: MeetingOptions
  /** For the thank-you line and the call offer. */
  name?: string
  phone?: string
  retryAfterSeconds?: number
}

export const EDITING: LeadFormState = { status: 'editing' }

/** The pages' form action, as the page hands it to the form (a Next.js server action). */
export type LeadFormAction = (previous: LeadFormState, data: FormData) => Promise<LeadFormState>

/**
 * Hidden fields every lead form sends besides what the visitor types. The idempotency key goes
 * in a header with JavaScript; a post without it is keyed by its content (src/cms/leads/idempotency.ts).
 */
export const HIDDEN_FIELDS = { form: 'form', locale: 'locale', page: 'page', from: 'from' } as const
