import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locales'
import { readShareCardPath, shareCardPathFor } from '@/domain/routing/paths'
import { shareCardColour, shareCardDraws } from '@/domain/seo/share-card'
import { PRODUCTS } from '@/domain/products'
import { renderShareCard } from '@/server/seo/share-card'

describe('a share card’s address', () => {
  it('names the page and the language, and reads back as both', () => {
    expect(shareCardPathFor({ path: '/pricing' }, 'de')).toBe('/nhp/share/de/pricing.png')
    expect(shareCardPathFor({ path: '/features/automations/' }, 'en')).toBe('/nhp/share/en/features/automations.png')
    expect(shareCardPathFor({ path: '/' }, 'zh-tw')).toBe('/nhp/share/zh-tw.png')
    for (const { code } of LOCALES) {
      for (const path of ['/', '/pricing', '/l/impressum']) {
        const segments = shareCardPathFor({ path }, code).slice('/nhp/share/'.length).split('/')
        expect(readShareCardPath(segments)).toEqual({ locale: code, path })
      }
    }
  })

  it('reads nothing else: no .png, an unknown language, odd segments', () => {
    for (const segments of [
      ['de', 'pricing'],
      ['xx', 'pricing.png'],
      ['DE.png'],
      ['de', '..', 'pricing.png'],
      ['de', '', 'pricing.png'],
      ['de', 'Pricing.png'],
      [],
    ]) {
      expect(readShareCardPath(segments), segments.join('/')).toBeUndefined()
    }
  })
})

describe('what a share card draws', () => {
  it('draws Latin, Greek and Cyrillic titles, not Chinese, Japanese or Korean ones', () => {
    for (const title of ['Pricing', 'Cennik: zażółć', 'Fiyatlandırma', 'Цены', 'Τιμές']) expect(shareCardDraws(title), title).toBe(true)
    for (const title of ['料金プラン', '가격', '價格方案', 'Orbit の料金', '']) expect(shareCardDraws(title), title).toBe(false)
  })

  it('takes the colour of the page’s product, else the flagship’s', () => {
    expect(shareCardColour('crm')).toBe(PRODUCTS.crm.brandColour)
    expect(shareCardColour(undefined)).toBe(PRODUCTS['work-management'].brandColour)
    expect(shareCardColour('nonsense')).toBe(PRODUCTS['work-management'].brandColour)
  })
})

describe('renderShareCard', () => {
  it('draws a link preview’s PNG whose pixels follow the title and the colour', async () => {
    const draw = async (title: string, colour: string) => {
      const png = await renderShareCard({ title, brandName: 'Orbit', colour })
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      return { data, size: [info.width, info.height] }
    }
    const pricing = await draw('Pricing', '#5B5FEF')
    expect(pricing.size).toEqual([1200, 630])
    expect(pricing.data.equals((await draw('Preise', '#5B5FEF')).data)).toBe(false)
    expect(pricing.data.equals((await draw('Pricing', '#00A9A5')).data)).toBe(false)
    expect(pricing.data.equals((await draw('Pricing', '#5B5FEF')).data)).toBe(true)
    // A title too long for the card's lines is made smaller, never cut off the card.
    expect((await draw('Pricing '.repeat(40), '#5B5FEF')).size).toEqual([1200, 630])
  })
})
