import { describe, expect, it } from 'vitest'

import { activePageFilters, pageFilterHref } from '@/cms/admin/pages-list/filters'

const LIST = '/admin/collections/pages'

describe('the pages list’s quick filters', () => {
  it('read the header variant and mini-site from the address, flat or parsed', () => {
    expect(activePageFilters({ 'where[headerVariant][equals]': 'slim', 'where[miniSite][equals]': '3' })).toEqual({ headerVariant: 'slim', miniSite: '3' })
    expect(activePageFilters({ where: { miniSite: { equals: 4 } } })).toEqual({ miniSite: '4' })
    expect(activePageFilters({ limit: '10' })).toEqual({})
    expect(activePageFilters(undefined)).toEqual({})
  })

  it('stand back when the address holds any other condition', () => {
    expect(activePageFilters({ 'where[title][like]': 'x' })).toBeNull()
    expect(activePageFilters({ where: { headerVariant: { in: ['slim'] } } })).toBeNull()
    expect(activePageFilters({ where: { or: [] } })).toBeNull()
    expect(activePageFilters({ 'where[headerVariant][equals]': '' })).toBeNull()
  })

  it('link to a choice, keeping the other filter, and clear one with All', () => {
    expect(pageFilterHref(LIST, {}, 'headerVariant', 'slim')).toBe(`${LIST}?where[headerVariant][equals]=slim`)
    expect(pageFilterHref(LIST, { headerVariant: 'slim' }, 'miniSite', '7')).toBe(`${LIST}?where[headerVariant][equals]=slim&where[miniSite][equals]=7`)
    expect(pageFilterHref(LIST, { headerVariant: 'slim', miniSite: '7' }, 'headerVariant', null)).toBe(`${LIST}?where[miniSite][equals]=7`)
    expect(pageFilterHref(LIST, { headerVariant: 'slim' }, 'headerVariant', null)).toBe(LIST)
    expect(pageFilterHref(LIST, {}, 'headerVariant', 'a&b')).toBe(`${LIST}?where[headerVariant][equals]=a%26b`)
  })
})
