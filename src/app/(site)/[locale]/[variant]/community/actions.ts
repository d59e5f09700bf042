'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { reportServerException } from '@/server/tracking'
import { queuePasswordReset } from '@/cms/accounts/password-reset'
import { signUpOfExistingAddress } from '@/cms/collections/Members/sign-up-of-existing-address'
import { loginAttempt, withinLoginLimits } from '@/cms/hooks/limit-logins'
import { resendVerificationEmail } from '@/cms/collections/Members/resend-verification'
import { clientKey } from '@/domain/client-key'
import {
  type AccountField,
  type AccountFieldErrors,
  accountErrorsFromApi,
  loginOutcomeOfError,
  payloadErrorStatus,
  payloadFieldErrors,
  validateAccountForm,
} from '@/domain/community/accounts'
import { accountToken, communityHref, loginHref, myTemplateId, myTemplatePath, safeNextPath } from '@/domain/community/pages'
import { AUTHOR_STATUS_ACTIONS, DONE_NOTE_OF_ACTION, isAuthorStatusAction, statusNameOfCode } from '@/domain/community/my-templates'
import { accountErrorText, loginOutcomeText } from '@/i18n/community-messages'
import { type CommunityText, communityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import { type Locale, localeOrDefault } from '@/domain/locales'
import { memberAccountText, tooManyAttemptsText } from '@/i18n/account-text'
import { type MemberAction, minutesToWait } from '@/domain/community/member-limits'
import { KNOWN_DEVICE_MAX_AGE_SECONDS, knownDeviceCookieName } from '@/domain/staff/login-limits'
import { MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH } from '@/domain/community/members'
import { env } from '@/infrastructure/env'
import { knownDeviceValue } from '@/infrastructure/login-limits'
import { consumeMemberAction } from '@/infrastructure/member-limits'
import { payloadClient } from '@/server/payload'
import type { AccountFormState } from '@/site/community/state'

import { currentMember } from './session'

// Anyone can call a server action with any arguments: every value is checked here, and Payload's
// access rules decide again (overrideAccess: false wherever a member acts).

const MEMBERS = 'members'

/** Next.js's own `$ACTION_…` fields and files are left out. */
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

/** Never echoes the password. */
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

/** Counted as Payload's own endpoints do (Members/hooks/limit-account-requests.ts): the minutes to wait, or undefined. */
async function waitMinutes(action: MemberAction, email?: string): Promise<number | undefined> {
  const verdict = await consumeMemberAction(action, clientKey(await headers()), email)
  return verdict.allowed ? undefined : minutesToWait(verdict.retryAfterSeconds)
}

function tooMany(fields: Record<string, string>, locale: Locale, minutes: number): AccountFormState {
  return failed(fields, tooManyAttemptsText(locale, minutes))
}

function resendLink(locale: Locale) {
  return { href: `${communityHref('verify', locale)}?resend=1`, text: memberAccountText(locale).resendTitle }
}

async function report(error: unknown, where: string) {
  await reportServerException(error, { where }).catch(() => undefined)
}

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

/** An address that already has an account gets the same answer after the same work, so the form does not tell who is a member. */
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

/** Failures counted as on Payload's REST login (src/cms/hooks/limitLogins.ts); a browser that signed in before is not held to the account's wait. */
export async function loginAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const checked = validateAccountForm('login', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const requestHeaders = await headers()
  const attempt = loginAttempt(MEMBERS, clientKey(requestHeaders), checked.values.email, requestHeaders.get('cookie'))
  try {
    const payload = await payloadClient()
    const outcome = await withinLoginLimits(attempt, () => payload.login({ collection: MEMBERS, data: checked.values }))
    if ('retryAfterSeconds' in outcome) return tooMany(fields, locale, minutesToWait(outcome.retryAfterSeconds))
    const { token } = outcome.signedIn
    if (!token) throw new Error('Payload answered the login without a token')
    await setSessionCookie(payload, token)
    ;(await cookies()).set({
      name: knownDeviceCookieName(MEMBERS),
      value: knownDeviceValue(MEMBERS, checked.values.email),
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: payload.collections[MEMBERS].config.auth.cookies.secure === true,
    })
  } catch (error) {
    const outcome = loginOutcomeOfError(error)
    if (outcome === 'failed') await report(error, 'community login')
    const message = loginOutcomeText(outcome, text)
    const link =
      outcome === 'wrongCredentials'
        ? { href: communityHref('forgotPassword', locale), text: text.communityForgotLink }
        : outcome === 'unverified'
          ? resendLink(locale)
          : undefined
    return { ...failed(fields, message), ...(link ? { link } : {}) }
  }
  redirect(safeNextPath(fields.next, communityHref('myTemplates', locale)))
}

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

/** The same answer whether the address has an account or not. */
export async function forgotPasswordAction(_previous: unknown, data: unknown): Promise<AccountFormState> {
  const fields = fieldsOf(data)
  const locale = localeOrDefault(fields.locale)
  const text = communityText(locale)
  const checked = validateAccountForm('forgotPassword', fields)
  if (!checked.ok) return invalid(checked.errors, fields, text)
  const wait = await waitMinutes('forgotPassword', checked.values.email)
  if (wait !== undefined) return tooMany(fields, locale, wait)
  try {
    await queuePasswordReset(await payloadClient(), MEMBERS, checked.values.email)
  } catch (error) {
    await report(error, 'community forgot password')
    return failed(fields, text.communityErrorRetry)
  }
  return { status: 'done', message: formatText(text.communityForgotSent, { email: checked.values.email }) }
}

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
    if (payloadErrorStatus(error) === 403) return { status: 'failed', message: text.communityResetInvalid, link: newLink }
    await report(error, 'community reset password')
    return failed(fields, text.communityErrorRetry)
  }
  return { status: 'done', message: text.communityResetDone, link: { href: loginHref(locale), text: text.communityLoginSubmit } }
}

/** The same answer whether the address has an unconfirmed account, a confirmed one or none. */
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

export type VerifyOutcome = 'verified' | 'invalid' | 'failed' | 'limited'

/** Only this post confirms the address, not opening the emailed link: mail scanners open links. */
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
      const status = payloadErrorStatus(error)
      outcome = status !== undefined && status < 500 ? 'invalid' : 'failed'
      if (outcome === 'failed') await report(error, 'community verify email')
    }
  }
  redirect(`${page}?done=${outcome}${wait !== undefined ? `&minutes=${wait}` : ''}`)
}

/** The workflow (CommunityTemplates/hooks) checks the move for the member as the author. */
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
    const status = payloadErrorStatus(error)
    if (status === undefined || status >= 500) await report(error, 'community template status')
  }
  const note = ok ? DONE_NOTE_OF_ACTION[action] : 'failed'
  redirect(`${action === 'withdraw' && ok ? list : page}?done=${note}`)
}
