import type { LeadField } from '@/domain/forms/fields'
import type { MeetingOptions } from '@/domain/forms/meetings'

/** The same with JavaScript (the form endpoint) or without (the form action); serialisable. */
export type LeadFormState = {
  status: 'editing' | 'invalid' | 'sent' | 'failed' | 'busy' | 'tooLarge' | 'otherAddress'
  errors?: Partial<Record<LeadField, string>>
  /** To fill the form again after a refusal without JavaScript. */
  values?: Record<string, string>
  meetings?: MeetingOptions
  name?: string
  phone?: string
  retryAfterSeconds?: number
}

export const EDITING: LeadFormState = { status: 'editing' }

export type LeadFormAction = (previous: LeadFormState, data: FormData) => Promise<LeadFormState>

/** A post without JavaScript has no idempotency header: it is keyed by its content (src/cms/leads/idempotency.ts). */
export const HIDDEN_FIELDS = { form: 'form', locale: 'locale', page: 'page', from: 'from' } as const
