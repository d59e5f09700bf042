// Texts live in src/cms/email/community-emails.ts; this is the one place the linked paths are written.
import { headerValue } from '../email-text'
import type { Locale } from '../locales'
import { pathFor } from '../routing/paths'
import { TEMPLATE_STATUS } from './templates'

export const COMMUNITY_PATHS = {
  // `?token=` from the verification email.
  verify: '/community/verify',
  // `?token=` from the reset email.
  resetPassword: '/community/reset-password',
  myTemplates: '/community/my-templates',
  templates: '/templates/community',
} as const

export function communityUrl(serverUrl: string, path: string, locale: Locale, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return `${serverUrl.replace(/\/+$/, '')}${pathFor({ path }, locale)}${search}`
}

export const verifyEmailUrl = (serverUrl: string, token: string, locale: Locale) => communityUrl(serverUrl, COMMUNITY_PATHS.verify, locale, { token })

export const resetPasswordUrl = (serverUrl: string, token: string, locale: Locale) => communityUrl(serverUrl, COMMUNITY_PATHS.resetPassword, locale, { token })

export const myTemplateUrl = (serverUrl: string, id: number | string, locale: Locale) =>
  communityUrl(serverUrl, `${COMMUNITY_PATHS.myTemplates}/${encodeURIComponent(String(id))}`, locale)

export const onlineTemplateUrl = (serverUrl: string, id: number | string, locale: Locale) =>
  communityUrl(serverUrl, `${COMMUNITY_PATHS.templates}/${encodeURIComponent(String(id))}`, locale)

export type Email = { subject: string; text: string; html: string }

export function oneLine(value: string, maxLength = 120): string {
  return headerValue(value, maxLength)
}

// Moves the author made themselves send nothing.
export type StatusEmailKind = 'online' | 'rejected' | 'approvalRequested'

export function statusEmailKind(toStatus: number): StatusEmailKind | undefined {
  switch (toStatus) {
    case TEMPLATE_STATUS.APPROVED:
    case TEMPLATE_STATUS.APPROVED_PAID:
      return 'online'
    case TEMPLATE_STATUS.REJECTED:
      return 'rejected'
    case TEMPLATE_STATUS.PENDING_USER_TO_APPROVE:
      return 'approvalRequested'
    default:
      return undefined
  }
}
