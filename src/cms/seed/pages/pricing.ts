import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import { messages } from '@/i18n/messages'

import { paragraphs } from '../richText'

/** The products the pricing page shows, the flagship first, each under its own heading. */
const TABLES = [
  ['work-management', 'pricingTableWorkManagement'],
  ['crm', 'pricingTableCrm'],
  ['dev', 'pricingTableDev'],
  ['service', 'pricingTableService'],
  ['marketing_campaigns', 'pricingTableEmailCampaigns'],
] as const

const FAQ = ['Trial', 'Seats', 'Yearly', 'Change', 'Nonprofit'] as const

/** The pricing page in `locale`: every product's plans, the pricing questions, and a way to start. */
export function pricingPage(brand: string, signUp: string, locale: Locale = 'en'): RequiredDataFromCollectionSlug<'pages'> {
  const t = messages(locale).starterPages
  const f = (text: string) => formatText(text, { brand })
  return {
    title: t.pricingTitle,
    path: '/pricing',
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
