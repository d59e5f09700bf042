import Link from 'next/link'

import type { CallToActionBlock } from '@/payload-types'

/** A link as the link() field stores it; every part may be missing in a draft or an old version. */
export type LinkValue = { text?: string | null; url?: string | null; newTab?: boolean | null }

type BlockLinkProps = {
  link: LinkValue | null | undefined
  appearance?: 'primary' | 'secondary' | 'text'
  className?: string
}

/** A CMS link as a button or a text link; paths of this site go through Next's client-side navigation. */
export function BlockLink({ link, appearance = 'primary', className }: BlockLinkProps) {
  if (!link?.url || !link.text) return null
  const classes = [`block-link block-link--${appearance}`, className].filter(Boolean).join(' ')
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  // The field's validation lets only a safe site path or an https:// address through.
  return link.url.startsWith('/') ? (
    <Link href={link.url} className={classes} {...newTab}>
      {link.text}
    </Link>
  ) : (
    <a href={link.url} className={classes} {...newTab}>
      {link.text}
    </a>
  )
}

/** A band that asks the visitor to act. */
export function CallToActionSection({ block }: { block: CallToActionBlock }) {
  return (
    <section className="block block-cta">
      <div className="block__inner block-cta__inner">
        <div className="block-cta__text">
          <h2 className="block__heading">{block.heading}</h2>
          {block.text ? <p className="block-cta__body">{block.text}</p> : null}
        </div>
        <div className="block-actions">
          <BlockLink link={block.primaryLink} appearance="primary" />
          {block.hasSecondaryLink ? <BlockLink link={block.secondaryLink} appearance="secondary" /> : null}
        </div>
      </div>
    </section>
  )
}
