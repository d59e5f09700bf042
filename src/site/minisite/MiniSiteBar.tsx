import type { CSSProperties } from 'react'

import type { Locale } from '@/domain/locales'
import { dynamicAssetFor, dynamicSubtitleFor, dynamicTitleFor, inUnifiedHeader, miniSitePathKey } from '@/domain/minisite/mini-site'
import { normalisePath } from '@/domain/routing/paths'
import { PRODUCTS, type ProductId } from '@/domain/products'
import { formText, PRODUCT_INTEREST_TEXT } from '@/i18n/form-text'
import { formatText } from '@/i18n/format'
import { interfaceText } from '@/i18n/interface-text'
import type { Media } from '@/payload-types'
import type { PageContext } from '@/site/pages/page-context'

import { MiniSiteLink } from './MiniSiteLink'
import type { MiniSiteView } from './mini-site-view'

type Props = { view: MiniSiteView; context: Pick<PageContext, 'locale' | 'path'> }

const sizeOf = (upload: number | Media | null | undefined) =>
  typeof upload === 'object' && upload?.width && upload.height ? { width: upload.width, height: upload.height } : {}

export const productColour = (view: MiniSiteView) => ({ '--product-colour': PRODUCTS[view.doc.product].brandColour }) as CSSProperties

const productName = (locale: Locale, product: ProductId) => formText(locale)[PRODUCT_INTEREST_TEXT[product]]

/** On large screens it takes the site logo's place; small screens show the product bar's own logo. */
export function UnifiedLogo({ view, context: { locale } }: Props) {
  const { config, doc } = view
  return (
    <MiniSiteLink url={config.unifiedDesktopLogo.url} locale={locale} className="site-header__unified-logo" withArrow={false}>
      <img src={config.unifiedDesktopLogo.src} alt={PRODUCTS[doc.product].displayName} {...sizeOf(doc.unifiedDesktopLogo.src)} decoding="async" />
    </MiniSiteLink>
  )
}

/** One list for the phone bar and the unified desktop header, told apart by CSS, so a screen reader meets exactly what is on screen. */
export function MiniSiteNav({ view, context: { locale, path } }: Props) {
  const { config, doc, links } = view
  const product = PRODUCTS[doc.product].displayName
  return (
    <nav className="mini-site__bar" aria-label={formatText(interfaceText(locale).miniSiteNavigation, { product })} style={productColour(view)}>
      <MiniSiteLink url={config.logo.url} locale={locale} className="mini-site__logo" withArrow={false}>
        <picture>
          <source media="(max-width: 768px)" srcSet={config.logo.mobileSrc} />
          <img src={config.logo.src} alt={product} {...sizeOf(doc.logo.src)} decoding="async" />
        </picture>
      </MiniSiteLink>
      {links.length > 0 ? (
        <ul className="mini-site__links">
          {links.map((link) => (
            <li key={`${link.url} ${link.text}`} className={inUnifiedHeader(link) ? undefined : 'mini-site__item--not-unified'}>
              <MiniSiteLink url={link.url} locale={locale} className="mini-site__link" current={link.url.startsWith('/') && normalisePath(link.url) === path}>
                {link.text}
              </MiniSiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}

export function MiniSiteBand({ view, context }: Props) {
  const { locale, path } = context
  const { config, doc, alternative } = view
  const asset = dynamicAssetFor(config, path)
  const title = dynamicTitleFor(config, path)
  const subtitle = dynamicSubtitleFor(config, path)
  const assetUpload = doc.dynamicAssets?.find((entry) => miniSitePathKey(entry.path) === miniSitePathKey(path))?.src
  if (!asset && !title && !subtitle && !alternative) return null
  const text = interfaceText(locale)
  return (
    <div className="mini-site" style={productColour(view)}>
      {alternative ? (
        <p className="mini-site__switch">
          {formatText(text.miniSiteAlternativePrompt, { product: productName(locale, doc.product) })}{' '}
          <MiniSiteLink url={alternative.url} locale={locale} className="mini-site__switch-link">
            {formatText(text.miniSiteAlternativeLink, { alternative: productName(locale, alternative.product) })}
          </MiniSiteLink>
        </p>
      ) : null}
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
