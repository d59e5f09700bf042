/**
 * What the community emails link to and which moves send one. Their texts, in the member's
 * language, are in src/cms/email/community-emails.ts; the collection hooks and the email task send them
 * through Payload's email adapter.
 */
import { headerValue } from './email-text'
import type { Locale } from './locales'
import { pathFor } from './paths'
import { TEMPLATE_STATUS } from './templates'

/**
 * The site's community pages the emails link to. The pages themselves belong to the site;
 * this is the one place their paths are written.
 */
export const COMMUNITY_PATHS = {
  /** Confirms a new member's address: `?token=` from the verification email. */
  verify: '/community/verify',
  /** Sets a new password: `?token=` from the reset email. */
  resetPassword: '/community/reset-password',
  /** The member's own templates; `/{id}` shows one with its status, the moderator's edits, and the edit form. */
  myTemplates: '/community/my-templates',
  /** The public gallery (src/domain/template-gallery-query.ts); `/{id}` is an online template's page. */
  templates: '/templates/community',
} as const

/** An absolute link to a community page in the member's language. */
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

/** A value fit for a subject line: no line breaks or control characters, bounded. */
export function oneLine(value: string, maxLength = 120): string {
  return headerValue(value, maxLength)
}

/** The moves a template's author hears about; moves the author made themselves send nothing. */
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
