import { z } from 'zod'

import { countryReference, parseCountryCode, type CountryCode } from '../countries'
import {
  COMPANY_SIZES,
  FIELD_MAX_LENGTH,
  fieldsOf,
  isRequired,
  PRODUCT_INTERESTS,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_TOPICS,
  type CompanySize,
  type LeadField,
  type LeadForm,
  type ProductInterest,
  type SupportTopic,
} from './fields'
import { internationalPhoneNumber } from './phone'

// Run by the browser for messages as the visitor types, and by the server: the only check that counts.

// Each has a message per locale (see texts.ts).
export const FIELD_ERROR_CODES = ['required', 'tooLong', 'tooShort', 'invalidEmail', 'invalidPhone', 'chooseOption', 'invalid'] as const
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number]

export type FieldError = { code: FieldErrorCode; /** the length limit of tooLong and tooShort */ limit?: number }
export type FieldErrors = Partial<Record<LeadField, FieldError>>

// Empty optional fields left out.
export type LeadFormValues = {
  name: string
  email: string
  company?: string
  companySize?: CompanySize
  country: CountryCode
  // E.164
  phone?: string
  product?: ProductInterest
  topic?: SupportTopic
  message?: string
}

export type LeadFormValidation = { ok: true; values: LeadFormValues } | { ok: false; errors: FieldErrors }

// A lone surrogate becomes U+FFFD, as a browser's form post and the database would make it, so the
// stored lead equals the values checked here and a resend is recognised as one.
const blankIfMissing = (value: unknown) => {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\ufffd') : value
}

// No person types them, a database refuses NUL, and in a header or a CSV cell they make trouble.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

const text = (max: number) =>
  z.preprocess(
    blankIfMissing,
    z
      .string({ error: 'invalid' })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'invalid' })
      .trim()
      .max(max, { error: 'tooLong' }),
  )

// Before the length check: some letters grow when lowered (`İ` becomes two).
const email = z.preprocess(
  blankIfMissing,
  z
    .string({ error: 'invalid' })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'invalid' })
    .trim()
    .toLowerCase()
    .max(FIELD_MAX_LENGTH.email, { error: 'tooLong' }),
)

// A form post writes CRLF: both ways store the same text.
const message = z.preprocess(
  blankIfMissing,
  z
    .string({ error: 'invalid' })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), { error: 'invalid' })
        .trim()
        .max(FIELD_MAX_LENGTH.message, { error: 'tooLong' }),
    ),
)

const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankIfMissing, z.union([z.literal(''), z.enum(options)], { error: 'chooseOption' }))

// Deliberately plain: one @, no spaces, a dot in the domain. Stricter rules turn away real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const rawSubmission = z.object({
  name: text(FIELD_MAX_LENGTH.name),
  email,
  company: text(FIELD_MAX_LENGTH.company),
  companySize: choice(COMPANY_SIZES),
  country: text(2 + 40), // checked against the country list below
  phone: text(FIELD_MAX_LENGTH.phone),
  product: choice(PRODUCT_INTERESTS),
  topic: choice(SUPPORT_TOPICS),
  message,
})

type RawSubmission = z.infer<typeof rawSubmission>

// Run on every field that has its shape, so a visitor sees all that is wrong at once.
function formRuleErrors(form: LeadForm, raw: Partial<RawSubmission>): FieldErrors {
  const errors: FieldErrors = {}
  const refuse = (field: LeadField, code: FieldErrorCode) => {
    errors[field] ??= { code }
  }
  for (const field of fieldsOf(form)) {
    if (raw[field] === '' && isRequired(form, field)) refuse(field, 'required')
  }
  if (raw.email && !EMAIL.test(raw.email)) refuse('email', 'invalidEmail')
  const country = parseCountryCode(raw.country)
  if (raw.country && !country) refuse('country', 'chooseOption')
  if (raw.phone && country && !internationalPhoneNumber(raw.phone, countryReference(country)?.phonePrefix ?? '')) {
    refuse('phone', 'invalidPhone')
  }
  if (form === 'support' && raw.message && raw.message.length < SUPPORT_MESSAGE_MIN_LENGTH) {
    errors.message ??= { code: 'tooShort', limit: SUPPORT_MESSAGE_MIN_LENGTH }
  }
  return errors
}

// A support request drops a company size sent along.
function toValues(form: LeadForm, raw: RawSubmission): LeadFormValues {
  const country = parseCountryCode(raw.country)!
  const shown = new Set(fieldsOf(form))
  const filled = (field: LeadField) => shown.has(field) && raw[field] !== ''
  const values: LeadFormValues = { name: raw.name, email: raw.email, country }
  if (filled('company')) values.company = raw.company
  if (filled('companySize')) values.companySize = raw.companySize as CompanySize
  if (filled('phone')) values.phone = internationalPhoneNumber(raw.phone, countryReference(country)?.phonePrefix ?? '')
  // The CRM page's form is about the CRM: no need to ask.
  if (form === 'crm') values.product = 'crm'
  else if (filled('product')) values.product = raw.product as ProductInterest
  if (filled('topic')) values.topic = raw.topic as SupportTopic
  if (filled('message')) values.message = raw.message
  return values
}

const LIMITS: Partial<Record<LeadField, number>> = FIELD_MAX_LENGTH

export function validateLeadForm(form: LeadForm, input: unknown): LeadFormValidation {
  const subject: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input } : {}
  const raw: Partial<RawSubmission> = {}
  const errors: FieldErrors = {}
  for (const field of fieldsOf(form)) {
    const parsed = rawSubmission.shape[field].safeParse(subject[field])
    if (parsed.success) {
      ;(raw as Record<string, string>)[field] = parsed.data
      continue
    }
    const message = parsed.error.issues[0]?.message ?? 'invalid'
    const code = (FIELD_ERROR_CODES as readonly string[]).includes(message) ? (message as FieldErrorCode) : 'invalid'
    errors[field] = code === 'tooLong' ? { code, limit: LIMITS[field] } : { code }
  }
  Object.assign(errors, formRuleErrors(form, raw), errors)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, values: toValues(form, raw as RawSubmission) }
}
