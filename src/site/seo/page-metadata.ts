import type { Metadata } from 'next'

import type { Locale } from '@/domain/locales'
import { ASSET_PREFIX, normalisePath, shareCardPathFor } from '@/domain/routing/paths'
import { SHARE_CARD_SIZE, shareCardDraws } from '@/domain/seo/share-card'
import type { Media, Page, SiteSetting } from '@/payload-types'

import { absolutePageUrl, canonicalPageUrl, languageAlternates } from './alternates'

/** public/nhp */
export const DEFAULT_SHARE_IMAGE = { path: `${ASSET_PREFIX}/share-default.png`, width: 1200, height: 630 } as const

/** Typed against every locale, so a new locale without one is a compile error. */
export const OPEN_GRAPH_LOCALES = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR', // the site's Portuguese texts are Brazilian
  ru: 'ru_RU',
  ja: 'ja_JP',
  it: 'it_IT',
  nl: 'nl_NL',
  ko: 'ko_KR',
  tr: 'tr_TR',
  sv: 'sv_SE',
  pl: 'pl_PL',
  'zh-tw': 'zh_TW',
  'en-sg': 'en_SG',
  'en-ph': 'en_PH',
} as const satisfies Record<Locale, string>

export function openGraphLocale(locale: Locale): string {
  return OPEN_GRAPH_LOCALES[locale]
}

export type ShareImage = { url: string; width?: number; height?: number; alt: string }

export type PageMetadataInput = {
  /** Read at depth 1, so `seo.image` is a media document. */
  page: Pick<Page, 'path' | 'title' | 'onlyInLocales' | 'seo' | 'translationEdits'>
  locale: Locale
  /** Read at depth 1, so `shareImage` is a media document. */
  settings: Pick<SiteSetting, 'shareImage'> | null | undefined
  serverUrl: string
  brandName: string
}

function uploadedImage(media: number | Media | null | undefined, serverUrl: string): ShareImage | undefined {
  if (!media || typeof media !== 'object' || !media.url) return undefined
  return {
    url: new URL(media.url, `${serverUrl}/`).href,
    ...(media.width ? { width: media.width } : {}),
    ...(media.height ? { height: media.height } : {}),
    alt: media.alt,
  }
}

/** Drawn from the page's title in its language (src/app/nhp/share), unless the title is in a script the card cannot draw. */
function drawnCard(page: Pick<Page, 'path' | 'title'>, locale: Locale, serverUrl: string): ShareImage | undefined {
  if (!shareCardDraws(page.title)) return undefined
  return { url: `${serverUrl}${shareCardPathFor(page, locale)}`, ...SHARE_CARD_SIZE, alt: page.title }
}

/** The page's own upload, else its drawn card (pages only), else the site's picture. */
export function shareImage({
  page,
  settings,
  serverUrl,
  brandName,
  card,
}: Omit<PageMetadataInput, 'locale' | 'page'> & { page: Pick<Page, 'seo'>; card?: ShareImage }): ShareImage {
  return (
    uploadedImage(page.seo?.image, serverUrl) ??
    card ??
    uploadedImage(settings?.shareImage, serverUrl) ?? {
      url: `${serverUrl}${DEFAULT_SHARE_IMAGE.path}`,
      width: DEFAULT_SHARE_IMAGE.width,
      height: DEFAULT_SHARE_IMAGE.height,
      alt: brandName,
    }
  )
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const { page, locale, serverUrl, brandName } = input
  const title = page.seo?.title || page.title
  const description = page.seo?.description || undefined
  const url = absolutePageUrl(page, locale, serverUrl)
  const image = shareImage({ ...input, card: drawnCard(page, locale, serverUrl) })
  return {
    title: normalisePath(page.path) === '/' ? { absolute: title } : title,
    description,
    // A locale that only shows English points search engines to the English page.
    alternates: { canonical: canonicalPageUrl(page, locale, serverUrl), languages: languageAlternates(page, serverUrl) },
    robots: page.seo?.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      title,
      description,
      url,
      siteName: brandName,
      locale: openGraphLocale(locale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  }
}
