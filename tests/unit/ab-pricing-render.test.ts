import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { pricingSeed } from '@/cms/seed/pricing'
import { debugOverride } from '@/domain/ab/assignment'
import type { Locale } from '@/domain/locales'
import type { Pricing, PricingTableBlock, ProductCardsBlock, SiteSetting } from '@/payload-types'
import { PricingTableSection } from '@/site/blocks/PricingTable/Component'
import { ProductCardsSection } from '@/site/blocks/ProductCards/Component'
import type { PageContext } from '@/site/pages/page-context'

/*
 * The pricing tests' variants as the server renders them: what is in this HTML is what the
 * cached page holds, so a variant here is never swapped in by the browser.
 */

// The page loads the exit survey's code lazily (next/dynamic), which the streaming server renders
// in place but the synchronous renderToStaticMarkup cannot wait for: here it is the survey itself.
vi.mock('@/site/ab/pricing/DeferredExitSurvey', async () => ({ DeferredExitSurvey: (await import('@/site/ab/pricing/ExitSurvey')).ExitSurvey }))
// The same for the pricing tables' islands, loaded as one chunk: here, the components themselves.
vi.mock('@/site/blocks/PricingTable/islands', () => import('@/site/blocks/PricingTable/pricing-islands'))

const pricing = pricingSeed() as unknown as Pricing
const settings = { hosts: { auth: 'https://auth.orbit.example' } } as SiteSetting

/** The context of a page rendered for `?debug-ab-test-name=<debug>`, or for control. */
function context(debug?: string, locale: Locale = 'en', path = '/pricing'): PageContext {
  const forced = debugOverride(debug)
  return { locale, currency: 'USD', path, pricing, settings, ab: forced ? { [forced.testName]: forced.variant } : {} }
}

const table = (product: PricingTableBlock['product']): PricingTableBlock => ({
  blockType: 'pricingTable',
  id: product,
  heading: product,
  product,
  billing: 'monthly',
})

const render = (product: PricingTableBlock['product'], debug?: string, locale?: Locale) =>
  renderToStaticMarkup(createElement(PricingTableSection, { block: table(product), context: context(debug, locale) }))

const planNames = (html: string) => [...html.matchAll(/class="pricing-plan__name">([^<]+)</g)].map((match) => match[1])

describe('the pricing table in each pricing test’s variants (server HTML)', () => {
  it('control: the plans as stored, sign-up links marked as conversions, contact sales for Enterprise, no survey', () => {
    const html = render('work-management')
    expect(planNames(html)).toEqual(['Free', 'Basic', 'Standard', 'Pro', 'Enterprise'])
    expect(html).not.toContain('Start free forever')
    expect(html.match(/data-ab-conversion="signup_click"/g)).toHaveLength(4)
    expect(html).toContain('href="https://auth.orbit.example/p/work_management/users/sign_up_new"')
    expect(html).not.toContain('skip_plan_step')
    expect(html).toContain('href="/sales/contact-us?from=pricing">Contact sales</a>')
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('Start free forever')
  })

  it('pricing_skip_signup_step: each sign-up link names its plan and skips the plan step', () => {
    const html = render('work-management', 'pricing_skip_signup_step')
    expect(html).toContain('sign_up_new?plan=basic&amp;skip_plan_step=true')
    expect(html).toContain('sign_up_new?plan=pro&amp;skip_plan_step=true')
  })

  it('free_tier_2022: a puts a Free card first; b a sign-up line under the plans', () => {
    expect(planNames(render('work-management', 'free_tier_2022:a'))).toEqual(['Free', 'Basic', 'Standard', 'Pro', 'Enterprise'])
    const b = render('work-management', 'free_tier_2022:b')
    expect(planNames(b)).toEqual(['Basic', 'Standard', 'Pro', 'Enterprise'])
    expect(b).toMatch(
      /<a class="pricing-table__free-link" href="https:\/\/auth\.orbit\.example\/p\/work_management\/users\/sign_up_new" data-ab-conversion="signup_click">Start free forever with up to 2 seats<\/a>/,
    )
  })

  it('hide_basic_tier: the work-management table without Basic', () => {
    expect(planNames(render('work-management', 'hide_basic_tier'))).toEqual(['Free', 'Standard', 'Pro', 'Enterprise'])
    expect(planNames(render('crm', 'hide_basic_tier'))).toEqual(['Free', 'Basic', 'Standard', 'Pro', 'Enterprise'])
  })

  it('enterprise_contact_sales: Enterprise shows its own button, to contact sales from pricing_enterprise', () => {
    const enterpriseButton = (html: string) => {
      const card = html.split('<li class="pricing-plan').find((part) => part.includes('class="pricing-plan__name">Enterprise<'))
      return card === undefined ? undefined : /<a class="([^"]*) pricing-plan__action" href="([^"]*)">([^<]*)<\/a>/.exec(card)
    }
    // The seeded Enterprise plan has no public price: control contacts sales already, so the
    // variant must differ in what the visitor sees, not only in the link.
    expect(enterpriseButton(render('work-management'))?.slice(1)).toEqual([
      'block-link block-link--secondary',
      '/sales/contact-us?from=pricing',
      'Contact sales',
    ])
    expect(enterpriseButton(render('work-management', 'enterprise_contact_sales'))?.slice(1)).toEqual([
      'block-link block-link--primary',
      '/sales/contact-us?from=pricing_enterprise',
      'Talk to sales',
    ])
    expect(render('work-management', 'enterprise_contact_sales', 'de')).toContain('>Mit dem Vertrieb sprechen</a>')
  })

  it('get_quote_text_and_modal: "Get a quote", a link without JavaScript, and a labelled closed dialog', () => {
    const html = render('work-management', 'get_quote_text_and_modal')
    expect(html).toMatch(/<a class="[^"]*pricing-plan__action" href="\/sales\/contact-us\?from=get_quote" data-ab-conversion="get_quote">Get a quote<\/a>/)
    expect(html).toMatch(/<dialog class="ab-dialog get-quote" aria-labelledby="[^"]+"/)
    expect(html).toContain('Get a quote for Enterprise')
    expect(html).toContain('href="/sales/contact-us?from=get_quote&amp;plan=enterprise"')
    expect(html).not.toContain('<dialog open')
  })

  it('the CRM tests change the CRM table', () => {
    expect(planNames(render('crm', 'crm_pricing_no_basic'))).toEqual(['Free', 'Standard', 'Pro', 'Enterprise'])
    expect(planNames(render('crm', 'crm_pricing_new'))).toEqual(['Free', 'Essential', 'Advanced', 'Premium', 'Enterprise'])
    expect(render('crm', 'crm_pricing_new')).toContain('$14.99')
    const control = render('crm')
    expect(control).toContain('$15')
    expect(control).not.toContain('$17.99')
    expect(render('crm', 'crm_pricing_increase')).toContain('$17.99')
    expect(planNames(render('crm', 'crm_pricing_new', 'de'))).toEqual(['Free', 'Essenziell', 'Erweitert', 'Premium', 'Enterprise'])
  })

  it('exit_popup_survey: the survey dialog, closed, with its question and answers', () => {
    const html = render('work-management', 'exit_popup_survey')
    expect(html).toMatch(/<dialog class="ab-dialog exit-survey" aria-labelledby="[^"]+"/)
    expect(html).toContain('What stopped you today?')
    expect(html.match(/class="exit-survey__answer"/g)).toHaveLength(4)
  })

  it('localises the variants’ words and links', () => {
    const html = render('work-management', 'get_quote_text_and_modal', 'fr')
    expect(html).toContain('href="/lang/fr/sales/contact-us?from=get_quote"')
    expect(html).toContain('Obtenir un devis')
  })
})

describe('homepage_price_per_seat (server HTML of the home page’s product cards)', () => {
  const cards: ProductCardsBlock = {
    blockType: 'productCards',
    heading: 'Products',
    cards: [{ product: 'work-management', title: 'Work management', link: { text: 'Explore', url: '/w/work-management' } }],
  }
  const home = (debug?: string) => renderToStaticMarkup(createElement(ProductCardsSection, { block: cards, context: context(debug, 'en', '/') }))

  it('quotes the lowest work-management price per user in control, per seat in the variant', () => {
    expect(home()).toContain('From $8 per user / month')
    expect(home('homepage_price_per_seat')).toContain('From $8 per seat / month')
  })

  it('says nothing without the Pricing global', () => {
    const html = renderToStaticMarkup(createElement(ProductCardsSection, { block: cards, context: { ...context(), pricing: undefined } }))
    expect(html).not.toContain('per user')
  })
})

describe('plan sign-ups and the other tests on the page', () => {
  it('carry keep_region’s flag like every sign-up link, together with the plan step', () => {
    const pricingPage: PageContext = { ...context(), ab: { keep_region: 'keep', pricing_skip_signup_step: 'skip_step', free_tier_2022: 'b' } }
    const html = renderToStaticMarkup(createElement(PricingTableSection, { block: table('work-management'), context: pricingPage }))
    expect(html).toContain('sign_up_new?plan=pro&amp;skip_plan_step=true&amp;keep_region=true')
    expect(html).toContain('sign_up_new?plan=free&amp;skip_plan_step=true&amp;keep_region=true')
  })
})
