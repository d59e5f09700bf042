import { describe, expect, it } from 'vitest'

import { brandRoute, SITE_ROUTES } from '@/cms/seed/site-routes'
import { validatePagePath } from '@/domain/routing/paths'

const brand = { name: 'Orbit', slug: 'orbit' }
const routes = SITE_ROUTES.map((route) => brandRoute(route, brand))
const paths = routes.map((route) => route.path)

describe('the seeded site routes', () => {
  it('are valid, unique page paths', () => {
    expect(paths.filter((path) => validatePagePath(path) !== true)).toEqual([])
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('welcome new employees at /hr/welcometo{brand}/home as well as at its root', () => {
    expect(paths).toEqual(expect.arrayContaining(['/hr/welcometoorbit', '/hr/welcometoorbit/home']))
  })

  it('fill in the brand', () => {
    expect(paths).toEqual(expect.arrayContaining(['/why-orbit', '/w/orbitdb', '/hr/welcometoorbit', '/hr/welcometoorbit/managers/home']))
    expect(routes.some((route) => /\{(slug|brand)\}/.test(route.path + route.title + route.summary))).toBe(false)
  })

  it.each([
    '/pricing',
    '/templates',
    '/p/find-a-partner',
    '/features/dashboards',
    '/w/industries/media',
    '/lp/students',
    '/use-cases/agile',
    '/p/esg',
    '/helpcenter/contact-support',
    '/dynamic/templates-generator/help-center',
    '/accessibility-statement',
    '/l/privacy-policy',
    '/l/terms-of-service',
    '/l/impressum',
    '/sales/contact-us',
    '/developers/apps',
    '/developers/apps/faqs',
    '/developers/v2/try-it-yourself',
    '/external/hp-sync',
  ])('include %s from the specification', (path) => expect(paths).toContain(path))

  it('give the developer documentation its own header', () => {
    expect(routes.filter((route) => route.path.startsWith('/developers/')).every((route) => route.headerVariant === 'developers')).toBe(true)
  })
})
