import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '@/infrastructure/env'

/**
 * With SMTP_URL nodemailer sends through it; without, emails go to the log. Never nodemailerAdapter() without a
 * transport: it would create an ethereal.email account over the network on every start.
 */
export function emailAdapter({ email, isProduction }: Pick<Env, 'email' | 'isProduction'>): EmailAdapter | Promise<EmailAdapter> {
  if (!email.smtpUrl) return logEmailAdapter({ ...email, withBody: !isProduction })
  return nodemailerAdapter({
    defaultFromAddress: email.fromAddress,
    defaultFromName: email.fromName,
    transport: nodemailer.createTransport(withSmtpTimeouts(email.smtpUrl)),
    // Verifying would connect on every start and build; an unreachable server shows in the sends that fail.
    skipVerify: true,
  })
}

/** Nodemailer's defaults wait minutes for a silent server; a query parameter in the URL still wins. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms))
  }
  return url.toString()
}

type LogEmailSettings = {
  fromAddress: string
  fromName: string
  /** Off in production: a password-reset email holds a token, and logs travel further than mailboxes. */
  withBody: boolean
}

export const LOG_EMAIL_ADAPTER = 'log'

export function logEmailAdapter({ fromAddress, fromName, withBody }: LogEmailSettings): EmailAdapter<void> {
  return ({ payload }) => {
    if (!withBody) payload.logger.warn('SMTP_URL is not set: emails are not sent, only their recipients and subjects are logged.')
    return {
      name: LOG_EMAIL_ADAPTER,
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (message) => {
        const lines = [`Email (not sent: SMTP_URL is not set)`, `To: ${addresses(message.to)}`, `Subject: ${message.subject ?? ''}`]
        if (withBody) lines.push('', bodyOf(message))
        payload.logger.info(lines.join('\n'))
      },
    }
  }
}

type AddressField = SendEmailOptions['to']

function addresses(field: AddressField | AddressField[]): string {
  if (!field) return ''
  if (Array.isArray(field))
    return field
      .map((entry) => addresses(entry))
      .filter(Boolean)
      .join(', ')
  return typeof field === 'string' ? field : (field.address ?? '')
}

function bodyOf(message: SendEmailOptions): string {
  if (typeof message.text === 'string') return message.text
  if (typeof message.html === 'string') return message.html
  return '(no text body)'
}
