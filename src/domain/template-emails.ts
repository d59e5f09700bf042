/**
 * The emails community members get: confirming their address, resetting their password, and
 * the news about a template they shared (online, changes required, a moderator's edits to
 * approve). Pure: the collection hooks and the email task hand over the values and send the
 * result through Payload's email adapter. Everything a member typed (name, title) is escaped
 * in the HTML and kept on one line in the subject.
 */
import { escapeHtml, headerValue } from './email-text'
import type { Locale } from './locales'
import { pathFor } from './paths'
import { type RejectReason, TEMPLATE_STATUS } from './templates'

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
  /** The public gallery (src/domain/template-gallery.ts); `/{id}` is an online template's page. */
  templates: '/templates/community',
} as const

/** An absolute link to a community page in the member's language. */
export function communityUrl(serverUrl: string, path: string, locale: Locale, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return `${serverUrl.replace(/\/+$/, '')}${pathFor({ path }, locale)}${search}`
}

export const verifyEmailUrl = (serverUrl: string, token: string, locale: Locale) =>
  communityUrl(serverUrl, COMMUNITY_PATHS.verify, locale, { token })

export const resetPasswordUrl = (serverUrl: string, token: string, locale: Locale) =>
  communityUrl(serverUrl, COMMUNITY_PATHS.resetPassword, locale, { token })

export const myTemplateUrl = (serverUrl: string, id: number | string, locale: Locale) =>
  communityUrl(serverUrl, `${COMMUNITY_PATHS.myTemplates}/${encodeURIComponent(String(id))}`, locale)

export const onlineTemplateUrl = (serverUrl: string, id: number | string, locale: Locale) =>
  communityUrl(serverUrl, `${COMMUNITY_PATHS.templates}/${encodeURIComponent(String(id))}`, locale)

export type Email = { subject: string; text: string; html: string }

/** A value fit for a subject line: no line breaks or control characters, bounded. */
export function oneLine(value: string, maxLength = 120): string {
  return headerValue(value, maxLength)
}

type Paragraph = string | { link: string; label: string }

/** One email from its paragraphs: the text version and the same in simple HTML. */
function compose(subject: string, paragraphs: Paragraph[]): Email {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)).join('\n\n')
  const html = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`,
    )
    .join('\n')
  return { subject: oneLine(subject, 200), text, html }
}

const greeting = (name: string | null | undefined) => (name?.trim() ? `Hello ${oneLine(name, 80)},` : 'Hello,')

type AccountEmail = { name?: string | null; url: string; brandName: string }

export function memberVerificationEmail({ name, url, brandName }: AccountEmail): Email {
  return compose(`Confirm your email address for the ${brandName} community`, [
    greeting(name),
    `Thanks for joining the ${brandName} community. Confirm your email address to log in and share your templates.`,
    { link: url, label: 'Confirm my email address' },
    'If you did not sign up, ignore this email: no account is opened without the confirmation.',
  ])
}

export function memberPasswordResetEmail({ name, url, brandName }: AccountEmail): Email {
  return compose(`Reset your ${brandName} community password`, [
    greeting(name),
    'Someone asked to reset the password of your community account. The link works for one hour.',
    { link: url, label: 'Choose a new password' },
    'If it was not you, ignore this email: your password stays as it is.',
  ])
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

/** What a rejection reason asks of the author. */
export const REJECT_REASON_ADVICE: Record<RejectReason, string> = {
  None: 'A moderator asked for changes before it can go online.',
  'Bad Selfie': 'The selfie does not meet our guidelines: use a clear, recent photo of yourself.',
  'Bad Text': 'The story needs more work: tell how your team uses the board, in paragraphs of at least 50 words.',
  'Bad Selfie and Text':
    'Both the selfie and the story need changes: use a clear, recent photo of yourself, and tell how your team uses the board.',
}

export type TemplateStatusEmail = {
  kind: StatusEmailKind
  title: string
  name?: string | null
  rejectReason?: RejectReason | null
  /** The online template's page (online), or the member's own page of it (the others). */
  url: string
  brandName: string
}

export function templateStatusEmail({ kind, title, name, rejectReason, url, brandName }: TemplateStatusEmail): Email {
  const quoted = `“${oneLine(title, 120)}”`
  switch (kind) {
    case 'online':
      return compose('Your template is online', [
        greeting(name),
        `Good news: your template ${quoted} was approved and is now online in the ${brandName} template gallery.`,
        { link: url, label: 'See your template' },
      ])
    case 'rejected':
      return compose('Your template needs changes', [
        greeting(name),
        `Thank you for sharing ${quoted}. Before it can go online it needs some changes.`,
        `Reason: ${rejectReason ?? 'None'}. ${REJECT_REASON_ADVICE[rejectReason ?? 'None']}`,
        'Edit the template and save it: it goes back to the moderators for review.',
        { link: url, label: 'Edit your template' },
      ])
    case 'approvalRequested':
      return compose('A moderator suggested changes to your template', [
        greeting(name),
        `A moderator edited ${quoted} and needs your approval before it goes online.`,
        'Review the changes, then approve them to put the template online, or reject them.',
        { link: url, label: 'Review the changes' },
      ])
  }
}
