import { describe, expect, it, vi } from 'vitest'

import { hexToRgba, productColour } from '@/domain/colours'
import { PRODUCT_IDS, PRODUCTS } from '@/domain/products'

const FAILED = 'Failed to convert hex color to rgba'

describe('hexToRgba', () => {
  it.each([
    ['#5B5FEF', 1, 'rgba(91, 95, 239, 1)'],
    ['5b5fef', 0.5, 'rgba(91, 95, 239, 0.5)'],
    ['#ffffff', 0, 'rgba(255, 255, 255, 0)'],
    ['#000000', 0.25, 'rgba(0, 0, 0, 0.25)'],
    ['#fff', 1, 'rgba(255, 255, 255, 1)'],
    ['#F0a', 0.3, 'rgba(255, 0, 170, 0.3)'],
    ['abc', 1, 'rgba(170, 187, 204, 1)'],
    [' #00a9a5 ', 1, 'rgba(0, 169, 165, 1)'],
  ])('converts %j at alpha %s', (hex, alpha, rgba) => {
    const report = vi.fn()
    expect(hexToRgba(hex, alpha, report)).toBe(rgba)
    expect(report).not.toHaveBeenCalled()
  })

  it.each([
    [1.5, 1],
    [-0.2, 0],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 1],
  ])('clamps alpha %s to %s', (alpha, clamped) => {
    expect(hexToRgba('#fff', alpha, vi.fn())).toBe(`rgba(255, 255, 255, ${clamped})`)
  })

  it.each([
    '',
    '#',
    '#ff',
    '#ffff', // #rgba is not supported
    '#fffff',
    '#fffffff',
    '#ffffffff', // nor #rrggbbaa
    '#ggg',
    '#12345z',
    '##fff',
    'fff#',
    'red',
    'rgb(0, 0, 0)',
    '0x123456',
  ])('reports %j once and falls back to black', (hex) => {
    const report = vi.fn()
    expect(hexToRgba(hex, 0.4, report)).toBe('rgba(0, 0, 0, 0.4)')
    expect(report).toHaveBeenCalledExactlyOnceWith(FAILED, { hex })
  })

  it.each([undefined, null, 123, {}, ['#fff']])('reports a non-string %j instead of throwing', (hex) => {
    const report = vi.fn()
    expect(hexToRgba(hex as unknown as string, 0.4, report)).toBe('rgba(0, 0, 0, 0.4)')
    expect(report).toHaveBeenCalledExactlyOnceWith(FAILED, { hex: expect.any(String) })
  })

  it('keeps the fallback’s alpha within 0..1', () => {
    expect(hexToRgba('nope', 7, vi.fn())).toBe('rgba(0, 0, 0, 1)')
  })
})

describe('productColour', () => {
  it('is the product’s brand colour as hex without an alpha', () => {
    expect(productColour('crm')).toBe(PRODUCTS.crm.brandColour)
    expect(productColour('software')).toBe(PRODUCTS.dev.brandColour)
  })

  it('is rgba with an alpha', () => {
    expect(productColour('work-management', 0.2)).toBe('rgba(91, 95, 239, 0.2)')
  })

  it('reads every product’s colour without a report', () => {
    for (const id of PRODUCT_IDS) {
      const report = vi.fn()
      expect(hexToRgba(PRODUCTS[id].brandColour, 1, report)).toMatch(/^rgba\(\d{1,3}, \d{1,3}, \d{1,3}, 1\)$/)
      expect(report).not.toHaveBeenCalled()
    }
  })

  it('falls back to the primary brand colour for an unknown product', () => {
    expect(productColour('nope')).toBe(PRODUCTS['work-management'].brandColour)
    expect(productColour('nope', 0.5)).toBe('rgba(91, 95, 239, 0.5)')
  })
})
