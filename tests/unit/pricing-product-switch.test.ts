import { describe, expect, it } from 'vitest'

import { addressWithProduct, initialProduct } from '@/site/blocks/PricingTable/product-choice'
import { groupPricingTables } from '@/site/blocks/PricingTable/PricingProducts'

const OFFERED = ['work-management', 'crm', 'dev', 'service', 'marketing_campaigns']
const at = (search: string, hash = '') => ({ search, hash, origin: 'https://orbit.test' })

describe('the product the pricing switch shows first', () => {
  it('is the one the address names, by parameter or anchor', () => {
    expect(initialProduct(OFFERED, at('?product=crm'), '')).toBe('crm')
    expect(initialProduct(OFFERED, at('?debug-ab-test-name=x&product=service'), '')).toBe('service')
    expect(initialProduct(OFFERED, at('', '#dev'), '')).toBe('dev')
  })

  it('is the product page the visitor came from on this site, in any language', () => {
    expect(initialProduct(OFFERED, at(''), 'https://orbit.test/crm')).toBe('crm')
    expect(initialProduct(OFFERED, at(''), 'https://orbit.test/de/dev')).toBe('dev')
    expect(initialProduct(OFFERED, at(''), 'https://orbit.test/w/dev')).toBe('dev')
    expect(initialProduct(OFFERED, at(''), 'https://orbit.test/lang/de/w/dev')).toBe('dev')
    expect(initialProduct(OFFERED, at(''), 'https://orbit.test/lang/ja/crm')).toBe('crm')
    expect(initialProduct(OFFERED, at('?product=service'), 'https://orbit.test/crm')).toBe('service')
  })

  it('is left to the page for anything else', () => {
    expect(initialProduct(OFFERED, at('?product=marketer'), '')).toBeUndefined()
    expect(initialProduct(OFFERED, at('?product=<script>'), '')).toBeUndefined()
    expect(initialProduct(OFFERED, at(''), 'https://elsewhere.test/crm')).toBeUndefined()
    expect(initialProduct(OFFERED, at(''), 'https://orbit.test/docs/crm/intro')).toBeUndefined()
    expect(initialProduct(OFFERED, at(''), 'not a url')).toBeUndefined()
  })

  it('is written into the address, keeping its other parameters', () => {
    expect(addressWithProduct('https://orbit.test/pricing?debug-ab-test-name=x#dev', 'crm')).toBe('https://orbit.test/pricing?debug-ab-test-name=x&product=crm')
  })
})

describe('pricing tables in a row', () => {
  const block = (blockType: string, product?: string) => ({ blockType, product })

  it('share one switch when they are for different products', () => {
    const runs = groupPricingTables([block('hero'), block('pricingTable', 'crm'), block('pricingTable', 'dev'), block('faq')])
    expect(runs.map((run) => run.kind)).toEqual(['block', 'products', 'block'])
    const products = runs[1]
    expect(products?.kind === 'products' && products.tables.map(({ block, index }) => [block.product, index])).toEqual([
      ['crm', 1],
      ['dev', 2],
    ])
  })

  it('stay as they are alone, or when they show the same product', () => {
    expect(groupPricingTables([block('pricingTable', 'crm'), block('faq')]).map((run) => run.kind)).toEqual(['block', 'block'])
    expect(groupPricingTables([block('pricingTable', 'crm'), block('pricingTable', 'crm')]).map((run) => run.kind)).toEqual(['block', 'block'])
  })
})
