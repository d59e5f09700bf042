import { describe, expect, it } from 'vitest'

import { statusDisplayText, STATUS_OPTIONS } from '@/cms/collections/CommunityTemplates/statuses'
import { communityTemplateStatusEmail } from '@/cms/email/community-emails'
import { waitedText, waitingSince } from '@/domain/templates/moderation-queue'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'

const NOW = new Date('2026-11-25T12:00:00.000Z')

describe('how long a template has waited', () => {
  it('counts from its last move, else from when it was shared', () => {
    const createdAt = '2026-11-20T12:00:00.000Z'
    expect(waitingSince({ createdAt })).toBe(createdAt)
    expect(
      waitingSince({
        createdAt,
        history: [
          { toStatus: 0, at: createdAt },
          { toStatus: 2, at: '2026-11-22T12:00:00.000Z' },
          { toStatus: 0, at: '2026-11-24T12:00:00.000Z' },
        ],
      }),
    ).toBe('2026-11-24T12:00:00.000Z')
    expect(waitingSince({ createdAt: 'not a date' })).toBeUndefined()
  })

  it.each([
    ['2026-11-25T11:59:30.000Z', 'waiting just now'],
    ['2026-11-25T11:59:00.000Z', 'waiting 1 minute'],
    ['2026-11-25T09:00:00.000Z', 'waiting 3 hours'],
    ['2026-11-24T11:00:00.000Z', 'waiting 1 day'],
    ['2026-11-15T12:00:00.000Z', 'waiting 10 days'],
    ['2026-11-26T12:00:00.000Z', 'waiting just now'],
  ])('says %s is “%s”', (since, text) => {
    expect(waitedText(since, NOW)).toBe(text)
  })

  it('says so when nothing tells', () => {
    expect(waitedText(undefined, NOW)).toBe('waiting time unknown')
  })
})

describe('status labels in the admin', () => {
  it('show the spec’s text without internal names or codes', () => {
    for (const option of STATUS_OPTIONS) expect(option.label).not.toMatch(/\d|_|\(pending|\(approved,/)
    expect(STATUS_OPTIONS.find((option) => option.value === 'pending')?.label).toBe('Awaiting approval')
    expect(statusDisplayText(TEMPLATE_STATUS.APPROVED_PAID)).toBe('Approved (online), paid')
    expect(new Set(STATUS_OPTIONS.map((option) => option.label)).size).toBe(STATUS_OPTIONS.length)
  })
})

describe('the rejection email', () => {
  const base = {
    toStatus: TEMPLATE_STATUS.REJECTED,
    templateId: 7,
    title: 'Sprint board',
    name: 'Dana',
    rejectReason: 'Bad Selfie' as const,
    serverUrl: 'https://orbit.example',
    brandName: 'Orbit',
  }

  it('carries the moderator’s note beside the reason, in the author’s language', () => {
    const email = communityTemplateStatusEmail({ ...base, locale: 'de', note: 'Bitte ein helleres Foto <b>verwenden</b>.' })!
    expect(email.text).toContain('Hinweis der Moderation: Bitte ein helleres Foto <b>verwenden</b>.')
    expect(email.html).toContain('&lt;b&gt;verwenden&lt;/b&gt;')
  })

  it('says nothing of a note when there is none', () => {
    const email = communityTemplateStatusEmail({ ...base, locale: 'en', note: '  ' })!
    expect(email.text).not.toContain('Note from the moderator')
  })
})
