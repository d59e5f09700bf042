import { miniSitePathKey } from './mini-site'

/*
 * A mini-site as the CMS stores it (the `mini-sites` collection) turned into the spec's config,
 * here rather than in src/cms because the site's mini-site bar reads the same documents. The
 * document is described only as far as the mapping reads it, so any shape of it fits: a draft
 * being saved, one read at depth 0 (uploads as ids) or at depth 1 (uploads as documents).
 */

/** An upload field: its id (as text when it comes from the API), the upload read as a document, or none. */
type Upload = number | string | { url?: string | null } | null | undefined

type Link = { url?: string | null; text?: string | null; isPricingPage?: boolean | null; removeFromUnified?: boolean | null }

export type MiniSiteDocument = {
  logo?: { src?: Upload; url?: string | null; mobileSrc?: Upload } | null
  unifiedDesktopLogo?: { src?: Upload; url?: string | null } | null
  links?: readonly { link?: Link | null }[] | null
  dynamicAssets?: readonly { path: string; src?: Upload; alt?: string | null }[] | null
  dynamicTexts?: readonly { path: string; title?: string | null; subtitle?: string | null }[] | null
  /** The alternative product's mini-site: an id at depth 0, the document (its product and home) when read deeper. */
  alternative?: number | string | { product?: string | null; logo?: { url?: string | null } | null } | null
}

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
const alternativeOf = (doc: MiniSiteDocument) => (typeof doc.alternative === 'object' && doc.alternative !== null ? doc.alternative : undefined)

/** A mini-site document in the shape of the spec's mini-site config, for the domain rules. */
export function toMiniSiteConfig(doc: MiniSiteDocument) {
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
