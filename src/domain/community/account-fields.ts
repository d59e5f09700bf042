/**
 * The community account forms and their fields, apart from their schema (accounts.ts):
 * the form in the browser needs these, not zod. Pure.
 */

export const ACCOUNT_FORMS = ['join', 'login', 'forgotPassword', 'resetPassword'] as const
export type AccountForm = (typeof ACCOUNT_FORMS)[number]

export const ACCOUNT_FIELDS = ['name', 'email', 'password'] as const
export type AccountField = (typeof ACCOUNT_FIELDS)[number]

/** The fields each form shows, in order. */
export const ACCOUNT_FORM_FIELDS = {
  join: ['name', 'email', 'password'],
  login: ['email', 'password'],
  forgotPassword: ['email'],
  resetPassword: ['password'],
} as const satisfies Record<AccountForm, readonly AccountField[]>

/** The first field of `form` that has an error, in the order the form shows them: it takes the focus. */
export function firstErroredField(form: AccountForm, errors: Partial<Record<AccountField, unknown>>): AccountField | undefined {
  return ACCOUNT_FORM_FIELDS[form].find((field) => errors[field] !== undefined)
}
