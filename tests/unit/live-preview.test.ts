import { describe, expect, it } from 'vitest'

import { livePreviewConfig } from '@/cms/preview/live-preview'

const url = livePreviewConfig('https://www.orbit.example').url as (args: unknown) => Promise<string | null | undefined>
const pageArgs = (data: Record<string, unknown>, locale = 'en') => ({ collectionConfig: { slug: 'pages' }, data, locale: { code: locale } })

describe('the live preview’s address', () => {
  it('shows a page at its own path, in the locale being edited', async () => {
    const address = new URL((await url(pageArgs({ path: '/pricing' }, 'de')))!)
    expect(address.origin).toBe('https://www.orbit.example')
    expect(address.searchParams.get('path')).toBe('/pricing')
    expect(address.searchParams.get('locale')).toBe('de')
  })

  it('has none for a page without a path yet, rather than showing the home page', async () => {
    expect(await url(pageArgs({ title: '' }))).toBeNull()
    expect(await url(pageArgs({ path: '  ' }))).toBeNull()
    expect(await url(pageArgs({ path: null }))).toBeNull()
  })

  it('shows the home page for the site’s chrome', async () => {
    const address = new URL((await url({ globalConfig: { slug: 'header-menus' }, data: {}, locale: { code: 'en' } }))!)
    expect(address.searchParams.get('path')).toBe('/')
  })
})
