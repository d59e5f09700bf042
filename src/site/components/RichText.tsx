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
  // A code sample scrolls sideways: keyboard users reach it with Tab to scroll it too.
  paragraph: (args) => {
    const paragraph = defaultConverters.paragraph
    const rendered = typeof paragraph === 'function' ? paragraph(args) : null
    if (!isCodeSample(args.node) || !rendered || typeof rendered !== 'object' || !('props' in rendered)) return rendered
    return <p {...(rendered.props as Record<string, unknown>)} tabIndex={0} />
  },
})

/** Lexical's code format. */
const CODE_FORMAT = 16

/** Lines of code-formatted text, as the developer docs write their samples. */
function isCodeSample(node: { children?: unknown[] }): boolean {
  const children = (node.children ?? []) as { type?: string; format?: number }[]
  return (
    children.some((child) => child.type === 'linebreak') &&
    children.every((child) => child.type === 'linebreak' || (child.type === 'text' && ((child.format ?? 0) & CODE_FORMAT) !== 0))
  )
}

function safeLink(rendered: ReactNode): ReactNode {
  if (!rendered || typeof rendered !== 'object' || !('props' in rendered)) return rendered
  const { href, children } = rendered.props as { href?: unknown; children?: ReactNode }
  return isAllowedContentLink(href) ? rendered : <span>{children}</span>
}

export function RichText({ data, className }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} className={className} converters={converters} />
}
