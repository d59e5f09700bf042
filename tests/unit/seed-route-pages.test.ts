import { describe, expect, it } from 'vitest'

import { routePage } from '@/cms/seed/route-page'
import { brandRoute, SITE_ROUTES } from '@/cms/seed/site-routes'

const brand = { name: 'Orbit', slug: 'orbit' }
const SIGN_UP = 'https://auth.orbit.example/users/sign_up_new'

const seeded = (path: string, locale: 'en' | 'de' = 'en') => {
  const route = SITE_ROUTES.find((candidate) => brandRoute(candidate, brand).path === path)
  if (!route) throw new Error(`${path} is not a seeded route`)
  return routePage(brandRoute(route, brand), brand, SIGN_UP, locale)
}

describe('pages read rather than sold on', () => {
  it.each([
    '/l/privacy-policy',
    '/l/terms-of-service',
    '/accessibility-statement',
    '/developers/apps',
    '/developers/apps/quickstart',
    '/developers/v2/try-it-yourself',
  ])('%s opens with its plain title and summary, no sign-up hero', (path) => {
    const page = seeded(path)
    expect(page.layout?.some((block) => block.blockType === 'hero')).toBe(false)
    expect(page.layout?.[0]?.blockType).toBe('richText')
    expect(JSON.stringify(page.layout?.[0])).toContain(page.seo?.description)
  })

  it('keeps the German imprint’s legal line at the top', () => {
    expect(JSON.stringify(seeded('/l/impressum', 'de').layout?.[0])).toContain('Angaben gemäß § 5 DDG.')
  })

  it('leaves the sales pages their hero with its sign-up button', () => {
    for (const path of ['/crm', '/features/automations', '/careers']) {
      const hero = seeded(path).layout?.[0]
      expect(hero?.blockType, path).toBe('hero')
      expect(hero?.blockType === 'hero' ? hero.links?.[0]?.url : undefined, path).toBe(SIGN_UP)
    }
  })
})

describe('/developers/apps/intro', () => {
  const page = seeded('/developers/apps/intro')
  const words = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(words)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => (key === 'text' && typeof inner === 'string' ? [inner] : words(inner)))
        : []
  const text = words(page.layout).join('\n')

  it('is a documentation page of its own, in the developers’ header', () => {
    expect(page).toMatchObject({ path: '/developers/apps/intro', title: 'Introduction to apps', headerVariant: 'developers', _status: 'published' })
  })

  it('says what an app is and gives a quick start to run, with the brand filled in', () => {
    expect(text).toContain('What an app is')
    expect(text).toContain('npx @orbit/apps-cli@latest init my-first-app --template board-view')
    expect(text).toContain('curl https://api.orbit.com/v2')
    expect(text).not.toMatch(/\{(brand|slug)\}/)
    expect(text.split(/\s+/).length).toBeGreaterThan(300)
  })

  it('draws its code samples as code, line by line', () => {
    const code = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(code)
        : value && typeof value === 'object'
          ? 'format' in value && value.format === 16 && 'text' in value
            ? [String(value.text)]
            : Object.values(value).flatMap(code)
          : []
    const lines = code(page.layout)
    expect(lines).toContain('  -H "Authorization: Bearer $API_TOKEN" \\')
    expect(lines.length).toBeGreaterThanOrEqual(15)
  })

  it('ends with its next steps, not a sales pitch', () => {
    expect(page.layout?.map((block) => block.blockType)).toEqual(['richText', 'richText'])
  })
})
