import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AB_CONVERSION_ATTRIBUTE } from '@/analytics/ab/experiments'
import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import type { PublishedSolution } from '@/cms/queries/published-solutions'
import { headerMenusSeed } from '@/cms/seed/navigation'
import { AB_TESTS } from '@/domain/ab/catalogue'
import { googleSignUpUrl, isSignUpUrl, keepRegionUrl, signUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import { TRANSLATED_LOCALES } from '@/domain/locales'
import type { CookieDefinition, HeroBlock, SiteSetting } from '@/payload-types'
import { CAMPAIGNS_PATH, headerItemsForVariants, moveEnterpriseIntoProducts, STUDIO_PATH, withExtraItem, type HeaderItem } from '@/site/ab/header-menu'
import { OneTapGoogleSignUp } from '@/site/ab/OneTapGoogleSignUp'
import { ProductSolutions, solutionsOfProduct } from '@/site/ab/ProductSolutions'
import { signUpButtonText, signUpLinkProps } from '@/site/ab/sign-up'
import { StickySignUp } from '@/site/ab/StickySignUp'
import { WelcomeBack } from '@/site/ab/WelcomeBack'
import { CookieTableSection } from '@/site/blocks/CookieTable/Component'
import { HeroSection } from '@/site/blocks/Hero/Component'
import { SiteHeader } from '@/site/layout/SiteHeader'
import type { PageContext } from '@/site/pages/page-context'

const AUTH = 'https://auth.orbit.example'
const brand = { name: 'Orbit', slug: 'orbit' }
const settings = { brandName: 'Orbit', brandSlug: 'orbit', hosts: { auth: AUTH } } as unknown as SiteSetting
const en = interfaceText('en')

/** The page context of a page rendered for these variants (test name → variant). */
const contextFor = (ab: Record<string, string> = {}, extra: Partial<PageContext> = {}): PageContext => ({
  locale: 'en',
  currency: 'USD',
  path: '/',
  settings,
  ab,
  ...extra,
})

const mainMenu = (): HeaderItem[] => headerMenusSeed(brand).main
const urlsOf = (items: readonly { link: { url: string } }[] | null | undefined) => (items ?? []).map((item) => item.link.url)

describe('sign-up links on the auth host', () => {
  it('recognises the generic, the per-product and the Google sign-up pages', () => {
    expect(
      isSignUpUrl(
        signUpUrl(AUTH, undefined, () => {}),
        AUTH,
      ),
    ).toBe(true)
    expect(isSignUpUrl(`${AUTH}/users/sign_up_new/`, AUTH)).toBe(true)
    expect(
      isSignUpUrl(
        signUpUrl(AUTH, 'crm', () => {}),
        AUTH,
      ),
    ).toBe(true)
    expect(
      isSignUpUrl(
        signUpUrl(AUTH, 'dev', () => {}),
        AUTH,
      ),
    ).toBe(true)
    expect(isSignUpUrl(googleSignUpUrl(AUTH), AUTH)).toBe(true)
    expect(isSignUpUrl(`${AUTH}/users/sign_up_new?from=hero`, `${AUTH}/`)).toBe(true)
  })

  it('leaves every other link alone: log in, site paths, other hosts, unknown products, nonsense', () => {
    expect(isSignUpUrl(`${AUTH}/login`, AUTH)).toBe(false)
    expect(isSignUpUrl('/pricing', AUTH)).toBe(false)
    expect(isSignUpUrl('/users/sign_up_new', AUTH)).toBe(false)
    expect(isSignUpUrl('https://evil.example/users/sign_up_new', AUTH)).toBe(false)
    expect(isSignUpUrl('https://auth.orbit.example.evil.example/users/sign_up_new', AUTH)).toBe(false)
    expect(isSignUpUrl(`${AUTH}/p/nonsense/users/sign_up_new`, AUTH)).toBe(false)
    expect(isSignUpUrl('not a url', AUTH)).toBe(false)
    expect(isSignUpUrl(`${AUTH}/users/sign_up_new`, 'not a host')).toBe(false)
  })

  it('asks the auth host to keep its detected region with keep_region=true, keeping the rest of the query', () => {
    expect(keepRegionUrl(`${AUTH}/users/sign_up_new`)).toBe(`${AUTH}/users/sign_up_new?keep_region=true`)
    expect(keepRegionUrl(googleSignUpUrl(AUTH))).toBe(`${AUTH}/auth/google_oauth2/login?new_account=true&keep_region=true`)
    expect(keepRegionUrl(`${AUTH}/users/sign_up_new?keep_region=true`)).toBe(`${AUTH}/users/sign_up_new?keep_region=true`)
    expect(keepRegionUrl('/relative')).toBe('/relative')
  })

  it('marks every sign-up link as a conversion, and adds keep_region only in keep_region’s variant', () => {
    const url = `${AUTH}/users/sign_up_new`
    expect(signUpLinkProps(url, {})).toEqual({ href: url, [AB_CONVERSION_ATTRIBUTE]: 'signup_click' })
    expect(signUpLinkProps(url, { keep_region: 'control' }).href).toBe(url)
    expect(signUpLinkProps(url, { keep_region: 'keep' }).href).toBe(`${url}?keep_region=true`)
  })

  it('reads "Start free trial" only in soft_signup_trial_cta’s variant', () => {
    expect(signUpButtonText(en, undefined)).toBe('Get started')
    expect(signUpButtonText(en, { soft_signup_trial_cta: 'trial_cta' })).toBe('Start free trial')
  })
})

describe('the header menu in its variants', () => {
  it('moves Enterprise from the Solutions submenu to the end of the products submenu', () => {
    const before = mainMenu()
    const after = moveEnterpriseIntoProducts(before)
    const products = after.find((item) => item.link.url === '/product')
    const solutions = after.find((item) => item.link.url === '/use-cases/team-management')
    expect(urlsOf(products?.children).at(-1)).toBe('/enterprise')
    expect(urlsOf(solutions?.children)).not.toContain('/enterprise')
    // The CMS's rows are not changed in place: the cached chrome serves every variant.
    expect(urlsOf(before.find((item) => item.link.url === '/use-cases/team-management')?.children)).toContain('/enterprise')
    expect(urlsOf(before.find((item) => item.link.url === '/product')?.children)).not.toContain('/enterprise')
  })

  it('moves an Enterprise item from the top of the menu too, and leaves a menu without one or without products alone', () => {
    const top: HeaderItem[] = [
      { id: 'p', link: { text: 'Products', url: '/product' }, children: [{ id: 'c', link: { text: 'CRM', url: '/crm' } }] },
      { id: 'e', link: { text: 'Enterprise', url: '/w/enterprise/' }, children: [] },
    ]
    const moved = moveEnterpriseIntoProducts(top)
    expect(urlsOf(moved)).toEqual(['/product'])
    expect(urlsOf(moved[0]?.children)).toEqual(['/crm', '/w/enterprise/'])
    const noProducts = top.slice(1)
    expect(moveEnterpriseIntoProducts(noProducts)).toEqual(noProducts)
    const noEnterprise = top.slice(0, 1)
    expect(moveEnterpriseIntoProducts(noEnterprise)).toEqual(noEnterprise)
  })

  it('adds Studio (control) or Campaigns (variant) right after Products in the main menu, for the test’s visitors only', () => {
    expect(headerItemsForVariants(mainMenu(), { menu: 'main', ab: {}, text: en })).toEqual(mainMenu())
    const control = headerItemsForVariants(mainMenu(), { menu: 'main', ab: { header_studio_or_campaigns: 'control' }, text: en })
    expect(control[1]?.link).toEqual({ text: 'Studio', url: STUDIO_PATH })
    const campaigns = headerItemsForVariants(mainMenu(), { menu: 'main', ab: { header_studio_or_campaigns: 'campaigns' }, text: en })
    expect(campaigns[1]?.link).toEqual({ text: 'Campaigns', url: CAMPAIGNS_PATH })
    expect(campaigns).toHaveLength(mainMenu().length + 1)
    const developers = headerMenusSeed(brand).developers
    expect(headerItemsForVariants(developers, { menu: 'developers', ab: {}, text: en })).toEqual(developers)
    expect(headerItemsForVariants([], { menu: 'main', ab: { header_studio_or_campaigns: 'control' }, text: en })).toEqual([])
    expect(urlsOf(withExtraItem([], { link: { text: 'x', url: '/x' } }))).toEqual(['/x'])
  })
})

const chrome = (): SiteChrome =>
  ({
    headerMenus: { id: 1, ...headerMenusSeed(brand) },
    sideMenu: [
      { id: 's', link: { text: 'Sign up free', url: `${AUTH}/users/sign_up_new` } },
      { id: 'p', link: { text: 'Pricing', url: '/pricing' } },
    ],
    footerGroups: [],
    settings,
  }) as unknown as SiteChrome

const header = (ab: Record<string, string>) =>
  renderToStaticMarkup(createElement(SiteHeader, { page: { headerVariant: 'main', onlyInLocales: [] }, chrome: chrome(), context: contextFor(ab) }))

/** The HTML of the element `selector`-ish: the anchor whose class contains `className`. */
const anchorWith = (html: string, className: string) => html.match(new RegExp(`<a[^>]*class="[^"]*${className}[^"]*"[^>]*>([^<]*)</a>`))

describe('the header as the server renders it', () => {
  it('renders the control: sign-up "Get started", marked as a conversion, no demo button, Studio', () => {
    expect(header({})).not.toContain('>Studio</a>')
    const html = header({ header_studio_or_campaigns: 'control' })
    const signUp = anchorWith(html, 'site-header__signup')
    expect(signUp?.[1]).toBe('Get started')
    expect(signUp?.[0]).toContain('data-ab-conversion="signup_click"')
    expect(signUp?.[0]).toContain(`href="${AUTH}/users/sign_up_new"`)
    expect(html).not.toContain('site-header__demo')
    expect(html).toContain(`<a href="${STUDIO_PATH}">Studio</a>`)
    expect(html).not.toContain('keep_region')
  })

  it('joins "Get started" and its product menu in one split button', () => {
    const split = /<div class="signup-split">([\s\S]*?)<\/details><\/div>/.exec(header({}))?.[1] ?? ''
    expect(split).toMatch(/^<a [^>]*class="[^"]*site-header__signup[^"]*"[^>]*>Get started<\/a><details class="signup-menu">/)
  })

  it('renders each header test’s variant on the server', () => {
    expect(anchorWith(header({ soft_signup_trial_cta: 'trial_cta' }), 'site-header__signup')?.[1]).toBe('Start free trial')
    const demo = anchorWith(header({ request_a_demo: 'request_demo' }), 'site-header__demo')
    expect(demo?.[1]).toBe('Request a demo')
    expect(demo?.[0]).toContain('href="/sales/contact-us?from=request_demo"')
    expect(header({ header_studio_or_campaigns: 'campaigns' })).toContain(`<a href="${CAMPAIGNS_PATH}">Campaigns</a>`)
    expect(anchorWith(header({ keep_region: 'keep' }), 'site-header__signup')?.[0]).toContain('sign_up_new?keep_region=true')
  })

  it('links the auth host’s verify_email page below the sign-up dropdown’s products, not as a sign-up', () => {
    const menu = header({}).split('<ul class="signup-menu__list">')[1]?.split('</ul>')[0] ?? ''
    expect(menu).toContain(`<li class="signup-menu__verify"><a href="${AUTH}/verify_email">Signed up already? Confirm your email</a></li>`)
    expect(menu.match(/data-ab-conversion="signup_click"/g)).toHaveLength(5)
  })

  it('marks the side menu’s sign-up link, not its other links', () => {
    const html = header({ keep_region: 'keep' })
    expect(html).toContain(`<a href="${AUTH}/users/sign_up_new?keep_region=true" data-ab-conversion="signup_click">Sign up free</a>`)
    expect(html).toContain('<a href="/pricing">Pricing</a>')
  })

  it('puts Enterprise into the products submenu in enterprise_in_submenu’s variant', () => {
    const submenuOf = (html: string, summary: string) => html.split(`<summary>${summary}</summary>`)[1]?.split('</details>')[0] ?? ''
    expect(submenuOf(header({}), 'Products')).not.toContain('/enterprise')
    expect(submenuOf(header({}), 'Solutions')).toContain('href="/enterprise"')
    expect(submenuOf(header({ enterprise_in_submenu: 'in_submenu' }), 'Products')).toContain('href="/enterprise"')
    expect(submenuOf(header({ enterprise_in_submenu: 'in_submenu' }), 'Solutions')).not.toContain('/enterprise')
  })
})

describe('the variants’ parts of a page', () => {
  const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)

  it('adds the sticky sign-up bar only in mobile_sticky_signup’s variant', () => {
    expect(render(createElement(StickySignUp, { context: contextFor() }))).toBe('')
    const html = render(createElement(StickySignUp, { context: contextFor({ mobile_sticky_signup: 'sticky', soft_signup_trial_cta: 'trial_cta' }) }))
    expect(html).toContain('<aside class="sticky-signup" aria-label="Sign up">')
    expect(html).toContain('data-ab-conversion="signup_click"')
    expect(html).toContain('>Start free trial</a>')
  })

  it('opens the page with the welcome-back band in its variant (the proxy shows it on the home page only)', () => {
    expect(render(createElement(WelcomeBack, { context: contextFor() }))).toBe('')
    const html = render(createElement(WelcomeBack, { context: contextFor({ welcome_back_page: 'welcome_back' }) }))
    expect(html).toContain('Welcome back')
    expect(html).toContain(`href="${AUTH}/login"`)
    expect(html).toContain('href="/pricing">Continue to pricing</a>')
    const german = render(createElement(WelcomeBack, { context: contextFor({ welcome_back_page: 'welcome_back' }, { locale: 'de' }) }))
    expect(german).toContain('Willkommen zurück')
    expect(german).toContain('href="/lang/de/pricing"')
  })

  it('offers the one-tap Google card on /crm in its variant, as a marked sign-up to Google OAuth', () => {
    expect(render(createElement(OneTapGoogleSignUp, { context: contextFor({}, { path: '/crm' }) }))).toBe('')
    const html = render(
      createElement(OneTapGoogleSignUp, { context: contextFor({ crm_one_tap_google_signup: 'one_tap', keep_region: 'keep' }, { path: '/crm' }) }),
    )
    expect(html).toContain('Continue with Google')
    // A CRM account: the platform's id for the product goes with Google's sign-up.
    expect(html).toContain(`href="${AUTH}/auth/google_oauth2/login?new_account=true&amp;product_id=crm&amp;keep_region=true"`)
    expect(html).toContain('data-ab-conversion="signup_click"')
  })

  it('lists the product’s published solutions with their add-solution links in product_solutions’ variant', () => {
    const solutions: PublishedSolution[] = [
      { solutionId: 'sales-pipeline', name: 'Sales pipeline', description: 'Track deals.', category: 'crm', product: 'crm' },
      { solutionId: 'bug-tracking', name: 'Bug tracking', description: undefined, category: 'tech', product: 'dev' },
    ]
    expect(solutionsOfProduct(solutions, 'crm').map((solution) => solution.solutionId)).toEqual(['sales-pipeline'])
    expect(solutionsOfProduct(undefined, 'crm')).toEqual([])
    const variant = { product_solutions: 'solutions' }
    expect(render(createElement(ProductSolutions, { product: 'crm', context: contextFor({}, { solutions }) }))).toBe('')
    expect(render(createElement(ProductSolutions, { product: undefined, context: contextFor(variant, { solutions }) }))).toBe('')
    expect(render(createElement(ProductSolutions, { product: 'service', context: contextFor(variant, { solutions }) }))).toBe('')
    const html = render(createElement(ProductSolutions, { product: 'crm', context: contextFor(variant, { solutions, locale: 'fr' }) }))
    expect(html).toContain('>Solutions</h2>')
    expect(html).toContain('href="/lang/fr/add-solution?solution_id=sales-pipeline">Ajouter Sales pipeline</a>')
    expect(html).not.toContain('bug-tracking')
  })

  it('opens the cookie table with a plain-words summary per category in cookies_policy’s variant', () => {
    const cookieDefinitions = [
      { id: 1, name: 'locale', category: 'necessary', updatedAt: '', createdAt: '' },
      { id: 2, name: 'visitor_id', category: 'analytics', updatedAt: '', createdAt: '' },
    ] as CookieDefinition[]
    const block = { blockType: 'cookieTable', heading: 'Cookies we use', id: 'b' } as const
    const control = render(createElement(CookieTableSection, { block, context: contextFor({}, { cookieDefinitions, path: '/l/cookie-policy' }) }))
    expect(control).not.toContain('Our cookies in plain words')
    const html = render(
      createElement(CookieTableSection, { block, context: contextFor({ cookies_policy: 'new_policy' }, { cookieDefinitions, path: '/l/cookie-policy' }) }),
    )
    expect(html.indexOf('Our cookies in plain words')).toBeGreaterThan(-1)
    expect(html.indexOf('Our cookies in plain words')).toBeLessThan(html.indexOf('Cookies we use'))
    expect(html).toContain(en.cookieSummaryNecessary)
    expect(html).toContain('Always on')
    expect(html).toContain('Your choice')
    // Only the categories that have cookies, as in the tables.
    expect(html).not.toContain(en.cookieSummaryMarketing)
  })

  const block: HeroBlock = {
    blockType: 'hero',
    heading: 'Orbit CRM',
    links: [
      { id: 'a', text: 'Get started', url: `${AUTH}/p/crm/users/sign_up_new` },
      { id: 'b', text: 'Contact sales', url: '/sales/contact-us' },
    ],
  }

  it('marks a hero’s sign-up link as a conversion and keeps its other links plain', () => {
    const html = render(createElement(HeroSection, { block, leading: true, context: contextFor({ keep_region: 'keep' }) }))
    expect(html).toContain(
      `<a href="${AUTH}/p/crm/users/sign_up_new?keep_region=true" data-ab-conversion="signup_click" class="block-link block-link--primary">Get started</a>`,
    )
    expect(html).toContain('<a href="/sales/contact-us" class="block-link block-link--secondary">Contact sales</a>')
  })

  it('words a hero’s buttons in the visitor’s language on a page shown in English, saying so', () => {
    const html = render(createElement(HeroSection, { block, leading: true, context: contextFor({}, { locale: 'de' }) }))
    expect(html).toContain(`lang="de">${interfaceText('de').signUp}</a>`)
    expect(html).toContain(`<a href="/lang/de/sales/contact-us" class="block-link block-link--secondary" lang="de">${interfaceText('de').contactSales}</a>`)
    expect(html).not.toMatch(/>Get started<|>Contact sales</)
  })
})

describe('the variants’ words', () => {
  const keys = [
    'signUpTrial',
    'requestDemo',
    'headerStudio',
    'headerCampaigns',
    'stickySignUpLabel',
    'stickySignUpText',
    'welcomeBackTitle',
    'welcomeBackBody',
    'welcomeBackPricing',
    'oneTapTitle',
    'oneTapBody',
    'continueWithGoogle',
    'productSolutionsTitle',
    'productSolutionsIntro',
    'productSolutionAdd',
    'cookieSummaryTitle',
    'cookieSummaryYourChoice',
    'cookieSummaryNecessary',
    'cookieSummaryFunctional',
    'cookieSummaryAnalytics',
    'cookieSummaryMarketing',
    'cookieSummarySettings',
  ] as const

  it('are translated in every language (only a few names stay as in English)', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const text = interfaceText(locale)
      const same = keys.filter((key) => text[key] === en[key])
      expect(
        same.every((key) => key === 'headerStudio' || key === 'productSolutionsTitle'),
        `${locale}: ${same.join(', ')}`,
      ).toBe(true)
    }
  })

  it('cover every test wired on the site', () => {
    const wired = [
      'soft_signup_trial_cta',
      'enterprise_in_submenu',
      'mobile_sticky_signup',
      'welcome_back_page',
      'keep_region',
      'header_studio_or_campaigns',
      'request_a_demo',
      'crm_one_tap_google_signup',
      'product_solutions',
      'cookies_policy',
    ]
    const names: readonly string[] = AB_TESTS.map((test) => test.testName)
    for (const name of wired) expect(names).toContain(name)
  })
})
