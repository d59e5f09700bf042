import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type Props = { data: SerializedEditorState | null | undefined; className?: string }

/**
 * Lexical numbers every list item, and Payload's converter writes that number as `value` on
 * bullet items too, where HTML allows it only in an ordered list: drop it there.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const item = defaultConverters.listitem
    const rendered = typeof item === 'function' ? item(args) : null
    const isOrdered = 'listType' in args.parent && args.parent.listType === 'number'
    if (isOrdered || !rendered || typeof rendered !== 'object' || !('props' in rendered)) return rendered
    const { value: _number, ...props } = rendered.props as Record<string, unknown>
    return <li {...props} />
  },
})

/** Editor-written rich text, rendered on the server to plain HTML. */
export function RichText({ data, className }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} className={className} converters={converters} />
}
