import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'

import { seedCopy } from '../copy'
import { paragraphs } from '../rich-text'

export const PRICING_PATH = '/pricing'

const TABLES = [
  ['work-management', 'pricingTableWorkManagement'],
  ['crm', 'pricingTableCrm'],
  ['dev', 'pricingTableDev'],
  ['service', 'pricingTableService'],
  ['marketing_campaigns', 'pricingTableEmailCampaigns'],
] as const

/** The products the pricing page has a table for, in its order. */
export const PRICING_PAGE_PRODUCTS = TABLES.map(([product]) => product)

const FAQ = ['Trial', 'Seats', 'Yearly', 'Change', 'Nonprofit'] as const

export function pricingPage(brand: string, signUp: string, locale: Locale = 'en'): RequiredDataFromCollectionSlug<'pages'> {
  const t = seedCopy(locale).starterPages
  const f = (text: string) => formatText(text, { brand })
  return {
    title: t.pricingTitle,
    path: PRICING_PATH,
    headerVariant: 'main',
    seo: { description: t.pricingSummary },
    layout: [
      { blockType: 'hero', heading: t.pricingTitle, subheading: t.pricingSummary, links: [{ text: t.getStarted, url: signUp, newTab: false }] },
      ...TABLES.map(([product, heading]) => ({ blockType: 'pricingTable' as const, heading: f(t[heading]), product, billing: 'yearly' as const })),
      {
        blockType: 'faq',
        heading: t.pricingFaqHeading,
        items: FAQ.map((topic) => ({ question: f(t[`pricingFaq${topic}Question`]), answer: paragraphs(f(t[`pricingFaq${topic}Answer`])) })),
      },
      {
        blockType: 'callToAction',
        heading: f(t.pricingCtaHeading),
        text: t.pricingCtaText,
        primaryLink: { text: t.getStarted, url: signUp, newTab: false },
        hasSecondaryLink: true,
        secondaryLink: { text: t.contactSales, url: '/sales/contact-us?from=page', newTab: false },
      },
    ],
    _status: 'published',
  }
}
