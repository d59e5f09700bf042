import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { ReactNode } from 'react'

import { isAllowedContentLink } from '@/domain/routing/links'

type Props = { data: SerializedEditorState | null | undefined; className?: string }

/** Payload's converter writes `value` on bullet items too, which HTML allows only in an ordered list. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Saves refuse any other link (src/cms/hooks/guardContentLinks.ts); one stored another way is shown as text.
  link: (args) => safeLink(typeof defaultConverters.link === 'function' ? defaultConverters.link(args) : null),
  autolink: (args) => safeLink(typeof defaultConverters.autolink === 'function' ? defaultConverters.autolink(args) : null),
  listitem: (args) => {
    const item = defaultConverters.listitem
    const rendered = typeof item === 'function' ? item(args) : null
    const isOrdered = 'listType' in args.parent && args.parent.listType === 'number'
    if (isOrdered || !rendered || typeof rendered !== 'object' || !('props' in rendered)) return rendered
    const { value: _number, ...props } = rendered.props as Record<string, unknown>
    return <li {...props} />
  },
})

function safeLink(rendered: ReactNode): ReactNode {
  if (!rendered || typeof rendered !== 'object' || !('props' in rendered)) return rendered
  const { href, children } = rendered.props as { href?: unknown; children?: ReactNode }
  return isAllowedContentLink(href) ? rendered : <span>{children}</span>
}

export function RichText({ data, className }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} className={className} converters={converters} />
}
