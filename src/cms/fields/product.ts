import type { SelectField } from 'payload'

import { PRODUCT_IDS, PRODUCTS } from '@/domain/products'

export function productField(overrides: Partial<Omit<SelectField, 'type' | 'options' | 'hasMany'>> = {}): SelectField {
  return {
    name: 'product',
    type: 'select',
    required: true,
    options: PRODUCT_IDS.map((id) => ({ value: id, label: PRODUCTS[id].displayName })),
    ...overrides,
  } as SelectField
}
