import type { FormText } from '@/i18n/form-text'
import { formatText } from '@/i18n/format'

import type { LeadFormState } from './state'

/** The line above the form for a state that is not about one field. */
export function statusMessage(state: LeadFormState, text: FormText): string | undefined {
  switch (state.status) {
    case 'invalid':
      return text.errorSummary
    case 'failed':
      return text.retryMessage
    case 'busy':
      return formatText(text.busyMessage, { seconds: state.retryAfterSeconds ?? 60 })
    case 'tooLarge':
      return text.tooLargeMessage
    case 'otherAddress':
      return text.otherAddressMessage
    default:
      return undefined
  }
}
