import { h2, p, richText, ul } from '../../richText'
import type { LayoutBlock } from '../build'

/** /accessibility-statement: conformance, known limitations and how to report a barrier. */
export const accessibilityStatement = (brand: string): LayoutBlock[] => [
  {
    blockType: 'richText',
    content: richText(
      p(
        `${brand} is committed to making its website and products usable by everyone, including people who use screen readers, keyboard navigation, voice control or magnification.`,
      ),
      h2('Conformance status'),
      p(
        'This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and to the European standard EN 301 549. It is partially conformant: most content meets the standard, with the exceptions listed below.',
      ),
      h2('What we do'),
      ul(
        'Every page is tested with automated checks in our release pipeline.',
        'Key journeys (sign-up, pricing, contact sales) are tested by hand with NVDA, VoiceOver and keyboard only, before every major release.',
        'An external auditor reviews the site once a year; the last audit was in June 2026.',
      ),
      h2('Known limitations'),
      ul(
        'Some older videos in the blog and webinar library do not yet have captions; we are adding them by the end of 2026.',
        'Some PDF reports published before 2025 are not fully tagged; accessible versions are available on request.',
      ),
      h2('Feedback and contact'),
      p(
        'If you find a barrier, write to accessibility@orbit.example or use the contact support form. We answer within two working days and aim to fix reported barriers within 30 days.',
      ),
    ),
  },
]
