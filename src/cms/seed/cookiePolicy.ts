import type { RequiredDataFromCollectionSlug } from 'payload'

import { COOKIE_POLICY_PATH } from '@/domain/consent'
import type { Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import { messages } from '@/i18n/messages'

import { paragraphs } from './richText'

type Brand = { name: string; slug: string }

/**
 * The cookie policy page in `locale`: the legal text as CMS content marketers and lawyers edit,
 * and the cookie table, which always lists the cookie definitions as they are. The seed creates
 * it with the other pages (unless a page has its path) and writes it in every translated language.
 */
export function cookiePolicyPage(brand: Brand, locale: Locale = 'en'): RequiredDataFromCollectionSlug<'pages'> {
  const t = messages(locale).legalPages.cookiePolicy
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
