import type { SelectField } from 'payload'

import { PRODUCT_IDS, PRODUCTS } from '@/domain/products'

/** A required choice of one of the vendor's products, labelled with its display name. */
export function productField(overrides: Partial<Omit<SelectField, 'type' | 'options' | 'hasMany'>> = {}): SelectField {
  return {
    name: 'product',
    type: 'select',
    required: true,
    options: PRODUCT_IDS.map((id) => ({ value: id, label: PRODUCTS[id].displayName })),
    ...overrides,
  } as SelectField
}
