import type { LeadAnswer } from '@/cms/leads/handle-lead-submission'
import { HONEYPOT_FIELD, LEAD_FORMS, type LeadForm } from '@/domain/forms/fields'
import { fieldErrorMessage } from '@/i18n/form-messages'
import { formText } from '@/i18n/form-text'
import { localeOrDefault } from '@/domain/locales'

import type { LeadFormState } from './state'

export const MAX_ECHO = 3_000

/** Whole: a message over its limit is refused, not stored cut. Next.js's `$ACTION_…` fields and files are left out. */
export function formFieldsOf(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !Object.hasOwn(fields, name)) fields[name] = value
  }
  return fields
}

export function leadFormOf(value: unknown): LeadForm | undefined {
  return LEAD_FORMS.find((form) => form === value)
}

/** Never the hidden trap. */
export function echoedValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (name === HONEYPOT_FIELD ? [] : [[name, value.slice(0, MAX_ECHO)]])))
}

export function leadFormStateOf(answer: LeadAnswer, fields: Record<string, string>): LeadFormState {
  const values = echoedValues(fields)
  switch (answer.kind) {
    case 'stored':
    case 'discarded':
      return { status: 'sent', name: fields.name, phone: fields.phone, ...(answer.meetings ? { meetings: answer.meetings } : {}) }
    case 'invalid':
    case 'refused': {
      const text = formText(localeOrDefault(fields.locale))
      const errors = Object.fromEntries(Object.entries(answer.errors).map(([field, error]) => [field, fieldErrorMessage(error, text)]))
      return Object.keys(errors).length > 0 ? { status: 'invalid', values, errors } : { status: 'failed', values }
    }
    case 'busy':
      return { status: 'busy', retryAfterSeconds: answer.retryAfterSeconds, values }
    case 'conflict':
    case 'failed':
      return { status: 'failed', values }
  }
}
