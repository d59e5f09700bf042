import { describe, expect, it } from 'vitest'

import { claimExitWatch, EXIT_SURVEY_SHOWN_KEY, isExitIntent, mayOpenExitSurvey, rememberExitSurveyShown } from '@/site/ab/pricing/exit-survey'
import { pricingVariants } from '@/site/ab/pricing/variants'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

describe('exit_popup_survey', () => {
  it('takes the pointer leaving through the top edge as the intent to leave', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true)
    expect(isExitIntent({ clientY: -3, relatedTarget: null })).toBe(true)
    // Leaving through the bottom or a side, or moving onto another element, is not leaving.
    expect(isExitIntent({ clientY: 400, relatedTarget: null })).toBe(false)
    expect(isExitIntent({ clientY: 0, relatedTarget: {} })).toBe(false)
  })

  it('opens once per session where analytics is allowed, remembered in sessionStorage', () => {
    const session = memoryStorage()
    expect(mayOpenExitSurvey({ shownOnPage: false, analyticsAllowed: true, session })).toBe(true)
    rememberExitSurveyShown({ analyticsAllowed: true, session })
    expect(session.items.get(EXIT_SURVEY_SHOWN_KEY)).toBe('1')
    expect(mayOpenExitSurvey({ shownOnPage: false, analyticsAllowed: true, session })).toBe(false)
  })

  it('stores nothing without analytics consent, and then opens once per page', () => {
    const session = memoryStorage()
    rememberExitSurveyShown({ analyticsAllowed: false, session })
    expect(session.items.size).toBe(0)
    expect(mayOpenExitSurvey({ shownOnPage: false, analyticsAllowed: false, session })).toBe(true)
    expect(mayOpenExitSurvey({ shownOnPage: true, analyticsAllowed: false, session })).toBe(false)
  })

  it('opens once per page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(mayOpenExitSurvey({ shownOnPage: false, analyticsAllowed: true, session: blocked })).toBe(true)
    expect(() => rememberExitSurveyShown({ analyticsAllowed: true, session: blocked })).not.toThrow()
  })

  it('lets one survey per page watch for the exit, however many tables render it', () => {
    const release = claimExitWatch()
    expect(release).toBeTypeOf('function')
    expect(claimExitWatch()).toBeUndefined()
    release!()
    const again = claimExitWatch()
    expect(again).toBeTypeOf('function')
    again!()
  })
})

describe('pricingVariants', () => {
  it('reads control for a page rendered for no test', () => {
    expect(pricingVariants(undefined)).toEqual({
      table: { freeTier: 'control', hideBasic: false, crmNew: false, crmNoBasic: false, crmIncrease: false },
      buttons: { skipPlanStep: false, enterpriseContactSales: false, getQuote: false },
      exitSurvey: false,
    })
  })

  it('reads each pricing test’s variant from the page’s variants', () => {
    const all = pricingVariants({
      free_tier_2022: 'b',
      hide_basic_tier: 'no_basic',
      crm_pricing_new: 'new_pricing',
      crm_pricing_no_basic: 'no_basic',
      crm_pricing_increase: 'increased',
      pricing_skip_signup_step: 'skip_step',
      enterprise_contact_sales: 'contact_sales',
      get_quote_text_and_modal: 'quote_modal',
      exit_popup_survey: 'survey',
    })
    expect(all).toEqual({
      table: { freeTier: 'b', hideBasic: true, crmNew: true, crmNoBasic: true, crmIncrease: true },
      buttons: { skipPlanStep: true, enterpriseContactSales: true, getQuote: true },
      exitSurvey: true,
    })
    // A variant the catalogue does not know is control.
    expect(pricingVariants({ free_tier_2022: 'c' }).table.freeTier).toBe('control')
  })
})
