import type { Locale } from '@/domain/locales'
import { type ProductPageCopy, seedCopy } from '../copy'
import type { Page } from '@/payload-types'

import type { ScreenKey } from '../illustrations/catalogue'

import { paragraphs } from '../rich-text'

export type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * `slug` is the brand's in addresses and package names (the developer docs' code samples); `screens` are the
 * seeded product screens' media ids, for the pages that show them.
 */
export type PageContext = { brand: string; slug: string; signUp: string; screens?: Partial<Record<ScreenKey, number>> }

/** `{brand}` in seed texts stands for the brand's name. */
export const fill = (text: string, brand: string) => text.replaceAll('{brand}', brand)

export type ProductPageContent = Omit<ProductPageCopy, 'title' | 'summary'>

export function productLayout(content: ProductPageContent, { brand, signUp }: PageContext, locale: Locale = 'en'): LayoutBlock[] {
  const f = (text: string) => fill(text, brand)
  const t = seedCopy(locale)
  return [
    { blockType: 'richText', content: paragraphs(f(content.overview)) },
    ...content.sections.map((section): LayoutBlock => ({
      blockType: 'featureGrid',
      heading: f(section.heading),
      intro: f(section.intro),
      items: section.items.map(([title, text]) => ({ title: f(title), text: f(text) })),
    })),
    { blockType: 'customerStory', ...content.story, quote: f(content.story.quote) },
    {
      blockType: 'faq',
      heading: t.productPages.faqHeading,
      items: content.faq.map(([question, answer]) => ({ question: f(question), answer: paragraphs(f(answer)) })),
    },
    {
      blockType: 'callToAction',
      heading: f(content.cta.heading),
      text: f(content.cta.text),
      primaryLink: { text: t.starterPages.getStarted, url: signUp, newTab: false },
      hasSecondaryLink: true,
      secondaryLink: { text: t.starterPages.contactSales, url: '/sales/contact-us?from=page', newTab: false },
    },
  ]
}

export function entryList(heading: string, entries: [title: string, meta: string, summary: string][]): LayoutBlock {
  return {
    blockType: 'featureGrid',
    heading,
    items: entries.map(([title, meta, summary]) => ({ title, text: `${meta} · ${summary}` })),
  }
}
