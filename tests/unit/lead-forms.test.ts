import { describe, expect, it } from 'vitest'

import { cookiesFromHeader } from '@/domain/consent/cookies'
import { abAssignmentsFromCookie, leadContext, leadPagePath } from '@/domain/forms/lead-context'
import { contactCountryOptions } from '@/domain/forms/countries'
import { fieldsOf, FIELD_MAX_LENGTH, HONEYPOT_FIELD, leadFormFromSlug } from '@/domain/forms/fields'
import { fieldErrorMessage } from '@/i18n/form-messages'
import { internationalPhoneNumber } from '@/domain/forms/phone'
import { validateLeadForm } from '@/domain/forms/schema'
import { formText } from '@/i18n/form-text'
import { isIdempotencyKey, isSameSubmission, submissionKey } from '@/domain/forms/leads'
import { salesRegionOf } from '@/domain/forms/sales-regions'

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

  it('refuses control characters, which the database would refuse, with a field error', () => {
    const result = validateLeadForm('contactSales', { ...sales, name: 'Dana\u0000Levi', company: 'Acme\u0007', phone: '054\u0000123', message: 'Hi\u0000' })
    expect(result.ok || result.errors).toEqual({
      name: { code: 'invalid' },
      company: { code: 'invalid' },
      phone: { code: 'invalid' },
      message: { code: 'invalid' },
    })
    // Line breaks belong in a message (and nowhere else); a form post writes them CRLF.
    expect(validateLeadForm('contactSales', { ...sales, name: 'Dana\nLevi' }).ok).toBe(false)
    const message = validateLeadForm('contactSales', { ...sales, message: 'Two lines:\r\n\tindented\nand a third' })
    expect(message.ok && message.values.message).toBe('Two lines:\n\tindented\nand a third')
  })

  it('stores half an emoji as the replacement character, as the database would, so a resend matches the stored lead', () => {
    const result = validateLeadForm('contactSales', { ...sales, name: 'Dana \ud83d', email: '\ud800@example.com', message: 'Hi \ud83d\ude00' })
    expect(result.ok && [result.values.name, result.values.email, result.values.message]).toEqual(['Dana \ufffd', '\ufffd@example.com', 'Hi 😀'])
  })

  it('checks the email’s length after lower-casing it, as it is stored', () => {
    // `İ` lowers to two characters: 252 typed become 262 stored, over the column's 254.
    const email = `${'İ'.repeat(10)}@${'b'.repeat(238)}.co`
    expect(email.length).toBeLessThanOrEqual(254)
    expect(validateLeadForm('contactSales', { ...sales, email }).ok || validateLeadForm('contactSales', { ...sales, email })).toEqual({
      ok: false,
      errors: { email: { code: 'tooLong', limit: 254 } },
    })
    const stored = validateLeadForm('contactSales', { ...sales, email: ` ${'B'.repeat(240)}@EXAMPLE.COM ` })
    expect(stored.ok && stored.values.email).toBe(`${'b'.repeat(240)}@example.com`)
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
      marketingAllowed: true,
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

  it('keeps no attribution where marketing is not allowed, but still the rest of the visit', () => {
    const context = leadContext({
      cookies: { utm_campaign: 'spring', ab_tests: 'hide_basic_tier=variant' },
      countryHeader: 'de',
      locale: 'de',
      page: '/sales/contact-us',
      from: undefined,
      marketingAllowed: false,
    })
    expect(context.attribution).toEqual({})
    expect(context).toMatchObject({ abTests: { hide_basic_tier: 'variant' }, visitorCountry: 'DE' })
  })

  it('keeps the referral with the campaign, and the coupon, use case and industry the visitor chose', () => {
    const cookies = { utm_source: 'partner', referral_token: 'r.12', coupon_code: 'SPRING-25', user_cluster: 'crm', user_industry: 'retail' }
    const visit = { cookies, countryHeader: null, locale: 'en', page: '/', from: undefined }
    expect(leadContext({ ...visit, marketingAllowed: true }).attribution).toEqual(cookies)
    expect(leadContext({ ...visit, marketingAllowed: false }).attribution).toEqual({ coupon_code: 'SPRING-25', user_cluster: 'crm', user_industry: 'retail' })
  })

  it('strips control characters from cookie values, which the database would refuse', () => {
    const cookies = cookiesFromHeader('utm_source=a%00b; utm_campaign=%01%02; utm_medium=%E0%A4%A; ab_tests=t%3Dv%2500; utm_content=one; utm_content=two')
    expect(cookies.get('utm_source')).toBe('a\u0000b')
    expect(cookies.has('utm_medium')).toBe(false) // a malformed escape is left out
    expect(cookies.get('utm_content')).toBe('one') // the first of a name
    const context = leadContext({ cookies, countryHeader: null, locale: 'en', page: '/', from: undefined, marketingAllowed: true })
    expect(context.attribution).toEqual({ utm_source: 'ab', utm_content: 'one' })
    expect(context.abTests).toEqual({})
  })

  it('trusts nothing: unknown locales, other hosts and odd origins fall back', () => {
    const context = leadContext({ cookies: new Map(), countryHeader: null, locale: 'xx', page: '//evil.example/x', from: '<script>', marketingAllowed: true })
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

  it('makes the form’s key from its random part and the checked values: the same values, the same key', () => {
    const checked = (input: Record<string, unknown>) => {
      const result = validateLeadForm('contactSales', input)
      if (!result.ok) throw new Error('invalid')
      return result.values
    }
    const base = crypto.randomUUID()
    const first = submissionKey(base, checked(sales))
    expect(isIdempotencyKey(first)).toBe(true)
    expect(first.startsWith(`${base}-`)).toBe(true)
    // A retry, a double click, or the same values typed a little differently: one key.
    expect(submissionKey(base, checked({ ...sales, email: ' DANA@example.com ', phone: '054 123 4567' }))).toBe(first)
    // Corrected values after a failure: another submission.
    expect(submissionKey(base, checked({ ...sales, company: 'Acme Ltd' }))).not.toBe(first)
    expect(submissionKey(base, checked({ ...sales, message: 'Call me' }))).not.toBe(first)
    expect(submissionKey(crypto.randomUUID(), checked(sales))).not.toBe(first)
  })

  it('tells a resend from another submission under the same key, empty stored fields being null', () => {
    const values = { name: 'Dana Levi', email: 'dana@example.com', country: 'IL', company: 'Acme', product: 'crm' } as const
    const stored = { ...values, companySize: null, phone: null, topic: null, message: null, page: '/x', locale: 'de' }
    expect(isSameSubmission(stored, values)).toBe(true)
    expect(isSameSubmission(stored, { ...values, company: 'Other' })).toBe(false)
    expect(isSameSubmission(stored, { ...values, message: 'More' })).toBe(false)
  })

  it('accepts UUIDs and URL-safe tokens as idempotency keys', () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true)
    expect(isIdempotencyKey('short')).toBe(false)
    expect(isIdempotencyKey('has space in it')).toBe(false)
    expect(HONEYPOT_FIELD).toBe('website')
  })
})
