import type { RequiredDataFromCollectionSlug } from 'payload'

import { COOKIE_POLICY_PATH } from '@/domain/consent/consent'
import type { Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'

import { seedCopy } from './copy'
import { paragraphs } from './rich-text'

type Brand = { name: string; slug: string }

/** The legal text is CMS content lawyers edit; the cookie table lists the definitions as they are. */
export function cookiePolicyPage(brand: Brand, locale: Locale = 'en'): RequiredDataFromCollectionSlug<'pages'> {
  const t = seedCopy(locale).legalPages.cookiePolicy
  const fill = (text: string) => formatText(text, { brand: brand.name })
  return {
    title: t.title,
    path: COOKIE_POLICY_PATH,
    headerVariant: 'main',
    seo: { description: fill(t.summary) },
    layout: [
      { blockType: 'richText', content: paragraphs(...t.paragraphs.map(fill)) },
      { blockType: 'cookieTable', heading: t.tableHeading, intro: t.tableIntro },
    ],
    _status: 'published',
  }
}
