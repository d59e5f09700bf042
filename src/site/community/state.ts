import type { AccountField } from '@/domain/community/account-fields'

/** The same with JavaScript or without; serialisable, in the page's language. A password is never sent back. */
export type AccountFormState = {
  status: 'editing' | 'invalid' | 'failed' | 'done'
  errors?: Partial<Record<AccountField, string>>
  values?: Partial<Record<Exclude<AccountField, 'password'>, string>>
  message?: string
  link?: { href: string; text: string }
}

export const EDITING: AccountFormState = { status: 'editing' }

export type AccountFormAction = (previous: AccountFormState, data: FormData) => Promise<AccountFormState>

export type FormAction = (data: FormData) => Promise<void>
