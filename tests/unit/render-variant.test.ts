import { describe, expect, it } from 'vitest'

import { decodeVariant, encodeVariant } from '@/domain/routing/render-variant'

describe('render variants', () => {
  it('names the shared page "default" and sorts the parts so one combination has one name', () => {
    expect(encodeVariant({})).toBe('default')
    expect(encodeVariant({ currency: 'eur', ab_hide_basic_tier: 'b' })).toBe('ab_hide_basic_tier.b~currency.eur')
    expect(encodeVariant({ ab_hide_basic_tier: 'b', currency: 'eur' })).toBe('ab_hide_basic_tier.b~currency.eur')
  })

  it('reads back only what it writes', () => {
    expect(decodeVariant('default')).toEqual({})
    expect(decodeVariant('currency.eur')).toEqual({ currency: 'eur' })
    expect(decodeVariant('ab_hide_basic_tier.b~currency.eur')).toEqual({ ab_hide_basic_tier: 'b', currency: 'eur' })
    for (const bad of ['', 'currency', 'currency.', 'currency.eur~currency.usd', 'b.1~a.2', 'CURRENCY.EUR', 'a.b.c', '../x', 'currency.eur~']) {
      expect(decodeVariant(bad), bad).toBeUndefined()
    }
  })
})
