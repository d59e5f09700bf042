import { describe, expect, it } from 'vitest'

import {
  accountErrorsFromApi,
  firstErroredField,
  loginOutcomeOfError,
  payloadErrorStatus,
  payloadFieldErrors,
  validateAccountForm,
} from '@/domain/community/accounts'
import { accountErrorText } from '@/i18n/community-messages'
import { communityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'

const LIMITS = { min: 10, max: 128 }

describe('the join form', () => {
  it('takes a name, an email (trimmed, lower case) and a password that fits the members’ rule', () => {
    expect(validateAccountForm('join', { name: '  Ada  ', email: ' Ada@Example.COM ', password: 'a long password' })).toEqual({
      ok: true,
      values: { name: 'Ada', email: 'ada@example.com', password: 'a long password' },
    })
  })

  it('says what is wrong with each field at once', () => {
    const result = validateAccountForm('join', { name: '', email: 'not-an-email', password: 'short' })
    expect(result).toEqual({
      ok: false,
      errors: { name: { code: 'required' }, email: { code: 'invalidEmail' }, password: { code: 'passwordTooShort' } },
    })
    expect(validateAccountForm('join', { name: 'x'.repeat(81), email: '', password: ' '.repeat(12) })).toEqual({
      ok: false,
      errors: { name: { code: 'tooLong', limit: 80 }, email: { code: 'required' }, password: { code: 'passwordBlank' } },
    })
    expect(validateAccountForm('join', { name: 'Ada', email: 'a@b.co', password: 'x'.repeat(129) })).toMatchObject({
      errors: { password: { code: 'passwordTooLong' } },
    })
  })

  it('trusts nothing it is sent', () => {
    expect(validateAccountForm('join', { name: ['Ada'], email: { $ne: '' }, password: 12345678901 })).toEqual({
      ok: false,
      errors: { name: { code: 'invalid' }, email: { code: 'invalid' }, password: { code: 'invalid' } },
    })
    expect(validateAccountForm('join', { name: 'Ada\u0000', email: 'a@b.co', password: 'a long password' })).toMatchObject({
      errors: { name: { code: 'invalid' } },
    })
  })

  it('focuses the first refused field in the order the form shows them', () => {
    expect(firstErroredField('join', { password: 'x', email: 'y' })).toBe('email')
    expect(firstErroredField('login', {})).toBeUndefined()
  })
})

describe('the other account forms', () => {
  it('log in with any non-empty password, ask one email to reset, and a new password to set', () => {
    expect(validateAccountForm('login', { email: 'a@b.co', password: 'old' })).toEqual({ ok: true, values: { email: 'a@b.co', password: 'old' } })
    expect(validateAccountForm('login', { email: 'a@b.co' })).toMatchObject({ errors: { password: { code: 'required' } } })
    expect(validateAccountForm('forgotPassword', { email: 'A@B.CO' })).toEqual({ ok: true, values: { email: 'a@b.co' } })
    expect(validateAccountForm('resetPassword', { password: 'tiny' })).toMatchObject({ errors: { password: { code: 'passwordTooShort' } } })
  })
})

describe('Payload’s refusals', () => {
  it('read as the form’s errors: an address taken, the password rule, other words kept', () => {
    expect(
      accountErrorsFromApi([
        { path: 'email', message: 'A user with the given email is already registered.' },
        { path: 'password', message: 'Choose a password of at least 10 characters.' },
        { path: 'name', message: 'This field is required.' },
        { path: 'roles', message: 'ignored' },
      ]),
    ).toEqual({ email: { code: 'emailTaken' }, password: { code: 'passwordTooShort' }, name: { code: 'serverMessage', message: 'This field is required.' } })
    expect(accountErrorsFromApi([{ field: 'email', message: 'Value must be unique' }])).toEqual({ email: { code: 'emailTaken' } })
  })

  it('have words in every language, with their numbers', () => {
    expect(accountErrorText({ code: 'passwordTooShort' }, communityText('en'), LIMITS)).toBe('Choose a password of at least 10 characters.')
    expect(accountErrorText({ code: 'tooLong', limit: 80 }, communityText('de'), LIMITS)).toBe(
      formatText(communityText('de').communityErrorTooLong, { max: 80 }),
    )
    expect(accountErrorText({ code: 'serverMessage', message: 'As Payload said.' }, communityText('ja'), LIMITS)).toBe('As Payload said.')
  })
})

describe('Payload’s errors, read by their shape', () => {
  // As Payload's APIError kinds carry them; `instanceof` is no help across bundles of the package.
  const apiError = (status: number, message: string, data: unknown = null) => Object.assign(new Error(message), { status, data })

  it('tell a refused log-in apart', () => {
    expect(loginOutcomeOfError(apiError(403, 'Please verify your email before logging in.'))).toBe('unverified')
    // Payload's own lock is off: a 401 is a wrong email or password, whatever it says.
    expect(loginOutcomeOfError(apiError(401, 'This user is locked due to having too many failed login attempts.'))).toBe('wrongCredentials')
    expect(loginOutcomeOfError(apiError(401, 'The email or password provided is incorrect.'))).toBe('wrongCredentials')
    expect(loginOutcomeOfError(new Error('connect ECONNREFUSED'))).toBe('failed')
    expect(loginOutcomeOfError(apiError(500, 'Something broke'))).toBe('failed')
    expect(loginOutcomeOfError(null)).toBe('failed')
  })

  it('give a ValidationError’s field errors, and nothing for other errors', () => {
    const fields = [{ path: 'email', message: 'A user with the given email is already registered.' }]
    expect(payloadFieldErrors(apiError(400, 'The following field is invalid: email', { collection: 'members', errors: fields }))).toEqual(fields)
    expect(payloadFieldErrors(apiError(403, 'Forbidden', { errors: fields }))).toEqual([])
    expect(payloadFieldErrors(new Error('x'))).toEqual([])
    expect(payloadErrorStatus(apiError(404, 'Not Found'))).toBe(404)
    expect(payloadErrorStatus({ status: '404' })).toBeUndefined()
  })
})
