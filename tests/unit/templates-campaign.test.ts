import { describe, expect, it } from 'vitest'

import { MAX_ATTRIBUTION_VALUE_LENGTH } from '@/domain/attribution/attribution'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import { TEMPLATE_CAMPAIGN_COOKIES, templateCampaignFromCookies } from '@/domain/templates/campaign'
import { CAMPAIGN_FIELDS } from '@/domain/templates/templates'

const NOW = new Date('2026-03-01T09:30:00Z')

describe('a template’s campaign fields', () => {
  it('come from the visit’s attribution cookies, dated now, the slug from the landing page', () => {
    const cookies = new Map([
      [COOKIE_NAMES.campaign, 'spring'],
      [COOKIE_NAMES.source, 'newsletter'],
      [COOKIE_NAMES.medium, 'email'],
      [COOKIE_NAMES.content, 'hero'],
      [COOKIE_NAMES.landingPage, '/lang/de/w/crm/'],
      [COOKIE_NAMES.keyword, 'not a template field'],
    ])
    expect(templateCampaignFromCookies(cookies, NOW)).toEqual({
      campaign: 'spring',
      source: 'newsletter',
      medium: 'email',
      content: 'hero',
      campaignDate: '2026-03-01T09:30:00.000Z',
      slug: '/lang/de/w/crm',
    })
  })

  it('cover the spec’s campaign fields', () => {
    expect([...Object.keys(TEMPLATE_CAMPAIGN_COOKIES), 'campaignDate'].sort()).toEqual([...CAMPAIGN_FIELDS].sort())
  })

  it('are only the date without cookies', () => {
    expect(templateCampaignFromCookies(new Map(), NOW)).toEqual({ campaignDate: NOW.toISOString() })
  })

  it('clean what a visitor could forge: control characters, length, and a landing page off the site', () => {
    const cookies = new Map([
      [COOKIE_NAMES.campaign, ` spr\u0000ing\r\n${'x'.repeat(300)}`],
      [COOKIE_NAMES.source, '   '],
      [COOKIE_NAMES.landingPage, '//evil.example/path'],
    ])
    const campaign = templateCampaignFromCookies(cookies, NOW)
    expect(campaign.campaign).toMatch(/^spring/)
    expect(campaign.campaign).toHaveLength(MAX_ATTRIBUTION_VALUE_LENGTH)
    expect(campaign.source).toBeUndefined()
    expect(campaign.slug).toBeUndefined()
    expect(templateCampaignFromCookies(new Map([[COOKIE_NAMES.landingPage, 'https://evil.example/']]), NOW).slug).toBeUndefined()
  })
})
