import { describe, expect, it } from 'vitest'

import { communityPasswordResetEmail, communityTemplateStatusEmail, communityVerificationEmail } from '@/cms/email/community-emails'
import { memberSignupNoticeEmail } from '@/cms/email/signup-notice-email'
import { type Locale, LOCALE_CODES, TRANSLATED_LOCALES } from '@/domain/locales'
import { communityEmailText, type CommunityEmailTextKey } from '@/i18n/email-text'
import { interfaceText } from '@/i18n/interface-text'
import { REJECT_REASONS, TEMPLATE_STATUS, templateStatusText } from '@/domain/templates/templates'

const SITE = 'https://www.orbit.example/'
const english = communityEmailText('en')
const KEYS = Object.keys(english) as CommunityEmailTextKey[]

const status = (locale: Locale, toStatus: number, extra: { title?: string; name?: string | null } = {}) =>
  communityTemplateStatusEmail({
    locale,
    toStatus,
    templateId: 42,
    title: extra.title ?? 'Sprint board',
    name: extra.name === undefined ? 'Dana' : extra.name,
    rejectReason: 'Bad Selfie',
    serverUrl: SITE,
    brandName: 'Orbit',
  })!

// Every text, non-empty, with English's placeholders, in every locale: tests/unit/i18n.test.ts.
describe('community email text', () => {
  it('translates every text apart from a few words that read the same, and reads English for Singapore and the Philippines', () => {
    expect(communityEmailText('en-sg')).toEqual(english)
    expect(communityEmailText('en-ph')).toEqual(english)
    for (const locale of TRANSLATED_LOCALES) {
      const same = KEYS.filter((key) => communityEmailText(locale)[key] === english[key])
      expect(
        same.filter((key) => key !== 'statusLine'),
        locale,
      ).toEqual([]) // "Status: {status}" is German, Dutch, Polish, Swedish, Portuguese too
    }
  })

  it('falls back to English for a locale it does not know', () => {
    expect(communityEmailText('xx' as Locale)).toBe(english)
    expect(communityEmailText('__proto__' as Locale)).toBe(english)
  })
})

describe('a German member', () => {
  it('gets the confirmation and reset emails in German, linking to the German pages', () => {
    const verify = communityVerificationEmail({ locale: 'de', name: 'Jana', serverUrl: SITE, token: 'abc', brandName: 'Orbit' })
    expect(verify.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für die Orbit-Community')
    expect(verify.text).toMatch(/^Hallo Jana,/)
    expect(verify.text).toContain('Meine E-Mail-Adresse bestätigen: https://www.orbit.example/lang/de/community/verify?token=abc')
    expect(verify.html).toContain('href="https://www.orbit.example/lang/de/community/verify?token=abc"')

    const reset = communityPasswordResetEmail({ locale: 'de', name: null, serverUrl: SITE, token: 'r1', brandName: 'Orbit' })
    expect(reset.subject).toBe('Setzen Sie Ihr Passwort für die Orbit-Community zurück')
    expect(reset.text).toMatch(/^Hallo,/)
    expect(reset.text).toContain('https://www.orbit.example/lang/de/community/reset-password?token=r1')
  })

  it('gets the status emails in German, with the status as the member pages name it, linking to the German pages', () => {
    const online = status('de', TEMPLATE_STATUS.APPROVED)
    expect(online.subject).toBe('Ihre Vorlage ist online')
    expect(online.text).toContain('„Sprint board“')
    expect(online.text).toContain(`Status: ${interfaceText('de').communityStatusOnline}`)
    expect(online.text).toContain('https://www.orbit.example/lang/de/templates/community/42')

    const rejected = status('de', TEMPLATE_STATUS.REJECTED)
    expect(rejected.subject).toBe('Ihre Vorlage braucht Änderungen')
    expect(rejected.text).toContain('Grund: Selfie ungeeignet.')
    expect(rejected.text).toContain(`Status: ${interfaceText('de').communityStatusRejected}`)
    expect(rejected.text).toContain('https://www.orbit.example/lang/de/community/my-templates/42')

    const approval = status('de', TEMPLATE_STATUS.PENDING_USER_TO_APPROVE)
    expect(approval.subject).toBe('Ein Moderator hat Änderungen an Ihrer Vorlage vorgeschlagen')
    expect(approval.text).toContain('https://www.orbit.example/lang/de/community/my-templates/42')
  })

  it('gets the note about a sign-up with their address in German', () => {
    const notice = memberSignupNoticeEmail({ locale: 'de', name: 'Jana', serverUrl: SITE, brandName: 'Orbit' })
    expect(notice.subject).toContain('Orbit-Community')
    expect(notice.text).toContain('Anmelden: https://www.orbit.example/lang/de/community/login')
    expect(notice.text).toContain('Neues Passwort wählen: https://www.orbit.example/lang/de/community/forgot-password')
  })
})

describe('an English member', () => {
  it('gets the account emails in English, linking to the pages of their locale', () => {
    const verify = communityVerificationEmail({ locale: 'en', name: 'Dana', serverUrl: SITE, token: 'abc', brandName: 'Orbit' })
    expect(verify.subject).toBe('Confirm your email address for the Orbit community')
    expect(verify.text).toBe(
      [
        'Hello Dana,',
        'Thanks for joining the Orbit community. Confirm your email address to log in and share your templates.',
        'Confirm my email address: https://www.orbit.example/community/verify?token=abc',
        'If you did not sign up, ignore this email: no account is opened without the confirmation.',
      ].join('\n\n'),
    )
    const reset = communityPasswordResetEmail({ locale: 'en-sg', name: null, serverUrl: SITE, token: 'r', brandName: 'Orbit' })
    expect(reset.subject).toBe('Reset your Orbit community password')
    expect(reset.text).toContain('Choose a new password: https://www.orbit.example/lang/en-sg/community/reset-password?token=r')
  })

  it('gets the status emails with the spec’s status text', () => {
    for (const toStatus of [TEMPLATE_STATUS.APPROVED, TEMPLATE_STATUS.REJECTED, TEMPLATE_STATUS.PENDING_USER_TO_APPROVE]) {
      expect(status('en', toStatus).text).toContain(`Status: ${templateStatusText(toStatus)}`)
    }
    expect(status('en', TEMPLATE_STATUS.REJECTED).subject).toBe('Your template needs changes')
  })

  it('names every rejection reason and what it asks', () => {
    for (const reason of REJECT_REASONS) {
      const email = communityTemplateStatusEmail({
        locale: 'en',
        toStatus: TEMPLATE_STATUS.REJECTED,
        templateId: 1,
        title: 'T',
        rejectReason: reason,
        serverUrl: SITE,
        brandName: 'Orbit',
      })!
      expect(email.text).toContain(`Reason: ${reason}. `)
    }
  })

  it('gets nothing for a move the author hears nothing about', () => {
    expect(
      communityTemplateStatusEmail({ locale: 'en', toStatus: TEMPLATE_STATUS.PENDING, templateId: 1, title: 'T', serverUrl: SITE, brandName: 'Orbit' }),
    ).toBeUndefined()
  })
})

describe('an unknown locale', () => {
  it('reads English', () => {
    const email = status('xx' as Locale, TEMPLATE_STATUS.APPROVED)
    expect(email.subject).toBe('Your template is online')
    expect(email.text).toContain('Status: Approved (online)')
  })
})

describe('what members typed', () => {
  it('is escaped in the HTML and kept on one line, in every language', () => {
    for (const locale of LOCALE_CODES) {
      const name = '<img src=x onerror=alert(1)> "Dana" & \'co\'\r\nBcc: evil@example.com'
      const title = '<script>alert("t")</script>\nTitle'
      const emails = [
        communityVerificationEmail({ locale, name, serverUrl: SITE, token: 'a"b<c', brandName: 'Orbit' }),
        communityPasswordResetEmail({ locale, name, serverUrl: SITE, token: 't', brandName: 'Orbit' }),
        memberSignupNoticeEmail({ locale, name, serverUrl: SITE, brandName: 'Orbit' }),
        status(locale, TEMPLATE_STATUS.APPROVED, { name, title }),
        status(locale, TEMPLATE_STATUS.REJECTED, { name, title }),
        status(locale, TEMPLATE_STATUS.PENDING_USER_TO_APPROVE, { name, title }),
      ]
      for (const email of emails) {
        expect(email.html, locale).not.toMatch(/<(img|script)/)
        expect(email.html, locale).not.toContain('"Dana"')
        expect(email.subject, locale).not.toMatch(/[\r\n]/)
        expect(email.text, locale).not.toContain('\r')
      }
      expect(emails[0]!.html, locale).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Dana&quot; &amp; &#39;co&#39; Bcc: evil@example.com')
      expect(emails[3]!.html, locale).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; Title')
    }
  })
})
