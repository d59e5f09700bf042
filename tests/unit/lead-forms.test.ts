import { describe, expect, it } from 'vitest'

import { abAssignmentsFromCookie, leadContext, leadPagePath } from '@/domain/lead-context'
import { contactCountryOptions } from '@/domain/lead-forms/countries'
import { fieldsOf, FIELD_MAX_LENGTH, HONEYPOT_FIELD, leadFormFromSlug } from '@/domain/lead-forms/fields'
import { fieldErrorMessage } from '@/domain/lead-forms/messages'
import { internationalPhoneNumber } from '@/domain/lead-forms/phone'
import { validateLeadForm } from '@/domain/lead-forms/schema'
import { formText } from '@/domain/lead-forms/texts'
import { isIdempotencyKey } from '@/domain/leads'
import { salesRegionOf } from '@/domain/sales-regions'

const sales = {
  name: 'Dana Levi',
  email: 'Dana@Example.com',
  company: 'Acme',
  companySize: '100-249',
  country: 'IL',
  phone: '054-123 4567',
  product: 'crm',
  message: '',
}

describe('validateLeadForm', () => {
  it('accepts a complete contact-sales form and stores the phone with the country’s calling code', () => {
    const result = validateLeadForm('contactSales', sales)
    expect(result).toEqual({
      ok: true,
      values: { name: 'Dana Levi', email: 'dana@example.com', company: 'Acme', companySize: '100-249', country: 'IL', phone: '+972541234567', product: 'crm' },
    })
  })

  it('gives every refused field its own message at once', () => {
    const result = validateLeadForm('contactSales', { name: ' ', email: 'not-an-email', companySize: 'huge', country: 'XX', phone: '12', product: 'crm' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      name: { code: 'required' },
      email: { code: 'invalidEmail' },
      company: { code: 'required' },
      companySize: { code: 'chooseOption' },
      country: { code: 'chooseOption' },
    })
  })

  it('checks the phone against the chosen country once the country is valid', () => {
    const result = validateLeadForm('contactSales', { ...sales, phone: '12' })
    expect(result.ok || result.errors).toEqual({ phone: { code: 'invalidPhone' } })
  })

  it('refuses values over the limits with the limit in the error', () => {
    const result = validateLeadForm('contactSales', { ...sales, name: 'x'.repeat(FIELD_MAX_LENGTH.name + 1), message: 'y'.repeat(3001) })
    expect(result.ok || result.errors).toEqual({ name: { code: 'tooLong', limit: 100 }, message: { code: 'tooLong', limit: 3000 } })
  })

  it('refuses values that are not text, whatever a client sends', () => {
    for (const odd of [42, true, { $ne: '' }, ['a']]) {
      const result = validateLeadForm('contactSales', { ...sales, name: odd })
      expect(result.ok || result.errors.name).toEqual({ code: 'invalid' })
    }
    for (const body of [null, 'text', 7, []]) {
      const result = validateLeadForm('support', body)
      expect(result.ok).toBe(false)
    }
  })

  it('asks support for a topic and a message of at least 20 characters, not for a company', () => {
    const short = validateLeadForm('support', { name: 'Sam', email: 'sam@example.org', country: 'de', topic: 'billing', message: 'help' })
    expect(short.ok || short.errors).toEqual({ message: { code: 'tooShort', limit: 20 } })
    const ok = validateLeadForm('support', {
      name: 'Sam',
      email: 'sam@example.org',
      country: 'de',
      topic: 'billing',
      message: 'My invoice shows the wrong number of seats.',
      company: 'Ignored Inc',
      companySize: '1500+',
    })
    expect(ok).toEqual({
      ok: true,
      values: { name: 'Sam', email: 'sam@example.org', country: 'DE', topic: 'billing', message: 'My invoice shows the wrong number of seats.' },
    })
  })

  it('records the CRM form as interest in the CRM without asking', () => {
    const { product: _product, ...crm } = sales
    const result = validateLeadForm('crm', crm)
    expect(result.ok && result.values.product).toBe('crm')
    expect(fieldsOf('crm')).not.toContain('product')
  })
})

describe('internationalPhoneNumber', () => {
  it('adds the calling code to a national number, without its trunk 0', () => {
    expect(internationalPhoneNumber('054-123 4567', '+972')).toBe('+972541234567')
    expect(internationalPhoneNumber('(212) 555-0100', '+1')).toBe('+12125550100')
    expect(internationalPhoneNumber('07700 900123', '+44')).toBe('+447700900123')
  })

  it('keeps a number typed with its own code, with + or 00', () => {
    expect(internationalPhoneNumber('+61 2 9374 4000', '+972')).toBe('+61293744000')
    expect(internationalPhoneNumber('0061 2 9374 4000', '+972')).toBe('+61293744000')
  })

  it('refuses letters, too few and too many digits', () => {
    expect(internationalPhoneNumber('call me', '+1')).toBeUndefined()
    expect(internationalPhoneNumber('123', '+1')).toBeUndefined()
    expect(internationalPhoneNumber('+1234567890123456', '+1')).toBeUndefined()
    expect(internationalPhoneNumber('555 0100', '')).toBeUndefined()
  })
})

describe('messages', () => {
  it('says what is wrong in the page’s language, with the limit filled in', () => {
    expect(fieldErrorMessage({ code: 'tooLong', limit: 100 }, formText('en'))).toBe('Please keep this under 100 characters.')
    expect(fieldErrorMessage({ code: 'required' }, formText('de'))).not.toBe(formText('en').errorRequired)
  })
})

describe('contactCountryOptions', () => {
  it('offers the spec’s seven countries first, then every country by its name in the page’s language', () => {
    const { suggested, all } = contactCountryOptions('de')
    expect(suggested.map((country) => country.code)).toEqual(['IL', 'US', 'AU', 'GB', 'PH', 'SG', 'CA'])
    expect(suggested[0]).toEqual({ code: 'IL', name: 'Israel', phonePrefix: '+972' })
    expect(all.length).toBeGreaterThan(240)
    expect(all.find((country) => country.code === 'DE')?.name).toBe('Deutschland')
    const names = all.map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
  })
})

describe('salesRegionOf', () => {
  it('sends Europe, Africa and the Middle East to EMEA, Australia and New Zealand to ANZ', () => {
    expect(['DE', 'GB', 'NG', 'IL', 'AE', 'TR'].map(salesRegionOf)).toEqual(['emea', 'emea', 'emea', 'emea', 'emea', 'emea'])
    expect(['AU', 'NZ'].map(salesRegionOf)).toEqual(['anz', 'anz'])
  })

  it('keeps the US Pacific territories with the Americas and the rest of Asia-Pacific apart', () => {
    expect(['US', 'BR', 'GU', 'AS'].map(salesRegionOf)).toEqual(['americas', 'americas', 'americas', 'americas'])
    expect(['JP', 'SG', 'FJ', 'IN'].map(salesRegionOf)).toEqual(['apac', 'apac', 'apac', 'apac'])
    expect(salesRegionOf('nowhere')).toBe('americas')
  })
})

describe('lead context', () => {
  it('keeps the attribution cookies, the A/B variants, the locale, the country and the page', () => {
    const context = leadContext({
      cookies: { utm_campaign: 'spring', utm_source: 'newsletter', ab_tests: 'hide_basic_tier=variant&bad name=x', session: 'secret' },
      countryHeader: 'de',
      locale: 'de',
      page: '/sales/contact-us/?from=header',
      from: 'header',
    })
    expect(context).toEqual({
      locale: 'de',
      visitorCountry: 'DE',
      page: '/sales/contact-us',
      from: 'header',
      attribution: { utm_campaign: 'spring', utm_source: 'newsletter' },
      abTests: { hide_basic_tier: 'variant' },
    })
  })

  it('trusts nothing: unknown locales, other hosts and odd origins fall back', () => {
    const context = leadContext({ cookies: new Map(), countryHeader: null, locale: 'xx', page: '//evil.example/x', from: '<script>' })
    expect(context).toEqual({ locale: 'en', page: '/', attribution: {}, abTests: {} })
    expect(leadPagePath('/a\nb')).toBe('/')
    expect(abAssignmentsFromCookie(undefined)).toEqual({})
  })
})

describe('form slugs and keys', () => {
  it('maps endpoint slugs to forms and refuses others', () => {
    expect(leadFormFromSlug('contact-sales')).toBe('contactSales')
    expect(leadFormFromSlug('crm')).toBe('crm')
    expect(leadFormFromSlug('contactSales')).toBeUndefined()
    expect(leadFormFromSlug('__proto__')).toBeUndefined()
  })

  it('accepts UUIDs and URL-safe tokens as idempotency keys', () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true)
    expect(isIdempotencyKey('short')).toBe(false)
    expect(isIdempotencyKey('has space in it')).toBe(false)
    expect(HONEYPOT_FIELD).toBe('website')
  })
})
