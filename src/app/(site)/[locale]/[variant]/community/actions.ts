'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { reportServerException } from '@/server/tracking'
import { signUpOfExistingAddress } from '@/cms/collections/Members/signUpOfExistingAddress'
import { resendVerificationEmail } from '@/cms/collections/Members/resendVerification'
import { clientKey } from '@/domain/client-key'
import {
  type AccountField,
  type AccountFieldErrors,
  accountErrorsFromApi,
  loginOutcomeOfError,
  payloadErrorStatus,
  payloadFieldErrors,
  validateAccountForm,
} from '@/domain/community-accounts'
import { accountToken, communityHref, loginHref, myTemplateId, myTemplatePath, safeNextPath } from '@/domain/community-pages'
import { AUTHOR_STATUS_ACTIONS, DONE_NOTE_OF_ACTION, isAuthorStatusAction, statusNameOfCode } from '@/domain/community-templates'
import { accountErrorText, loginOutcomeText } from '@/i18n/community-messages'
import { type CommunityText, communityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import { type Locale, localeOrDefault } from '@/domain/locales'
import { memberAccountText, tooManyAttemptsText } from '@/i18n/account-text'
import { countsAsFailedLogin, type MemberAction, minutesToWait } from '@/domain/member-limits'
import { MEMBER_LOCK_TIME_MS, MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH } from '@/domain/template-members'
import { env } from '@/infrastructure/env'
import { checkLoginAttempt, consumeMemberAction, countFailedLogin } from '@/infrastructure/member-limits'
import { payloadClient } from '@/server/payload'
import type { AccountFormState } from '@/site/community/state'

import { currentMember } from './session'

/*
 * The community pages' form actions. Each works without JavaScript (the browser posts the form
 * to the page) and with it (React calls the action). Anyone can call a server action with any
 * arguments: every value is checked here, and Payload's access rules and hooks decide again
 * (overrideAccess: false wherever a member acts).
 */

const MEMBERS = 'members'

/** The text fields of a post, the first of each name; Next.js's own `$ACTION_…` fields and files are left out. */
function fieldsOf(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!(data instanceof FormData)) return fields
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !Object.hasOwn(fields, name)) fields[name] = value.slice(0, 4096)
  }
  return fields
}

const LIMITS = { min: MEMBER_PASSWORD_MIN_LENGTH, max: MEMBER_PASSWORD_MAX_LENGTH }

function errorsText(errors: AccountFieldErrors, text: CommunityText): Partial<Record<AccountField, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, accountErrorText(error, text, LIMITS)])) as Partial<
    Record<AccountField, string>
  >
}

/** What an invalid post shows: the errors, and what was typed (never the password). */
function invalid(errors: AccountFieldErrors, fields: Record<string, string>, text: CommunityText): AccountFormState {
  return {
    status: 'invalid',
    errors: errorsText(errors, text),
    values: { name: fields.name?.slice(0, 200), email: fields.email?.slice(0, 300) },
    message: text.communityErrorSummary,
  }
}

function failed(fields: Record<string, string>, message: string): AccountFormState {
  return { status: 'failed', values: { name: fields.name?.slice(0, 200), email: fields.email?.slice(0, 300) }, message }
}

/**
 * Counts one try of `action` from the visitor's address (and for an email sent, against that
 * inbox), as Payload's own endpoints do (Members/hooks/limitAccountRequests.ts): undefined to go
 * on, or the minutes to wait.
 */
async function waitMinutes(action: MemberAction, email?: string): Promise<number | undefined> {
  const verdict = await consumeMemberAction(action, clientKey(await headers()), email)
  return verdict.allowed ? undefined : minutesToWait(verdict.retryAfterSeconds)
}

/** "Too many attempts. Try again in N minutes." above the form, with what was typed. */
function tooMany(fields: Record<string, string>, locale: Locale, minutes: number): AccountFormState {
  return failed(fields, tooManyAttemptsText(locale, minutes))
}

/** Where a member asks for the confirmation email again. */
function resendLink(locale: Locale) {
  return { href: `${communityHref('verify', locale)}?resend=1`, text: memberAccountText(locale).resendTitle }
}

async function report(error: unknown, where: string) {
  await reportServerException(error, { where }).catch(() => undefined)
}

/** Payload's session cookie for `token`, with the members collection's settings (HttpOnly, SameSite=Lax, Secure in production). */
async function setSessionCookie(payload: Payload, token: string) {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections[MEMBERS].config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
    returnCookieAsObject: true,
  })
  ;(await cookies()).set({
    name: cookie.name,
    value: cookie.value ?? '',
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secure: cookie.secure === true,
    ...(cookie.domain ? { domain: cookie.domain } : {}),
  })
}

async function clearSessionCookie(payload: Payload) {
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections[MEMBERS].config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
  })
  ;(await cookies()).set({
    name: cookie.name,
    value: '',
    expires: new Date(0),
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secure: cookie.secure === true,
    ...(cookie.domain ? { domain: cookie.domain } : {}),
  })
}

/**
 * Signing up: the account is made unverified and Payload emails the confirmation link in the
 * member's language. An address that already has an account gets the same "check your email"
 * answer after the same work, so the form does not tell who is a member; its owner hears of it
 * by email instead (signUpOfExistingAddress).
 */
export async function joinAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const checked = validateAccountForm('join', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const { name, email, password } = checked.values
  const wait = await waitMinutes('join')
  if (wait !== undefined) return tooMany(fields, locale, wait)
  const done: AccountFormState = { status: 'done', message: formatText(text.communityCheckEmailBody, { email }), link: resendLink(locale) }
  try {
    const payload = await payloadClient()
    await payload.create({ collection: MEMBERS, data: { name, email, password, locale }, overrideAccess: false })
  } catch (error) {
    const errors = accountErrorsFromApi(payloadFieldErrors(error))
    if (errors.email?.code === 'emailTaken' && Object.keys(errors).length === 1) {
      await signUpOfExistingAddress(await payloadClient(), { email, password, address: clientKey(await headers()), brandName: env().brand.name })
      return done
    }
    if (Object.keys(errors).length > 0) return invalid(errors, fields, text)
    await report(error, 'community sign-up')
    return failed(fields, text.communityErrorRetry)
  }
  return done
}

/**
 * Logging in: Payload checks the password, counts failures and locks the account after five
 * (for 15 minutes); failures are also counted per address, as on Payload's REST login
 * (Members/hooks/countFailedLogins.ts), successful logins never. The session cookie is
 * Payload's own. Then back to `next`, a page of this site only, or the member's templates.
 */
export async function loginAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const checked = validateAccountForm('login', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const address = clientKey(await headers())
  const verdict = await checkLoginAttempt(address)
  if (!verdict.allowed) return tooMany(fields, locale, minutesToWait(verdict.retryAfterSeconds))
  try {
    const payload = await payloadClient()
    const { token } = await payload.login({ collection: MEMBERS, data: checked.values })
    if (!token) throw new Error('Payload answered the login without a token')
    await setSessionCookie(payload, token)
  } catch (error) {
    const outcome = loginOutcomeOfError(error)
    if (countsAsFailedLogin(outcome)) await countFailedLogin(address)
    if (outcome === 'failed') await report(error, 'community login')
    const message = loginOutcomeText(outcome, text, locale, MEMBER_LOCK_TIME_MS / 60_000)
    const link =
      outcome === 'locked' || outcome === 'wrongCredentials'
        ? { href: communityHref('forgotPassword', locale), text: text.communityForgotLink }
        : outcome === 'unverified'
          ? resendLink(locale)
          : undefined
    return { ...failed(fields, message), ...(link ? { link } : {}) }
  }
  redirect(safeNextPath(fields.next, communityHref('myTemplates', locale)))
}

/** Logging out: this session is revoked in the database and its cookie removed. */
export async function logoutAction(data: FormData): Promise<void> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const payload = await payloadClient()
  try {
    const member = await currentMember()
    if (member) {
      await logoutOperation({ collection: payload.collections[MEMBERS], req: await createLocalReq({ user: member }, payload) })
    }
  } catch (error) {
    await report(error, 'community logout')
  }
  await clearSessionCookie(payload)
  redirect(`${communityHref('login', locale)}?loggedOut=1`)
}

/**
 * A reset link by email. The answer is the same whether the address has an account or not, so
 * the form cannot be used to find out who is a member.
 */
export async function forgotPasswordAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const checked = validateAccountForm('forgotPassword', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const wait = await waitMinutes('forgotPassword', checked.values.email)
  if (wait !== undefined) return tooMany(fields, locale, wait)
  try {
    const payload = await payloadClient()
    await payload.forgotPassword({ collection: MEMBERS, data: { email: checked.values.email }, disableEmail: false })
  } catch (error) {
    await report(error, 'community forgot password')
    return failed(fields, text.communityErrorRetry)
  }
  return { status: 'done', message: formatText(text.communityForgotSent, { email: checked.values.email }) }
}

/** A new password from the emailed link; then the member logs in with it. */
export async function resetPasswordAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const newLink = { href: communityHref('forgotPassword', locale), text: text.communityResetAskAgain }
  const token = accountToken(fields.token)
  if (!token) return { status: 'failed', message: text.communityResetInvalid, link: newLink }
  const checked = validateAccountForm('resetPassword', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const wait = await waitMinutes('resetPassword')
  if (wait !== undefined) return tooMany(fields, locale, wait)
  try {
    const payload = await payloadClient()
    await payload.resetPassword({ collection: MEMBERS, data: { token, password: checked.values.password }, overrideAccess: true })
  } catch (error) {
    const errors = accountErrorsFromApi(payloadFieldErrors(error))
    if (Object.keys(errors).length > 0) return invalid(errors, fields, text)
    // Payload's answer to a token that is unknown, used or expired.
    if (payloadErrorStatus(error) === 403) return { status: 'failed', message: text.communityResetInvalid, link: newLink }
    await report(error, 'community reset password')
    return failed(fields, text.communityErrorRetry)
  }
  return { status: 'done', message: text.communityResetDone, link: { href: loginHref(locale), text: text.communityLoginSubmit } }
}

/**
 * The confirmation email again, for a member who has not confirmed the address. The answer is
 * the same whether the address has an unconfirmed account, a confirmed one or none.
 */
export async function resendVerificationAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const checked = validateAccountForm('forgotPassword', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const { email } = checked.values
  const wait = await waitMinutes('resendVerification', email)
  if (wait !== undefined) return tooMany(fields, locale, wait)
  try {
    await resendVerificationEmail(await payloadClient(), email)
  } catch (error) {
    await report(error, 'community resend confirmation')
    return failed(fields, text.communityErrorRetry)
  }
  return { status: 'done', message: formatText(memberAccountText(locale).resendSent, { email }) }
}

/** What the verify page shows after its button: `?done=…` (and the minutes to wait when limited). */
export type VerifyOutcome = 'verified' | 'invalid' | 'failed' | 'limited'

/**
 * The verify page's "Confirm my email" button. Only this post confirms the address (Payload's
 * verifyEmail, as POST /api/members/verify/{token}): opening the emailed link does not, since
 * mail scanners open links. Then back to the page, which says how it went (post, redirect, get:
 * it works without JavaScript, and a reload does not post again).
 */
export async function verifyEmailAction(data: FormData): Promise<void> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const page = communityHref('verify', locale)
  const token = accountToken(fields.token)
  const wait = await waitMinutes('verify')
  let outcome: VerifyOutcome
  if (wait !== undefined) outcome = 'limited'
  else if (!token) outcome = 'invalid'
  else {
    try {
      await (await payloadClient()).verifyEmail({ collection: MEMBERS, token })
      outcome = 'verified'
    } catch (error) {
      // Payload answers an unknown or used token with a 4xx; anything else is ours to look at.
      const status = payloadErrorStatus(error)
      outcome = status !== undefined && status < 500 ? 'invalid' : 'failed'
      if (outcome === 'failed') await report(error, 'community verify email')
    }
  }
  redirect(`${page}?done=${outcome}${wait !== undefined ? `&minutes=${wait}` : ''}`)
}

/**
 * A status button on the member's template page: approve or reject a moderator's edits, or
 * withdraw the template. The workflow (CommunityTemplates/hooks) checks the move for the
 * member as the author; a refusal comes back as a note on the page.
 */
export async function templateStatusAction(data: FormData): Promise<void> {
  const fields = fieldsOf(data)
  const locale: Locale = localeOrDefault(fields.locale)
  const id = myTemplateId(fields.id)
  const action = fields.action
  const list = communityHref('myTemplates', locale)
  if (id === undefined || !isAuthorStatusAction(action)) redirect(`${list}?done=failed`)
  const page = communityHref(myTemplatePath(id), locale)
  const member = await currentMember()
  if (!member) redirect(loginHref(locale, page))
  // Withdrawing deletes the template for good: the page asks to tick a box first.
  if (action === 'withdraw' && fields.confirm !== 'yes') redirect(`${page}?done=failed`)
  let ok = true
  try {
    const payload = await payloadClient()
    await payload.update({
      collection: 'community-templates',
      id,
      data: { status: statusNameOfCode(AUTHOR_STATUS_ACTIONS[action]) },
      user: member,
      overrideAccess: false,
      depth: 0,
    })
  } catch (error) {
    ok = false
    // A move the workflow refuses is a 4xx, the page says so; anything else is ours to look at.
    const status = payloadErrorStatus(error)
    if (status === undefined || status >= 500) await report(error, 'community template status')
  }
  const note = ok ? DONE_NOTE_OF_ACTION[action] : 'failed'
  redirect(`${action === 'withdraw' && ok ? list : page}?done=${note}`)
}
