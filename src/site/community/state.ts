import type { AccountField } from '@/domain/community-account-fields'

/**
 * What an account form (join, log in, forgotten password, new password) shows after a post:
 * the same with JavaScript (the action called by React) and without (the page posted and
 * rendered again). Serialisable; every sentence already in the page's language. A password is
 * never sent back.
 */
export type AccountFormState = {
  status: 'editing' | 'invalid' | 'failed' | 'done'
  errors?: Partial<Record<AccountField, string>>
  values?: Partial<Record<Exclude<AccountField, 'password'>, string>>
  /** The sentence above the form (a failure) or in place of it (done). */
  message?: string
  /** A page that helps after a failure: a new reset link, the log-in page. */
  link?: { href: string; text: string }
}

export const EDITING: AccountFormState = { status: 'editing' }

/** A community page's form action (a Next.js server action), as the page hands it to the form. */
export type AccountFormAction = (previous: AccountFormState, data: FormData) => Promise<AccountFormState>

/** A plain form action (log out, a template's status buttons): it answers with a redirect. */
export type FormAction = (data: FormData) => Promise<void>
