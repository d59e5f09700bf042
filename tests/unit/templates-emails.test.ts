import { describe, expect, it } from 'vitest'

import { COMMUNITY_PATHS, communityUrl, myTemplateUrl, onlineTemplateUrl, resetPasswordUrl, statusEmailKind, verifyEmailUrl } from '@/domain/templates/emails'
import { communityPasswordResetEmail, communityTemplateStatusEmail, communityVerificationEmail } from '@/cms/email/community-emails'
import { REJECT_REASONS, TEMPLATE_STATUS } from '@/domain/templates/templates'

const SITE = 'https://www.orbit.example/'

describe('links to the community pages', () => {
  it('are absolute, in the member’s language, with the token as a query parameter', () => {
    expect(verifyEmailUrl(SITE, 'abc123', 'en')).toBe('https://www.orbit.example/community/verify?token=abc123')
    expect(verifyEmailUrl(SITE, 'abc123', 'de')).toBe('https://www.orbit.example/lang/de/community/verify?token=abc123')
    expect(resetPasswordUrl(SITE, 'a&b', 'zh-tw')).toBe('https://www.orbit.example/lang/zh-tw/community/reset-password?token=a%26b')
    expect(myTemplateUrl(SITE, 42, 'fr')).toBe('https://www.orbit.example/lang/fr/community/my-templates/42')
    expect(onlineTemplateUrl(SITE, 42, 'en')).toBe('https://www.orbit.example/templates/community/42')
    expect(communityUrl('http://localhost:3000', COMMUNITY_PATHS.templates, 'en')).toBe('http://localhost:3000/templates/community')
  })
})

describe('account emails', () => {
  it('confirm the address with the link, escaping the name', () => {
    const email = communityVerificationEmail({ locale: 'en', name: '<b>Dana</b>', serverUrl: 'https://x.example', token: '1"2', brandName: 'Orbit' })
    expect(email.subject).toBe('Confirm your email address for the Orbit community')
    expect(email.html).toContain('href="https://x.example/community/verify?token=1%222"')
    expect(email.html).toContain('Hello &lt;b&gt;Dana&lt;/b&gt;,')
    expect(email.html).not.toContain('<b>Dana')
    expect(email.text).toContain('Confirm my email address: https://x.example/community/verify?token=1%222')
  })

  it('reset the password with a link that works for an hour', () => {
    const email = communityPasswordResetEmail({ locale: 'en', name: null, serverUrl: 'https://x.example', token: '9', brandName: 'Orbit' })
    expect(email.subject).toBe('Reset your Orbit community password')
    expect(email.text).toMatch(/^Hello,/)
    expect(email.text).toContain('one hour')
  })
})

/** An English member's email about template 1 on https://x.example. */
function statusEmail(values: { toStatus: number; title: string; name?: string; rejectReason?: (typeof REJECT_REASONS)[number] }) {
  return communityTemplateStatusEmail({ locale: 'en', templateId: 1, serverUrl: 'https://x.example', brandName: 'Orbit', ...values })!
}

describe('status emails', () => {
  it('go out for approval, rejection and a request for the author’s approval only', () => {
    const kinds = Object.fromEntries(Object.entries(TEMPLATE_STATUS).map(([name, code]) => [name, statusEmailKind(code)]))
    expect(kinds).toEqual({
      PENDING: undefined,
      APPROVED: 'online',
      REJECTED: 'rejected',
      APPROVED_PAID: 'online',
      PENDING_USER_TO_APPROVE: 'approvalRequested',
      APPROVED_BY_USER: undefined, // the author's own move
      REJECTED_BY_USER: undefined,
      DUPLICATED: undefined,
      DELETED: undefined,
    })
  })

  it('say the template is online, with its link', () => {
    const email = statusEmail({ toStatus: TEMPLATE_STATUS.APPROVED, title: 'Launch plan', name: 'Dana' })
    expect(email.subject).toBe('Your template is online')
    expect(email.text).toContain('“Launch plan” was approved and is now online in the Orbit template gallery')
    expect(email.text).toContain('See your template: https://x.example/templates/community/1')
  })

  it.each(REJECT_REASONS)('give the reason of a rejection (%s) and what to do', (reason) => {
    const email = statusEmail({ toStatus: TEMPLATE_STATUS.REJECTED, title: 'Launch plan', rejectReason: reason })
    expect(email.subject).toBe('Your template needs changes')
    expect(email.text).toContain(`Reason: ${reason}.`)
    expect(email.text).toContain('goes back to the moderators')
  })

  it('ask for the author’s approval of a moderator’s edits', () => {
    const email = statusEmail({ toStatus: TEMPLATE_STATUS.PENDING_USER_TO_APPROVE, title: 'Launch plan' })
    expect(email.subject).toBe('A moderator suggested changes to your template')
    expect(email.text).toContain('Review the changes: https://x.example/community/my-templates/1')
  })

  it('keep a title typed by a member on one line in the text and escaped in the HTML', () => {
    const email = statusEmail({ toStatus: TEMPLATE_STATUS.APPROVED, title: 'Plan\r\nBcc: x@evil.example <script>' })
    expect(email.html).not.toContain('<script>')
    expect(email.text).toContain('“Plan Bcc: x@evil.example <script>”')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })
})
