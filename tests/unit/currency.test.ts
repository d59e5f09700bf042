import { describe, expect, it } from 'vitest'

import { currencyForCountry, formatPrice } from '@/domain/pricing/currency'

describe('currencyForCountry', () => {
  it('gives visitors their own currency when prices exist in it', () => {
    expect(currencyForCountry('DE')).toBe('EUR')
    expect(currencyForCountry('IE')).toBe('EUR')
    expect(currencyForCountry('GB')).toBe('GBP')
    expect(currencyForCountry('JP')).toBe('JPY')
    expect(currencyForCountry('AU')).toBe('AUD')
    expect(currencyForCountry('BR')).toBe('BRL')
    expect(currencyForCountry('IN')).toBe('INR')
  })

  it('falls back to US dollars for other, unknown and missing countries', () => {
    expect(currencyForCountry('IL')).toBe('USD')
    expect(currencyForCountry('US')).toBe('USD')
    expect(currencyForCountry('ZZ')).toBe('USD')
    expect(currencyForCountry(undefined)).toBe('USD')
  })
})

describe('formatPrice', () => {
  it('writes prices the way the page’s language does', () => {
    expect(formatPrice(12, 'USD', 'en')).toBe('$12')
    expect(formatPrice(9.5, 'EUR', 'de')).toBe('9,50\u00a0€')
    expect(formatPrice(1200, 'JPY', 'ja')).toBe('￥1,200')
  })
})
