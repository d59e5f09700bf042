import type { Page } from '@/payload-types'

import { paragraphs } from '../richText'

export type LayoutBlock = NonNullable<Page['layout']>[number]

/** What a page body needs from the site: the brand's name and where sign-up buttons lead. */
export type PageContext = { brand: string; signUp: string }

/** `{brand}` in seed texts stands for the brand's name. */
export const fill = (text: string, brand: string) => text.replaceAll('{brand}', brand)

/** A product or use-case page: what it does, feature sections, a customer story, an FAQ. */
export type ProductPageContent = {
  /** The paragraph under the hero: what the product does, for whom. */
  overview: string
  /** Three to five feature sections, each a heading, a sentence and its capabilities. */
  sections: { heading: string; intro: string; items: [title: string, text: string][] }[]
  story: { quote: string; person: string; role: string; company: string }
  faq: [question: string, answer: string][]
  cta: { heading: string; text: string }
}

/** The blocks of a product or use-case page after its hero, `{brand}` filled in. */
export function productLayout(content: ProductPageContent, { brand, signUp }: PageContext): LayoutBlock[] {
  const f = (text: string) => fill(text, brand)
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
      heading: 'Frequently asked questions',
      items: content.faq.map(([question, answer]) => ({ question: f(question), answer: paragraphs(f(answer)) })),
    },
    {
      blockType: 'callToAction',
      heading: f(content.cta.heading),
      text: f(content.cta.text),
      primaryLink: { text: 'Get started', url: signUp, newTab: false },
      hasSecondaryLink: true,
      secondaryLink: { text: 'Contact sales', url: '/sales/contact-us?from=page', newTab: false },
    },
  ]
}

/** A page of entries (articles, posts, webinars, press releases): a title, a date line and a summary each. */
export function entryList(heading: string, entries: [title: string, meta: string, summary: string][]): LayoutBlock {
  return {
    blockType: 'featureGrid',
    heading,
    items: entries.map(([title, meta, summary]) => ({ title, text: `${meta} · ${summary}` })),
  }
}
