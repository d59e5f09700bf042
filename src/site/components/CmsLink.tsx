import { isUnsafeLinkTarget } from '@/domain/routing/links'
import type { Locale } from '@/domain/locales'
import { localizeHref } from '@/domain/routing/paths'
import { interfaceText, sharedButton } from '@/i18n/interface-text'

/** Every part may be missing in a draft or an old version. */
export type LinkValue = { text?: string | null; url?: string | null; newTab?: boolean | null }

type CmsLinkProps = {
  link: LinkValue | null | undefined
  appearance?: 'primary' | 'secondary' | 'text' | 'plain'
  className?: string
  locale: Locale
}

/** Plain anchors on purpose: next/link would add its router code to every cached page and fetch page data on hover. */
export function CmsLink({ link, appearance = 'primary', className, locale }: CmsLinkProps) {
  // Saves refuse unsafe targets (src/cms/fields/link.ts); this keeps one stored before from being followed.
  if (!link?.url || !link.text || isUnsafeLinkTarget(link.url)) return null
  const classes = [appearance === 'plain' ? undefined : `block-link block-link--${appearance}`, className].filter(Boolean).join(' ') || undefined
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const href = link.url.startsWith('/') ? localizeHref(link.url, locale) : link.url
  // Inside English content (lang="en"), a button translated here says which language it reads in.
  const { text, lang } = sharedButton(locale, link.text)
  return (
    <a href={href} className={classes} {...newTab} lang={lang}>
      {text}
      {/* A new tab moves the visitor away without a word otherwise (WCAG's G201). */}
      {link.newTab ? <span className="visually-hidden"> {interfaceText(locale).opensInNewTab}</span> : null}
    </a>
  )
}
