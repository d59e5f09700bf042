import type { Block, Field } from 'payload'

/** Shown under a localized text field while another locale is edited (src/cms/admin/translation/). */
export const ENGLISH_SOURCE_COMPONENT = '/src/cms/admin/translation/EnglishSource#EnglishSource'

function withSource(field: Field): Field {
  if ((field.type === 'text' || field.type === 'textarea') && field.localized && !('hasMany' in field && field.hasMany)) {
    const components = field.admin?.components ?? {}
    const afterInput = [...(components.afterInput ?? []), ENGLISH_SOURCE_COMPONENT]
    return { ...field, admin: { ...field.admin, components: { ...components, afterInput } } } as Field
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withEnglishSource(tab.fields) })) }
  if (field.type === 'blocks') return { ...field, blocks: (field.blocks ?? []).map((block: Block) => ({ ...block, fields: withEnglishSource(block.fields) })) }
  if ('fields' in field) return { ...field, fields: withEnglishSource(field.fields) } as Field
  return field
}

/** A translator sees the English beside each text they translate: every localized text and textarea below `fields`. */
export function withEnglishSource(fields: Field[]): Field[] {
  return fields.map(withSource)
}

/** The value at a form path such as `layout.2.heading` (blocks share one structure in every locale). */
export function valueAt(document: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), document)
}
