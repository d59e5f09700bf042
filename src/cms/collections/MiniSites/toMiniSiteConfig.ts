import { miniSitePathKey } from '@/domain/mini-site'
import type { Media, MiniSite } from '@/payload-types'

type Upload = number | string | Media | null | undefined

/** The address of an uploaded image, or nothing when none is chosen (ids may come as text from the API). */
const srcOf = (upload: Upload): string | undefined => {
  if (upload === null || upload === undefined || upload === '') return undefined
  if (typeof upload === 'number' || typeof upload === 'string') return `/api/media/${upload}`
  return upload.url ?? undefined
}

/**
 * The alternative mini-site when it was read with the document (depth 1 or more); an id alone
 * says neither its product nor where its home is, so no switch can be offered from it.
 */
const alternativeOf = (doc: Partial<MiniSite>) => (typeof doc.alternative === 'object' && doc.alternative !== null ? doc.alternative : undefined)

/** A mini-site document in the shape of the spec's mini-site config, for the domain rules. */
export function toMiniSiteConfig(doc: Partial<MiniSite>) {
  const alternative = alternativeOf(doc)
  return {
    logo: { src: srcOf(doc.logo?.src), url: doc.logo?.url ?? undefined, mobileSrc: srcOf(doc.logo?.mobileSrc) },
    unifiedDesktopLogo: { src: srcOf(doc.unifiedDesktopLogo?.src), url: doc.unifiedDesktopLogo?.url ?? undefined },
    links: (doc.links ?? []).map(({ link }) => ({
      url: link?.url ?? undefined,
      text: link?.text ?? undefined,
      isPricingPage: link?.isPricingPage ?? false,
      removeFromUnified: link?.removeFromUnified ?? false,
    })),
    dynamic_asset: Object.fromEntries(
      (doc.dynamicAssets ?? []).map((asset) => [miniSitePathKey(asset.path), { src: srcOf(asset.src), alt: asset.alt ?? undefined }]),
    ),
    dynamic_title: Object.fromEntries((doc.dynamicTexts ?? []).map((text) => [miniSitePathKey(text.path), text.title ?? undefined])),
    dynamic_subtitle: Object.fromEntries((doc.dynamicTexts ?? []).map((text) => [miniSitePathKey(text.path), text.subtitle ?? undefined])),
    alternativeProduct: alternative?.product,
    alternativeUrl: alternative?.logo?.url ?? undefined,
  }
}
