import { seedCopy } from '../copy'
import type { InfoPageCopy } from '../english-pages'
import { paragraphs } from '../rich-text'
import type { LayoutBlock, PageContext } from './build'

/** A feature, solution, company or trust page: its overview, each section with its screen, then its questions. */
export function infoLayout(content: InfoPageCopy, { brand, slug, screens }: PageContext): LayoutBlock[] {
  const f = (text: string) => text.replaceAll('{brand}', brand).replaceAll('{slug}', slug)
  return [
    { blockType: 'richText', content: paragraphs(f(content.overview)) },
    ...content.sections.flatMap((section): LayoutBlock[] => {
      const screen = section.picture && screens?.[section.picture]
      return [
        {
          blockType: 'featureGrid',
          heading: f(section.heading),
          intro: f(section.intro),
          items: section.items.map(([title, text]) => ({ title: f(title), text: f(text) })),
        },
        ...(screen ? [{ blockType: 'mediaBlock' as const, image: screen }] : []),
      ]
    }),
    ...(content.faq
      ? [
          {
            blockType: 'faq' as const,
            heading: seedCopy('en').productPages.faqHeading,
            items: content.faq.map(([question, answer]) => ({ question: f(question), answer: paragraphs(f(answer)) })),
          },
        ]
      : []),
  ]
}
