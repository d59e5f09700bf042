import type { IncomingAuthType, PayloadRequest } from 'payload'

import { localeOrDefault } from '@/domain/locales'
import { memberPasswordResetEmail, memberVerificationEmail, resetPasswordUrl, verifyEmailUrl } from '@/domain/template-emails'
import type { Member } from '@/payload-types'

type Options = { brandName: string }

/**
 * Links in account emails start from the configured server URL, never from the request's Host
 * header: a forged Host must not send a member's token to another site.
 */
const serverUrlOf = (req: PayloadRequest | undefined) => req?.payload.config.serverURL ?? ''

type AccountArgs = { req?: PayloadRequest; token?: string; user?: Pick<Member, 'name' | 'locale'> }

const verification = ({ brandName }: Options, { req, token = '', user }: AccountArgs) =>
  memberVerificationEmail({
    name: user?.name,
    url: verifyEmailUrl(serverUrlOf(req), token, localeOrDefault(user?.locale)),
    brandName,
  })

const reset = ({ brandName }: Options, { req, token = '', user }: AccountArgs = {}) =>
  memberPasswordResetEmail({
    name: user?.name,
    url: resetPasswordUrl(serverUrlOf(req), token, localeOrDefault(user?.locale)),
    brandName,
  })

/** The verification email: a link to the site's /community/verify page with the token. */
export const verifyEmails = (options: Options): NonNullable<Exclude<IncomingAuthType['verify'], boolean>> => ({
  generateEmailSubject: (args) => verification(options, args).subject,
  generateEmailHTML: (args) => verification(options, args).html,
})

/** The password-reset email: a link to the site's /community/reset-password page with the token. */
export const resetEmails = (options: Options) => ({
  generateEmailSubject: (args?: AccountArgs) => reset(options, args).subject,
  generateEmailHTML: (args?: AccountArgs) => reset(options, args).html,
})
