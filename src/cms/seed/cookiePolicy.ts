import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { COOKIE_POLICY_PATH } from '@/domain/consent'

import { paragraphs } from './richText'

type Brand = { name: string; slug: string }

/**
 * The cookie policy page: the legal text as CMS content marketers and lawyers edit, and the
 * cookie table, which always lists the cookie definitions as they are. Every locale shows it;
 * until a translation is entered, a locale shows the English text.
 */
export function cookiePolicyPage(brand: Brand): RequiredDataFromCollectionSlug<'pages'> {
  return {
    title: 'Cookie policy',
    path: COOKIE_POLICY_PATH,
    headerVariant: 'main',
    seo: { description: `Which cookies ${brand.name} sets on this website, what each is for, and how to change your choice.` },
    layout: [
      {
        blockType: 'richText',
        content: paragraphs(
          `This policy explains which cookies ${brand.name} sets on this website, what each one is for and how long it is kept.`,
          'Necessary cookies make the site work and remember your choices; they are always on. Functional, analytics and marketing cookies are set only if you allow them. In the European Economic Area, the United Kingdom and other countries where the law requires it, we ask before setting any of them. Elsewhere they are on unless you turn them off, and a browser that sends the Global Privacy Control signal is opted out of marketing cookies.',
          'You can change or withdraw your choice at any time with “Cookie settings” at the bottom of every page. Withdrawing removes the cookies of the categories you turned off. We keep a record of each choice (when it was made, the country, the categories and the version of this policy), without your IP address or any details of your browser.',
          'When this policy changes in a way that matters for your choice, we ask you again.',
        ),
      },
      {
        blockType: 'cookieTable',
        heading: 'Cookies we use',
        intro: 'Every cookie this site may set, by category. Each one expires the stated time after it is set.',
      },
    ],
    _status: 'published',
  }
}

/** Creates the cookie policy page unless a page already has its path (editors may have changed it). */
export async function seedCookiePolicy(payload: Payload, brand: Brand, context: Record<string, unknown>): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: COOKIE_POLICY_PATH } } })
  if (totalDocs > 0) return
  await payload.create({ collection: 'pages', data: cookiePolicyPage(brand), context })
}
