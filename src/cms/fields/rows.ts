import type { ArrayField, Field } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'

type RowsOptions = {
  name: string
  label?: string
  singular: string
  plural?: string
  labelFields: readonly string[]
  required?: boolean
  minRows?: number
  maxRows?: number
  admin?: ArrayField['admin']
}

export function rowsField({ name, label, singular, plural, labelFields, required, minRows, maxRows, admin }: RowsOptions, fields: Field[]): ArrayField {
  return {
    name,
    ...(label === undefined ? {} : { label }),
    type: 'array',
    ...(required ? { required, minRows: minRows ?? 1 } : minRows === undefined ? {} : { minRows }),
    ...(maxRows === undefined ? {} : { maxRows }),
    ...(plural === undefined ? {} : { labels: { singular, plural } }),
    admin: { ...admin, components: { ...admin?.components, RowLabel: rowLabel({ singular, fields: labelFields }) } },
    fields,
  }
}
