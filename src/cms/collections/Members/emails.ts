import type { IncomingAuthType, PayloadRequest } from 'payload'

import { communityPasswordResetEmail, communityVerificationEmail } from '@/cms/email/community-emails'
import { localeOrDefault } from '@/domain/locales'
import type { Member } from '@/payload-types'

type Options = { brandName: string }

/**
 * Links in account emails start from the configured server URL, never from the request's Host
 * header: a forged Host must not send a member's token to another site.
 */
const serverUrlOf = (req: PayloadRequest | undefined) => req?.payload.config.serverURL ?? ''

type AccountArgs = { req?: PayloadRequest; token?: string; user?: Pick<Member, 'name' | 'locale'> }

const accountEmail = ({ brandName }: Options, { req, token = '', user }: AccountArgs = {}) => ({
  locale: localeOrDefault(user?.locale),
  name: user?.name,
  serverUrl: serverUrlOf(req),
  token,
  brandName,
})

const verification = (options: Options, args: AccountArgs) => communityVerificationEmail(accountEmail(options, args))

const reset = (options: Options, args?: AccountArgs) => communityPasswordResetEmail(accountEmail(options, args))

export const verifyEmails = (options: Options): NonNullable<Exclude<IncomingAuthType['verify'], boolean>> => ({
  generateEmailSubject: (args) => verification(options, args).subject,
  generateEmailHTML: (args) => verification(options, args).html,
})

export const resetEmails = (options: Options) => ({
  generateEmailSubject: (args?: AccountArgs) => reset(options, args).subject,
  generateEmailHTML: (args?: AccountArgs) => reset(options, args).html,
})
