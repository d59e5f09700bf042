import { describe, expect, it } from 'vitest'

import { productOfTemplate } from '@/domain/templates/product'

const categories = (...values: string[]) => values.map((value) => ({ category: '5', value }))

describe('the product “Use this template” signs up for', () => {
  it('is the product of the first category tag that names one, written as the spec writes it or as people type it', () => {
    expect(productOfTemplate(categories('crm'))).toBe('crm')
    expect(productOfTemplate(categories('CRM'))).toBe('crm')
    expect(productOfTemplate(categories('Design and creative'))).toBe('marketer')
    expect(productOfTemplate(categories(' Email campaigns '))).toBe('marketing_campaigns')
    expect(productOfTemplate(categories('Software'))).toBe('dev')
    expect(productOfTemplate(categories('HR', 'Marketing', 'CRM'))).toBe('marketer')
  })

  it('reads only category tags, numbered as stored or as text', () => {
    expect(productOfTemplate([{ category: 2, value: 'CRM' }])).toBeUndefined()
    expect(productOfTemplate([{ category: 5, value: 'CRM' }])).toBe('crm')
  })

  it('is none for a template whose categories belong to no product', () => {
    expect(productOfTemplate([])).toBeUndefined()
    expect(productOfTemplate(categories('HR', 'hasOwnProperty', ''))).toBeUndefined()
  })
})
