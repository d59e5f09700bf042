import type { Locale } from '@/domain/locales'
import { localizeHref } from '@/domain/paths'
import { interfaceText } from '@/i18n/interface-text'

/** A link as the link() field stores it; every part may be missing in a draft or an old version. */
export type LinkValue = { text?: string | null; url?: string | null; newTab?: boolean | null }

type CmsLinkProps = {
  link: LinkValue | null | undefined
  /** Buttons and arrowed text links for content; `plain` for menus and the footer. */
  appearance?: 'primary' | 'secondary' | 'text' | 'plain'
  className?: string
  /** The page's locale: links to pages of this site stay in it. */
  locale: Locale
}

/**
 * A CMS link as a button or a text link. Plain anchors on purpose: every page is a cached HTML
 * document, and next/link would add its router code to every page and fetch page data on hover.
 */
export function CmsLink({ link, appearance = 'primary', className, locale }: CmsLinkProps) {
  if (!link?.url || !link.text) return null
  const classes = [appearance === 'plain' ? undefined : `block-link block-link--${appearance}`, className].filter(Boolean).join(' ') || undefined
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  // The field's validation lets only a safe site path or an https:// address through.
  const href = link.url.startsWith('/') ? localizeHref(link.url, locale) : link.url
  return (
    <a href={href} className={classes} {...newTab}>
      {link.text}
      {/* A new tab moves the visitor away without a word otherwise (WCAG's G201). */}
      {link.newTab ? <span className="visually-hidden"> {interfaceText(locale).opensInNewTab}</span> : null}
    </a>
  )
}
