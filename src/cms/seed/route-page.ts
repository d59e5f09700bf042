import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import type { FormBlock } from '@/payload-types'

import { seedCopy } from './copy'
import { LEGAL_PAGE_PATHS, legalCopy, pageBody, productCopy } from './pages'
import type { PageContext } from './pages/build'
import { paragraphs } from './rich-text'
import type { SeedRoute } from './site-routes'

type Brand = { name: string; slug: string }

/** Contact pages show their lead form on the page itself. */
function leadForm(path: string, locale: Locale): FormBlock | undefined {
  const t = seedCopy(locale).salesPages
  switch (path) {
    case '/sales/contact-us':
      return { blockType: 'formBlock', form: 'contactSales', display: 'form', heading: t.contactFormHeading, intro: t.contactFormIntro }
    case '/helpcenter/contact-support':
      return {
        blockType: 'formBlock',
        form: 'support',
        display: 'form',
        heading: 'How can we help?',
        intro: 'Describe what happened and our support team will answer by email.',
      }
    case '/crm':
      return { blockType: 'formBlock', form: 'crm', display: 'form', heading: t.crmFormHeading, intro: t.crmFormIntro }
    default:
      return undefined
  }
}

/** Pages that exist for their form (the CRM page's demo form is one part of it). */
const isContactForm = (block: FormBlock | undefined) => block?.form === 'contactSales' || block?.form === 'support'

/** Pages read rather than sold on (the legal texts, the developer docs) open with a plain title, no sign-up hero. */
export const opensWithTitle = (route: Pick<SeedRoute, 'path' | 'headerVariant'>) =>
  route.headerVariant === 'developers' || LEGAL_PAGE_PATHS.includes(route.path)

function routeWords(route: SeedRoute, brand: Brand, locale: Locale): { title: string; summary: string } {
  const copy = productCopy(route.path, locale) ?? legalCopy(route.path, locale)
  if (copy) return { title: formatText(copy.title, { brand: brand.name }), summary: formatText(copy.summary, { brand: brand.name }) }
  if (route.path === '/sales/contact-us') {
    const t = seedCopy(locale).salesPages
    return { title: t.contactTitle, summary: t.contactSummary }
  }
  return { title: route.title, summary: route.summary }
}

/** English unless the seed writes the page in other languages (product, legal and contact sales pages). */
export function routePage(
  route: SeedRoute,
  brand: Brand,
  signUp: string,
  locale: Locale = 'en',
  screens?: PageContext['screens'],
): RequiredDataFromCollectionSlug<'pages'> {
  const t = seedCopy(locale)
  const { title, summary } = routeWords(route, brand, locale)
  const form = leadForm(route.path, locale)
  const body = pageBody(route.path, { brand: brand.name, slug: brand.slug, signUp, screens }, locale)
  return {
    title,
    path: route.path,
    headerVariant: route.headerVariant ?? 'main',
    onlyInLocales: route.onlyInLocales,
    seo: { description: summary },
    layout: [
      // The page's title heads it (PageView draws it when no hero opens the page), its summary leads the text.
      ...(opensWithTitle(route)
        ? [{ blockType: 'richText' as const, content: paragraphs(summary) }]
        : [
            {
              blockType: 'hero' as const,
              heading: title,
              subheading: summary,
              // A contact page's form is its one call to action: no sign-up button competes with it above.
              links: isContactForm(form) ? [] : [{ text: t.starterPages.getStarted, url: signUp, newTab: false }],
            },
          ]),
      // The templates page shows what is trending in the community gallery and leads to it.
      ...(route.path === '/templates'
        ? ([
            { blockType: 'templateGallery', heading: 'Trending community templates', category: 'trending', limit: 6, linkText: 'Browse community templates' },
          ] as const)
        : []),
      // The careers page lists the open positions (from the CMS, or the applicant-tracking feed).
      ...(route.path === '/careers' ? ([{ blockType: 'openPositions', heading: 'Open positions' }] as const) : []),
      // The contact pages and the CRM page hold their lead forms.
      ...(form ? [form] : []),
      ...(body?.blocks ?? [
        {
          blockType: 'richText' as const,
          content: paragraphs(formatText(t.salesPages.defaultBody, { brand: brand.name }), t.salesPages.defaultBodyMore),
        },
      ]),
      ...(body?.closes
        ? []
        : [
            {
              blockType: 'callToAction' as const,
              heading: formatText(t.starterPages.pricingCtaHeading, { brand: brand.name }),
              text: t.starterPages.pricingCtaText,
              primaryLink: { text: t.starterPages.getStarted, url: signUp, newTab: false },
              hasSecondaryLink: true,
              secondaryLink: { text: t.starterPages.contactSales, url: '/sales/contact-us?from=page', newTab: false },
            },
          ]),
    ],
    _status: 'published',
  }
}
