import { describe, expect, it, vi } from 'vitest'

import { OFFERED_PRODUCT_INTERESTS, PRODUCT_INTERESTS } from '@/domain/forms/fields'
import {
  CONTENT_CATEGORY_PRODUCTS,
  DEFAULT_PRODUCT,
  isProductId,
  platformProductId,
  PRODUCT_IDS,
  productForContentCategory,
  productForValue,
  PRODUCTS,
  productSignupUrl,
  SIGNUP_DROPDOWN_PRODUCTS,
} from '@/domain/products'

const AUTH_HOST = 'https://auth.orbit.example'

describe('product ids', () => {
  it('are the spec’s seven product lines', () => {
    expect(PRODUCT_IDS).toEqual(['crm', 'marketer', 'projects', 'dev', 'work-management', 'service', 'marketing_campaigns'])
    expect(Object.keys(PRODUCTS).sort()).toEqual([...PRODUCT_IDS].sort())
  })

  it('are recognised exactly as the spec writes them', () => {
    expect(PRODUCT_IDS.every(isProductId)).toBe(true)
    expect(isProductId('CRM')).toBe(false)
    expect(isProductId('work_management')).toBe(false)
    expect(isProductId('')).toBe(false)
    expect(isProductId(undefined)).toBe(false)
    expect(isProductId(42)).toBe(false)
  })

  it('fall back to work management', () => {
    expect(DEFAULT_PRODUCT).toBe('work-management')
  })
})

describe('PRODUCTS', () => {
  it('carry the spec’s display names', () => {
    expect(Object.fromEntries(PRODUCT_IDS.map((id) => [id, PRODUCTS[id].displayName]))).toEqual({
      crm: 'CRM product',
      marketing_campaigns: 'Email-campaigns product',
      marketer: 'Marketer product',
      projects: 'Projects product',
      dev: 'Dev product',
      'work-management': 'Work management product',
      service: 'Service product',
    })
  })

  it('map to the platform product ids', () => {
    expect(Object.fromEntries(PRODUCT_IDS.map((id) => [id, PRODUCTS[id].platformProductId]))).toEqual({
      crm: 'crm',
      marketing_campaigns: 'marketingCampaigns',
      marketer: 'marketing',
      dev: 'software',
      projects: 'project_management',
      'work-management': 'core',
      service: 'service',
    })
  })

  it('have the spec’s sign-up slugs', () => {
    expect(PRODUCT_IDS.map((id) => PRODUCTS[id].signupSlug).sort()).toEqual(
      ['crm', 'marketing_campaigns', 'marketing', 'software', 'project_management', 'service', 'work_management'].sort(),
    )
  })

  it('each have a distinct six-digit hex brand colour', () => {
    const colours = PRODUCT_IDS.map((id) => PRODUCTS[id].brandColour)
    expect(colours.every((colour) => /^#[0-9A-F]{6}$/i.test(colour))).toBe(true)
    expect(new Set(colours.map((colour) => colour.toLowerCase())).size).toBe(PRODUCT_IDS.length)
  })
})

describe('SIGNUP_DROPDOWN_PRODUCTS', () => {
  it('offers the spec’s products in order', () => {
    expect(SIGNUP_DROPDOWN_PRODUCTS).toEqual(['crm', 'marketing_campaigns', 'dev', 'work-management', 'service'])
  })
})

describe('OFFERED_PRODUCT_INTERESTS', () => {
  it('lets the contact forms offer the products the site shows, the sign-up list’s, and “not sure”', () => {
    expect(new Set(OFFERED_PRODUCT_INTERESTS)).toEqual(new Set([...SIGNUP_DROPDOWN_PRODUCTS, 'not-sure']))
    expect(OFFERED_PRODUCT_INTERESTS.every((value) => (PRODUCT_INTERESTS as readonly string[]).includes(value))).toBe(true)
  })
})

describe('productForValue', () => {
  it.each(PRODUCT_IDS)('accepts the product id %s', (id) => expect(productForValue(id)).toBe(id))

  it.each([
    ['software', 'dev'],
    ['marketing', 'marketer'],
    ['marketingCampaigns', 'marketing_campaigns'],
    ['project_management', 'projects'],
    ['core', 'work-management'],
    ['work_management', 'work-management'],
  ])('accepts the alias %s for %s', (alias, id) => expect(productForValue(alias)).toBe(id))

  it('finds no alias that could name two products', () => {
    const owners = new Map<string, Set<string>>()
    for (const id of PRODUCT_IDS) {
      for (const name of [id, PRODUCTS[id].platformProductId, PRODUCTS[id].signupSlug]) {
        owners.set(name, (owners.get(name) ?? new Set()).add(id))
      }
    }
    expect([...owners].filter(([, ids]) => ids.size > 1)).toEqual([])
  })

  it.each(['CRM', 'Dev', ' crm', 'workmanagement', '', 'toString', '__proto__', undefined, null, 1])('knows nothing of %s', (value) =>
    expect(productForValue(value)).toBeUndefined(),
  )
})

describe('productForContentCategory', () => {
  it('maps the spec’s content categories', () => {
    expect(CONTENT_CATEGORY_PRODUCTS).toEqual({
      design_and_creative: 'marketer',
      marketing: 'marketer',
      crm: 'crm',
      email_campaigns: 'marketing_campaigns',
      software: 'dev',
    })
    expect(productForContentCategory('design_and_creative')).toBe('marketer')
    expect(productForContentCategory('marketing')).toBe('marketer')
    expect(productForContentCategory('crm')).toBe('crm')
    expect(productForContentCategory('email_campaigns')).toBe('marketing_campaigns')
    expect(productForContentCategory('software')).toBe('dev')
  })

  it.each(['hr', 'Marketing', '', 'constructor', 'hasOwnProperty', undefined, 7])('is undefined for %s', (category) =>
    expect(productForContentCategory(category)).toBeUndefined(),
  )
})

describe('productSignupUrl', () => {
  it.each([
    ['crm', 'crm'],
    ['marketing_campaigns', 'marketing_campaigns'],
    ['marketer', 'marketing'],
    ['dev', 'software'],
    ['projects', 'project_management'],
    ['service', 'service'],
    ['work-management', 'work_management'],
  ])('sends %s to /p/%s/users/sign_up_new', (value, slug) => {
    const report = vi.fn()
    expect(productSignupUrl(value, AUTH_HOST, report)).toBe(`${AUTH_HOST}/p/${slug}/users/sign_up_new`)
    expect(report).not.toHaveBeenCalled()
  })

  it('accepts aliases', () => {
    const report = vi.fn()
    expect(productSignupUrl('software', AUTH_HOST, report)).toBe(`${AUTH_HOST}/p/software/users/sign_up_new`)
    expect(productSignupUrl('core', AUTH_HOST, report)).toBe(`${AUTH_HOST}/p/work_management/users/sign_up_new`)
    expect(report).not.toHaveBeenCalled()
  })

  it('joins the host with one slash however the host ends', () => {
    const report = vi.fn()
    expect(productSignupUrl('crm', `${AUTH_HOST}/`, report)).toBe(`${AUTH_HOST}/p/crm/users/sign_up_new`)
    expect(productSignupUrl('crm', `${AUTH_HOST}//`, report)).toBe(`${AUTH_HOST}/p/crm/users/sign_up_new`)
    expect(productSignupUrl('nope', `${AUTH_HOST}/`, report)).toBe(`${AUTH_HOST}/users/sign_up_new`)
  })

  it('stays a root-relative path for an empty host', () => {
    expect(productSignupUrl('crm', '', vi.fn())).toBe('/p/crm/users/sign_up_new')
    expect(productSignupUrl('crm', '/', vi.fn())).toBe('/p/crm/users/sign_up_new')
  })

  it.each(['unknown', 'CRM', ''])('reports %j once and falls back to the generic sign-up page', (value) => {
    const report = vi.fn()
    expect(productSignupUrl(value, AUTH_HOST, report)).toBe(`${AUTH_HOST}/users/sign_up_new`)
    expect(report).toHaveBeenCalledExactlyOnceWith(`Product signup URL not found for product value: ${value}`, { value })
  })

  it('does not throw when a caller passes a missing value', () => {
    const report = vi.fn()
    expect(productSignupUrl(undefined as unknown as string, AUTH_HOST, report)).toBe(`${AUTH_HOST}/users/sign_up_new`)
    expect(report).toHaveBeenCalledExactlyOnceWith('Product signup URL not found for product value: undefined', { value: 'undefined' })
  })
})

describe('platformProductId', () => {
  it.each([
    ['crm', 'crm'],
    ['marketing_campaigns', 'marketingCampaigns'],
    ['marketer', 'marketing'],
    ['dev', 'software'],
    ['projects', 'project_management'],
    ['work-management', 'core'],
    ['service', 'service'],
    ['software', 'software'],
    ['work_management', 'core'],
  ])('maps %s to %s', (value, platformId) => {
    const report = vi.fn()
    expect(platformProductId(value, report)).toBe(platformId)
    expect(report).not.toHaveBeenCalled()
  })

  it.each(['unknown', 'Service', ''])('reports %j once and falls back to core', (value) => {
    const report = vi.fn()
    expect(platformProductId(value, report)).toBe('core')
    expect(report).toHaveBeenCalledExactlyOnceWith(`Platform product ID not found for product value: ${value}`, { value })
  })
})
