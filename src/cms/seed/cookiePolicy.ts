import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { COOKIE_POLICY_PATH } from '@/domain/consent'
import { type Locale, TRANSLATED_LOCALES } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import { messages } from '@/i18n/messages'

import { withIdsOf } from './localize'
import { paragraphs } from './richText'
import { keepOnlyNewestVersion } from './seeding'

type Brand = { name: string; slug: string }

/**
 * The cookie policy page in `locale`: the legal text as CMS content marketers and lawyers edit,
 * and the cookie table, which always lists the cookie definitions as they are. The seed writes
 * it in every translated language.
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

/** Creates the cookie policy page unless a page already has its path (editors may have changed it). */
export async function seedCookiePolicy(payload: Payload, brand: Brand, context: Record<string, unknown>): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: COOKIE_POLICY_PATH } } })
  if (totalDocs > 0) return
  const created = await payload.create({ collection: 'pages', data: cookiePolicyPage(brand), depth: 0, context })
  // One language after another: each save records its language's edit time on the page.
  for (const locale of TRANSLATED_LOCALES) {
    const { title, layout, seo } = cookiePolicyPage(brand, locale)
    const data = { title, layout: withIdsOf(layout, created.layout), seo, _status: 'published' as const }
    await payload.update({ collection: 'pages', id: created.id, locale, data, depth: 0, context })
    await keepOnlyNewestVersion(payload, { collection: 'pages', id: created.id })
  }
}
