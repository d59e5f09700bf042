/**
 * What a lead form needs once the visitor submits it, none of which the page needs to show the
 * form: the shared schema that checks the fields, their messages, the submission's idempotency
 * key, the sender, the failure report and the thanks. One chunk, fetched when the visitor first
 * reaches the form (LeadForm's onFocus), and awaited before anything is sent.
 */
export { validateLeadForm } from '@/domain/lead-forms/schema'
export { submissionKey } from '@/domain/leads'
export { fieldErrorMessage } from '@/i18n/form-messages'
export { LeadFormConfirmation } from './LeadFormConfirmation'
export { reportFailedSubmit } from './reportFailedSubmit'
export { submitWithFetch } from './submitWithFetch'
