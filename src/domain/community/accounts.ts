// Run by the server on every post before Payload sees it; src/i18n/community-messages.ts words each code.
import { z } from 'zod'

import { ACCOUNT_FIELDS, type AccountField, type AccountForm } from './account-fields'
import { MEMBER_NAME_MAX_LENGTH, MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH, memberPasswordError } from './members'

// `serverMessage` carries Payload's own sentence for a refusal we do not know.
export const ACCOUNT_ERROR_CODES = [
  'required',
  'tooLong',
  'invalidEmail',
  'passwordTooShort',
  'passwordTooLong',
  'passwordBlank',
  'emailTaken',
  'invalid',
] as const
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number]

export type AccountFieldError = { code: AccountErrorCode; limit?: number } | { code: 'serverMessage'; message: string }
export type AccountFieldErrors = Partial<Record<AccountField, AccountFieldError>>

// RFC 5321's longest address.
export const EMAIL_MAX_LENGTH = 254

// Deliberately plain, like the lead forms': one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

const blankIfMissing = (value: unknown) => (value === undefined || value === null ? '' : value)

const name = z.preprocess(
  blankIfMissing,
  z
    .string({ error: 'invalid' })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'invalid' })
    .trim()
    .min(1, { error: 'required' })
    .max(MEMBER_NAME_MAX_LENGTH, { error: 'tooLong' }),
)

const email = z.preprocess(
  blankIfMissing,
  z
    .string({ error: 'invalid' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(EMAIL_MAX_LENGTH, { error: 'tooLong' })
    .refine((value) => EMAIL.test(value) && !CONTROL_CHARACTERS.test(value), { error: 'invalidEmail' }),
)

const newPassword = z.preprocess(
  blankIfMissing,
  z
    .string({ error: 'invalid' })
    .min(1, { error: 'required' })
    .superRefine((value, context) => {
      const code = passwordErrorCode(value)
      if (code) context.addIssue({ code: 'custom', message: code })
    }),
)

// An old password may predate the rule.
const currentPassword = z.preprocess(
  blankIfMissing,
  z.string({ error: 'invalid' }).min(1, { error: 'required' }).max(MEMBER_PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
)

const SCHEMAS = {
  join: z.object({ name, email, password: newPassword }),
  login: z.object({ email, password: currentPassword }),
  forgotPassword: z.object({ email }),
  resetPassword: z.object({ password: newPassword }),
} as const

export type AccountValues<F extends AccountForm> = z.infer<(typeof SCHEMAS)[F]>

function passwordErrorCode(password: string): AccountErrorCode | undefined {
  if (memberPasswordError(password) === undefined) return undefined
  if (password.length < MEMBER_PASSWORD_MIN_LENGTH) return 'passwordTooShort'
  if (password.length > MEMBER_PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  return 'passwordBlank'
}

const LIMITS: Partial<Record<AccountField, number>> = { name: MEMBER_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH }

function isCode(value: string): value is AccountErrorCode {
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(value)
}

export type AccountValidation<F extends AccountForm> = { ok: true; values: AccountValues<F> } | { ok: false; errors: AccountFieldErrors }

export function validateAccountForm<F extends AccountForm>(form: F, input: Record<string, unknown>): AccountValidation<F> {
  const parsed = SCHEMAS[form].safeParse(input)
  if (parsed.success) return { ok: true, values: parsed.data as AccountValues<F> }
  const errors: AccountFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(ACCOUNT_FIELDS as readonly string[]).includes(field)) continue
    const code = isCode(issue.message) ? issue.message : 'invalid'
    errors[field as AccountField] ??= code === 'tooLong' ? { code, limit: LIMITS[field as AccountField] } : { code }
  }
  return { ok: false, errors }
}

type ApiFieldError = { path?: unknown; field?: unknown; message?: unknown }

// `data.errors` of a ValidationError, or `errors[].data.errors` of a REST body.
export function accountErrorsFromApi(errors: readonly ApiFieldError[]): AccountFieldErrors {
  const result: AccountFieldErrors = {}
  for (const error of errors) {
    const path = typeof error.path === 'string' ? error.path : typeof error.field === 'string' ? error.field : ''
    const message = typeof error.message === 'string' ? error.message : ''
    if (!(ACCOUNT_FIELDS as readonly string[]).includes(path)) continue
    const field = path as AccountField
    if (field === 'email' && /already registered|unique|already exists|taken/i.test(message)) result.email ??= { code: 'emailTaken' }
    else if (field === 'password' && /at least/i.test(message)) result.password ??= { code: 'passwordTooShort' }
    else if (field === 'password' && /at most/i.test(message)) result.password ??= { code: 'passwordTooLong' }
    else if (field === 'password' && /spaces/i.test(message)) result.password ??= { code: 'passwordBlank' }
    else if (message) result[field] ??= { code: 'serverMessage', message }
    else result[field] ??= { code: 'invalid' }
  }
  return result
}

export const LOGIN_OUTCOMES = ['wrongCredentials', 'unverified', 'failed'] as const
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number]

// Read by shape, not by class: the server code and the cached Payload instance may come from
// different bundles of the same package, where `instanceof` answers false.
type PayloadErrorShape = { status?: unknown; message?: unknown; data?: unknown }

// Undefined for anything else (a bug, the database gone).
export function payloadErrorStatus(error: unknown): number | undefined {
  const status = (error as PayloadErrorShape | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined
}

export function payloadFieldErrors(error: unknown): { path?: unknown; message?: unknown }[] {
  if (payloadErrorStatus(error) !== 400) return []
  const errors = ((error as PayloadErrorShape).data as { errors?: unknown } | null | undefined)?.errors
  return Array.isArray(errors) ? (errors as { path?: unknown; message?: unknown }[]) : []
}

// 403 is UnverifiedEmail, 401 AuthenticationError. Payload's own account lock is off
// (src/cms/hooks/limitLogins.ts limits failures instead).
export function loginOutcomeOfError(error: unknown): LoginOutcome {
  const status = payloadErrorStatus(error)
  if (status === 403) return 'unverified'
  if (status === 401) return 'wrongCredentials'
  if (status === 400) return 'wrongCredentials' // the email or password missing or malformed
  return 'failed'
}

export { ACCOUNT_FIELDS, ACCOUNT_FORM_FIELDS, ACCOUNT_FORMS, type AccountField, type AccountForm, firstErroredField } from './account-fields'
