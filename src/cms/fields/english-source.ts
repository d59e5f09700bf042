import type { Block, Field } from 'payload'

/** Shown under a localized text field while another locale is edited (src/cms/admin/translation/). */
export const ENGLISH_SOURCE_COMPONENT = '/src/cms/admin/translation/EnglishSource#EnglishSource'

const showsSource = (field: Field) =>
  (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') && field.localized && !('hasMany' in field && field.hasMany)

function withSource(field: Field): Field {
  if (showsSource(field)) {
    // Rich text's types leave `afterInput` out, though every field renders it (lexical's included).
    const components: Record<string, unknown> = { ...field.admin?.components }
    const afterInput = [...((components.afterInput as unknown[] | undefined) ?? []), ENGLISH_SOURCE_COMPONENT]
    return { ...field, admin: { ...field.admin, components: { ...components, afterInput } } } as Field
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withEnglishSource(tab.fields) })) }
  if (field.type === 'blocks') return { ...field, blocks: (field.blocks ?? []).map((block: Block) => ({ ...block, fields: withEnglishSource(block.fields) })) }
  if ('fields' in field) return { ...field, fields: withEnglishSource(field.fields) } as Field
  return field
}

/** A translator sees the English beside each text they translate: every localized text, textarea and rich text below `fields`. */
export function withEnglishSource(fields: Field[]): Field[] {
  return fields.map(withSource)
}

/** The value at a form path such as `layout.2.heading` (blocks share one structure in every locale). */
export function valueAt(document: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), document)
}

/** A collection or global whose translators see the English beside each text. */
export const withEnglishSourceIn = <Config extends { fields: Field[] }>(config: Config): Config => ({ ...config, fields: withEnglishSource(config.fields) })

/** Rich text's words, a line per paragraph, heading or list item: enough to translate from, not to lay out. */
export function richTextWords(value: unknown): string {
  const lines: string[] = []
  const visit = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const { type, text, children } = node as { type?: unknown; text?: unknown; children?: unknown }
    if (typeof text === 'string') return text
    if (type === 'linebreak') return '\n'
    const inner = Array.isArray(children) ? children.map(visit).join('') : ''
    if (type === 'paragraph' || type === 'heading' || type === 'listitem' || type === 'quote') {
      if (inner.trim()) lines.push(inner.trim())
      return ''
    }
    return inner
  }
  const rest = visit((value as { root?: unknown } | null)?.root)
  if (rest.trim()) lines.push(rest.trim())
  return lines.join('\n')
}
