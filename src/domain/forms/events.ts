import { ERROR_EVENTS } from '../tracking/tracking'
import type { LeadForm } from './fields'

/** SPEC §8's form-submit-failed event of each form. */
export const FORM_SUBMIT_FAILED_EVENTS = {
  contactSales: ERROR_EVENTS.contactSalesFormSubmitFailed,
  support: ERROR_EVENTS.supportFormSubmitFailed,
  crm: ERROR_EVENTS.crmFormSubmitFailed,
} as const satisfies Record<LeadForm, string>
