import type { RowLabelOptions } from './rowLabelText'

const ROW_LABEL_COMPONENT = '/src/cms/admin/rowLabels/RowLabel#RowLabel'

/**
 * The row label of an array (`admin.components.RowLabel`) or a block (`admin.components.Label`):
 * the first of `fields` that holds words, e.g. `rowLabel({ singular: 'Question', fields: ['question'] })`.
 */
export function rowLabel(options: RowLabelOptions): { path: string; clientProps: RowLabelOptions } {
  return { path: ROW_LABEL_COMPONENT, clientProps: { ...options, fields: [...options.fields] } }
}

/** A block's label: its number, its kind and its heading (or title, quote, caption…). */
export function blockLabel(singular: string, fields: readonly string[]) {
  return rowLabel({ singular, fields, showKind: true })
}
