import type { CSSProperties, ReactNode } from 'react'

import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import type { Locale } from '@/domain/locales'
import { dynamicAssetFor, dynamicSubtitleFor, dynamicTitleFor, miniSitePathKey, pricingLink, validateMiniSite, type MiniSiteConfig } from '@/domain/mini-site'
import { toMiniSiteConfig } from '@/domain/mini-site-document'
import { localizeHref, normalisePath } from '@/domain/paths'
import { PRODUCTS } from '@/domain/products'
import type { Media, MiniSite } from '@/payload-types'
import type { PageContext } from '@/site/pages/pageContext'

import { reportInvalidMiniSite } from './reportInvalidMiniSite'

type Props = {
  /** The page's mini-site with its images (read at depth 1), or nothing when the page has none. */
  miniSite: MiniSite | null | undefined
  context: PageContext
}

/** The intrinsic size of an uploaded image, when the upload was read as a document. */
const sizeOf = (upload: number | Media | null | undefined) =>
  typeof upload === 'object' && upload?.width && upload.height ? { width: upload.width, height: upload.height } : {}

/** A site path goes through Next's navigation in the page's locale; anything else is a plain link. */
function MiniSiteLink({
  url,
  locale,
  className,
  current,
  children,
}: {
  url: string
  locale: Locale
  className?: string
  current?: boolean
  children: ReactNode
}) {
  const ariaCurrent = current ? ('page' as const) : undefined
  return url.startsWith('/') ? (
    <a href={localizeHref(url, locale)} className={className} aria-current={ariaCurrent}>
      {children}
    </a>
  ) : (
    <a href={url} className={className} aria-current={ariaCurrent}>
      {children}
    </a>
  )
}

/** The links in the CMS's order; a pricing link only when the rule of `pricingLink` gives one (SPEC §5). */
function shownLinks(config: MiniSiteConfig) {
  const pricing = pricingLink(config)
  return config.links.filter((link) => !link.isPricingPage || (pricing?.url === link.url && pricing.text === link.text))
}

/**
 * A product's own bar under the site header on the pages linked to its mini-site: its logo
 * (a smaller one on phones), its links, and for the current page an image, a title and a
 * subtitle. An invalid mini-site never reaches a visitor: nothing is drawn and the problem is
 * logged on the server with the spec's invalid-config event.
 */
export function MiniSiteBar({ miniSite, context }: Props) {
  if (!miniSite) return null
  const result = validateMiniSite(toMiniSiteConfig(miniSite))
  if (!result.valid) {
    reportInvalidMiniSite(miniSite, result.issues)
    return null
  }
  const { config } = result
  const { locale, path } = context
  const product = PRODUCTS[miniSite.product].displayName
  const asset = dynamicAssetFor(config, path)
  const title = dynamicTitleFor(config, path)
  const subtitle = dynamicSubtitleFor(config, path)
  const assetUpload = miniSite.dynamicAssets?.find((entry) => miniSitePathKey(entry.path) === miniSitePathKey(path))?.src
  const links = shownLinks(config)

  return (
    <div className="mini-site" style={{ '--product-colour': PRODUCTS[miniSite.product].brandColour } as CSSProperties}>
      <nav className="mini-site__bar" aria-label={formatText(interfaceText(locale).miniSiteNavigation, { product })}>
        <MiniSiteLink url={config.logo.url} locale={locale} className="mini-site__logo">
          <picture>
            <source media="(max-width: 768px)" srcSet={config.logo.mobileSrc} />
            <img src={config.logo.src} alt={product} {...sizeOf(miniSite.logo.src)} decoding="async" />
          </picture>
        </MiniSiteLink>
        {links.length > 0 ? (
          <ul className="mini-site__links">
            {links.map((link) => (
              <li key={`${link.url} ${link.text}`}>
                <MiniSiteLink
                  url={link.url}
                  locale={locale}
                  className={`mini-site__link${link.isPricingPage ? ' mini-site__link--pricing' : ''}`}
                  current={link.url.startsWith('/') && normalisePath(link.url) === path}
                >
                  {link.text}
                </MiniSiteLink>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      {asset || title || subtitle ? (
        <div className={`mini-site__band${asset ? ' mini-site__band--with-asset' : ''}`}>
          {title || subtitle ? (
            <div className="mini-site__band-text">
              {/* Not a heading: the page's own h1 follows in the main content. */}
              {title ? <p className="mini-site__title">{title}</p> : null}
              {subtitle ? <p className="mini-site__subtitle">{subtitle}</p> : null}
            </div>
          ) : null}
          {asset ? <img className="mini-site__asset" src={asset.src} alt={asset.alt} {...sizeOf(assetUpload)} decoding="async" /> : null}
        </div>
      ) : null}
    </div>
  )
}
