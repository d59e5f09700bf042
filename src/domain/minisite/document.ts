import { miniSitePathKey } from './mini-site'

// Here rather than in src/cms because the site's mini-site bar reads the same documents. Typed only
// as far as it is read, so a draft, a depth-0 and a depth-1 read all fit.

// Ids come as text from the API.
type Upload = number | string | { url?: string | null } | null | undefined

type Link = { url?: string | null; text?: string | null; isPricingPage?: boolean | null; removeFromUnified?: boolean | null }

export type MiniSiteDocument = {
  logo?: { src?: Upload; url?: string | null; mobileSrc?: Upload } | null
  unifiedDesktopLogo?: { src?: Upload; url?: string | null } | null
  links?: readonly { link?: Link | null }[] | null
  dynamicAssets?: readonly { path: string; src?: Upload; alt?: string | null }[] | null
  dynamicTexts?: readonly { path: string; title?: string | null; subtitle?: string | null }[] | null
  alternative?: number | string | { product?: string | null; logo?: { url?: string | null } | null } | null
}

const srcOf = (upload: Upload): string | undefined => {
  if (upload === null || upload === undefined || upload === '') return undefined
  if (typeof upload === 'number' || typeof upload === 'string') return `/api/media/${upload}`
  return upload.url ?? undefined
}

// An id alone says neither its product nor its home, so no switch can be offered from it.
const alternativeOf = (doc: MiniSiteDocument) => (typeof doc.alternative === 'object' && doc.alternative !== null ? doc.alternative : undefined)

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
