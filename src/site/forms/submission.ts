/** What only a submission needs: one chunk, fetched on the form's first focus and awaited before anything is sent. */
export { validateLeadForm } from '@/domain/forms/schema'
export { submissionKey } from '@/domain/forms/leads'
export { fieldErrorMessage } from '@/i18n/form-messages'
export { LeadFormConfirmation } from './LeadFormConfirmation'
export { reportFailedSubmit } from './report-failed-submit'
export { submitWithFetch } from './submit-with-fetch'
