/**
 * The email the owner of an account gets when someone signs up again with its address: the
 * sign-up form answers "check your email" either way (it must not tell who is a member), so
 * the owner hears of it here, with the way to log in or to reset the password. Written like
 * the other account emails (template-emails.ts): plain paragraphs, the member's name escaped. Pure.
 */
import { escapeHtml } from './email-text'
import type { Locale } from './locales'
import { pathFor } from './paths'
import { type Email, oneLine } from './template-emails'

type Notice = { name?: string | null; serverUrl: string; locale: Locale; brandName: string }

const pageUrl = (serverUrl: string, path: string, locale: Locale) => `${serverUrl.replace(/\/+$/, '')}${pathFor({ path }, locale)}`

export function memberSignupNoticeEmail({ name, serverUrl, locale, brandName }: Notice): Email {
  const login = pageUrl(serverUrl, '/community/login', locale)
  const reset = pageUrl(serverUrl, '/community/forgot-password', locale)
  const greeting = name?.trim() ? `Hello ${oneLine(name, 80)},` : 'Hello,'
  const intro = `Someone tried to sign up for the ${brandName} community with this email address, which already has an account. No new account was made.`
  const help = 'If it was you, log in with your password, or choose a new one if you forgot it. If it was not you, ignore this email: your account stays as it is.'
  const text = [greeting, intro, help, `Log in: ${login}`, `Choose a new password: ${reset}`].join('\n\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(help)}</p>`,
    `<p><a href="${escapeHtml(login)}">Log in</a></p>`,
    `<p><a href="${escapeHtml(reset)}">Choose a new password</a></p>`,
  ].join('\n')
  return { subject: oneLine(`Someone tried to sign up with your ${brandName} community email`, 200), text, html }
}
