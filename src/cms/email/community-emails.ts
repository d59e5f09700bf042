/**
 * The emails community members get, in the member's language (the `locale` they chose at sign-up):
 * confirming their address, resetting their password, and the news about a template they shared.
 * Their words are in src/i18n (the `emails` namespace).
 *
 * Pure: the collection hooks and the email task hand over the values and send the result through
 * Payload's email adapter. Everything a member typed (name, title) is kept on one line and escaped
 * in the HTML; links are made by the one path helper (communityUrl → pathFor).
 */
import { statusTextKey } from '@/domain/community-templates'
import { escapeHtml } from '@/domain/email-text'
import type { Locale } from '@/domain/locales'
import { type Email, myTemplateUrl, oneLine, onlineTemplateUrl, resetPasswordUrl, statusEmailKind, verifyEmailUrl } from '@/domain/template-emails'
import type { RejectReason } from '@/domain/templates'
import { type CommunityEmailText, type CommunityEmailTextKey, communityEmailText } from '@/i18n/email-text'
import { formatText } from '@/i18n/format'
import { interfaceText } from '@/i18n/interface-text'

type Paragraph = string | { link: string; label: string }

/** One email from its paragraphs: the text version and the same in simple HTML, every part escaped. */
export function composeEmail(subject: string, paragraphs: Paragraph[]): Email {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)).join('\n\n')
  const html = paragraphs
    .map((part) => (typeof part === 'string' ? `<p>${escapeHtml(part)}</p>` : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`))
    .join('\n')
  return { subject: oneLine(subject, 200), text, html }
}

/** "Hello Dana," with the member's name on one line, or "Hello," without one. */
export function greetingText(text: CommunityEmailText, name: string | null | undefined): string {
  return name?.trim() ? formatText(text.greeting, { name: oneLine(name, 80) }) : text.greetingNoName
}

export type AccountEmail = { locale: Locale; name?: string | null; serverUrl: string; token: string; brandName: string }

export function communityVerificationEmail({ locale, name, serverUrl, token, brandName }: AccountEmail): Email {
  const text = communityEmailText(locale)
  const brand = { brand: brandName }
  return composeEmail(formatText(text.verifySubject, brand), [
    greetingText(text, name),
    formatText(text.verifyIntro, brand),
    { link: verifyEmailUrl(serverUrl, token, locale), label: text.verifyLink },
    text.verifyIgnore,
  ])
}

export function communityPasswordResetEmail({ locale, name, serverUrl, token, brandName }: AccountEmail): Email {
  const text = communityEmailText(locale)
  return composeEmail(formatText(text.resetSubject, { brand: brandName }), [
    greetingText(text, name),
    text.resetIntro,
    { link: resetPasswordUrl(serverUrl, token, locale), label: text.resetLink },
    text.resetIgnore,
  ])
}

/** The words of each rejection reason: its name, and what it asks of the author. */
const REJECT_REASON_TEXT = {
  None: ['reasonNone', 'adviceNone'],
  'Bad Selfie': ['reasonBadSelfie', 'adviceBadSelfie'],
  'Bad Text': ['reasonBadText', 'adviceBadText'],
  'Bad Selfie and Text': ['reasonBadSelfieAndText', 'adviceBadSelfieAndText'],
} as const satisfies Record<RejectReason, readonly [CommunityEmailTextKey, CommunityEmailTextKey]>

export type CommunityTemplateStatusEmail = {
  locale: Locale
  /** The status the template moved to: decides the email (statusEmailKind) and names it. */
  toStatus: number
  templateId: number | string
  title: string
  name?: string | null
  rejectReason?: RejectReason | null
  /** The moderator's own words with a rejection, shown beside the reason. */
  note?: string | null
  serverUrl: string
  brandName: string
}

/**
 * The email about a moderator's move, linking to the online template's page (online) or the
 * member's own page of it (the others); undefined for a move the author hears nothing about.
 * The status reads as the member's pages show it (interface text, SPEC §4's words in English).
 */
export function communityTemplateStatusEmail(email: CommunityTemplateStatusEmail): Email | undefined {
  const { locale, toStatus, templateId, title, name, serverUrl, brandName } = email
  const kind = statusEmailKind(toStatus)
  if (!kind) return undefined
  const text = communityEmailText(locale)
  const values = { title: oneLine(title, 120), brand: brandName }
  const greeting = greetingText(text, name)
  const status = formatText(text.statusLine, { status: interfaceText(locale)[statusTextKey(toStatus)] })
  const ownPage = myTemplateUrl(serverUrl, templateId, locale)
  switch (kind) {
    case 'online':
      return composeEmail(text.onlineSubject, [
        greeting,
        formatText(text.onlineIntro, values),
        status,
        { link: onlineTemplateUrl(serverUrl, templateId, locale), label: text.onlineLink },
      ])
    case 'rejected': {
      const [reason, advice] = REJECT_REASON_TEXT[email.rejectReason ?? 'None']
      return composeEmail(text.rejectedSubject, [
        greeting,
        formatText(text.rejectedIntro, values),
        status,
        formatText(text.rejectedReason, { reason: text[reason], advice: text[advice] }),
        ...(email.note?.trim() ? [formatText(text.rejectedNote, { note: email.note.trim().slice(0, 1000) })] : []),
        text.rejectedNext,
        { link: ownPage, label: text.rejectedLink },
      ])
    }
    case 'approvalRequested':
      return composeEmail(text.approvalSubject, [
        greeting,
        formatText(text.approvalIntro, values),
        status,
        text.approvalNext,
        { link: ownPage, label: text.approvalLink },
      ])
  }
}
