import type { RowLabelOptions } from './row-label-text'

const ROW_LABEL_COMPONENT = '/src/cms/admin/row-labels/RowLabel#RowLabel'

/** The first of `fields` that holds words, e.g. `rowLabel({ singular: 'Question', fields: ['question'] })`. */
export function rowLabel(options: RowLabelOptions): { path: string; clientProps: RowLabelOptions } {
  return { path: ROW_LABEL_COMPONENT, clientProps: { ...options, fields: [...options.fields] } }
}

export function blockLabel(singular: string, fields: readonly string[]) {
  return rowLabel({ singular, fields, showKind: true })
}
