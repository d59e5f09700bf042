/** The messages of refused lead form fields, from the words a page was handed. */
import type { LeadField } from '@/domain/forms/fields'
import type { FieldError, FieldErrorCode, FieldErrors } from '@/domain/forms/schema'

import { formatText } from './format'
import type { FormText, FormTextKey } from './form-text'

const MESSAGE_KEYS = {
  required: 'errorRequired',
  tooLong: 'errorTooLong',
  tooShort: 'errorTooShort',
  invalidEmail: 'errorInvalidEmail',
  invalidPhone: 'errorInvalidPhone',
  chooseOption: 'errorChooseOption',
  invalid: 'errorInvalid',
} as const satisfies Record<FieldErrorCode, FormTextKey>

/** The message a visitor reads for one refused field, in their language. */
export function fieldErrorMessage(error: FieldError, text: FormText): string {
  return formatText(text[MESSAGE_KEYS[error.code]], { limit: error.limit ?? '' })
}

/** Field → { code, message }, as the form endpoint answers a refused submission. */
export function fieldErrorMessages(errors: FieldErrors, text: FormText): Partial<Record<LeadField, { code: FieldErrorCode; message: string }>> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, { code: error.code, message: fieldErrorMessage(error, text) }]))
}
