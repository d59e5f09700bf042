import { describe, expect, it } from 'vitest'

import { NON_NATIVE_ENGLISH_COUNTRIES } from '@/domain/countries'
import { effectiveCountry, suggestedLocale } from '@/domain/routing/language-suggestion'
import { isVisitorVariantPair, routeRequest, routingTable, suggestedLocaleOf, visitorCountry } from '@/domain/routing/site-routing'

const everywhere = () => true

describe('the language an English page suggests', () => {
  it('is the visitor’s country’s for each of the spec’s non-native-English countries', () => {
    const suggest = (country: string) => suggestedLocale({ country, pageLocale: 'en', chosenLocale: undefined, existsIn: everywhere })
    expect(suggest('DE')).toBe('de')
    expect(suggest('AT')).toBe('de')
    expect(suggest('MX')).toBe('es')
    expect(suggest('BR')).toBe('pt')
    expect(suggest('JP')).toBe('ja')
    expect(suggest('KR')).toBe('ko')
    expect(suggest('TW')).toBe('zh-tw')
    for (const country of NON_NATIVE_ENGLISH_COUNTRIES) expect(suggest(country), country).toBeDefined()
    expect(suggest('US')).toBeUndefined()
    expect(suggest('GB')).toBeUndefined()
    expect(suggest('IN')).toBeUndefined()
  })

  it('is none on a page already in another language, for a visitor who chose one, or where the page does not exist in it', () => {
    expect(suggestedLocale({ country: 'DE', pageLocale: 'de', chosenLocale: undefined, existsIn: everywhere })).toBeUndefined()
    expect(suggestedLocale({ country: 'DE', pageLocale: 'en', chosenLocale: 'en', existsIn: everywhere })).toBeUndefined()
    expect(suggestedLocale({ country: 'DE', pageLocale: 'en', chosenLocale: undefined, existsIn: (locale) => locale !== 'de' })).toBeUndefined()
    expect(suggestedLocale({ country: undefined, pageLocale: 'en', chosenLocale: undefined, existsIn: everywhere })).toBeUndefined()
  })

  it('is one more cached copy of the English page, chosen by the proxy', () => {
    const table = routingTable({
      redirects: [],
      pages: [{ path: '/pricing' }, { path: '/l/impressum', locales: ['de'] }, { path: '/en-only', locales: ['en'] }],
      pricedPaths: [],
    })
    expect(routeRequest('/pricing', '', table, { country: 'DE' })).toMatchObject({ pathname: '/en/consent.required~suggest.de/pricing' })
    expect(routeRequest('/pricing', '', table, { country: 'DE', preferredLocale: 'en' })).toMatchObject({ pathname: '/en/consent.required/pricing' })
    expect(routeRequest('/en-only', '', table, { country: 'JP' })).toMatchObject({ pathname: '/en/default/en-only' })
    expect(suggestedLocaleOf({ suggest: 'de' })).toBe('de')
    expect(isVisitorVariantPair('suggest', 'de')).toBe(true)
    expect(isVisitorVariantPair('suggest', 'en')).toBe(false)
    expect(isVisitorVariantPair('suggest', 'xx')).toBe(false)
  })
})

describe('the US oceanic territories', () => {
  it('count as the US', () => {
    for (const territory of ['AS', 'GU', 'MP', 'UM']) expect(effectiveCountry(territory)).toBe('US')
    expect(effectiveCountry('DE')).toBe('DE')
    const table = routingTable({ redirects: [], pages: [], pricedPaths: [], defaultCountry: 'FR' })
    expect(visitorCountry('gu', table)).toBe('US')
  })
})
