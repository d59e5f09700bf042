import { PRODUCT_IDS } from '../products'

// One table drives the schema, the rendered fields (src/site/forms) and the stored lead.

export const LEAD_FORMS = ['contactSales', 'support', 'crm'] as const
export type LeadForm = (typeof LEAD_FORMS)[number]

export const LEAD_FORM_SLUGS = {
  contactSales: 'contact-sales',
  support: 'support',
  crm: 'crm',
} as const satisfies Record<LeadForm, string>

export function leadFormFromSlug(slug: string): LeadForm | undefined {
  return LEAD_FORMS.find((form) => LEAD_FORM_SLUGS[form] === slug)
}

// The order is the dropdown's.
export const COMPANY_SIZES = ['1-19', '20-49', '50-99', '100-249', '250-1499', '1500+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const PRODUCT_INTERESTS = [...PRODUCT_IDS, 'not-sure'] as const
export type ProductInterest = (typeof PRODUCT_INTERESTS)[number]

// Marketer and Projects have no pages of their own; a lead naming them (older form, the API) is still accepted.
export const OFFERED_PRODUCT_INTERESTS = [
  'work-management',
  'crm',
  'dev',
  'service',
  'marketing_campaigns',
  'not-sure',
] as const satisfies readonly ProductInterest[]

export const SUPPORT_TOPICS = ['account', 'billing', 'technical', 'feature-request', 'other'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

export const LEAD_FIELDS = ['name', 'email', 'company', 'companySize', 'country', 'phone', 'product', 'topic', 'message'] as const
export type LeadField = (typeof LEAD_FIELDS)[number]

export const FORM_FIELDS = {
  contactSales: { required: ['name', 'email', 'company', 'companySize', 'country', 'phone', 'product'], optional: ['message'] },
  // Support needs to know who is asking and about what; sales questions stay out of it.
  support: { required: ['name', 'email', 'country', 'topic', 'message'], optional: [] },
  // The CRM page's own form: the product is known, the rest as contact sales.
  crm: { required: ['name', 'email', 'company', 'companySize', 'country', 'phone'], optional: ['message'] },
} as const satisfies Record<LeadForm, { required: readonly LeadField[]; optional: readonly LeadField[] }>

export function fieldsOf(form: LeadForm): readonly LeadField[] {
  return LEAD_FIELDS.filter((field) => isRequired(form, field) || (FORM_FIELDS[form].optional as readonly LeadField[]).includes(field))
}

export function isRequired(form: LeadForm, field: LeadField): boolean {
  return (FORM_FIELDS[form].required as readonly LeadField[]).includes(field)
}

// The browser's maxLength and the server agree.
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254, // RFC 5321's limit on a forward path
  company: 120,
  phone: 32,
  message: 3000,
} as const

// Shorter rarely says enough to act on.
export const SUPPORT_MESSAGE_MIN_LENGTH = 20

// People never see it; simple bots fill every field.
export const HONEYPOT_FIELD = 'website'

export const FROM_PATTERN = /^[a-z0-9_-]{1,40}$/
