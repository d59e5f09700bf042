import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ComparisonTable } from '@/site/blocks/PricingTable/ComparisonTable'
import { comparisonGroups } from '@/site/blocks/PricingTable/comparison-rows'

const stored = [
  {
    group: 'Collaboration',
    rows: [
      { feature: 'Contacts', free: { limit: 'Up to 500' }, basic: { limit: '', included: true }, pro: { limit: 'Unlimited' } },
      { feature: 'Single sign-on', free: { included: false }, basic: {}, pro: { included: true } },
    ],
  },
  { group: 'Empty', rows: [] },
]

describe('the pricing comparison table', () => {
  it('keeps one cell per shown plan, in the cards’ order: a limit as its text, else whether it is included', () => {
    expect(comparisonGroups(stored, ['free', 'basic', 'pro'])).toEqual([
      {
        name: 'Collaboration',
        rows: [
          { feature: 'Contacts', cells: ['Up to 500', true, 'Unlimited'] },
          { feature: 'Single sign-on', cells: [false, false, true] },
        ],
      },
    ])
    // A plan an A/B test hides has no column, and a plan the row does not mention is "not included".
    expect(comparisonGroups(stored, ['pro', 'enterprise'])[0]?.rows.map((row) => row.cells)).toEqual([
      ['Unlimited', false],
      [true, false],
    ])
  })

  it('reads a mark out as "Included" or "Not included" and shows a limit as text', () => {
    const html = renderToStaticMarkup(
      createElement(ComparisonTable, {
        id: 'crm',
        caption: 'Compare CRM plans',
        columns: ['Free', 'Basic', 'Pro'],
        groups: comparisonGroups(stored, ['free', 'basic', 'pro']),
        labels: { feature: 'Feature', included: 'Included', notIncluded: 'Not included' },
      }),
    )
    expect(html).toContain('<caption class="pricing-compare__caption" id="crm-compare">')
    expect(html).toContain('<th scope="row" class="pricing-compare__feature">Contacts</th><td>Up to 500</td>')
    expect(html).toContain('<td class="pricing-compare__yes"><span class="visually-hidden">Included</span></td>')
    expect(html).toContain('<td class="pricing-compare__no"><span class="visually-hidden">Not included</span></td>')
    expect(html).not.toContain('Empty')
  })

  it('has nothing to show when no group has a row, and the page then leaves the table out', () => {
    expect(comparisonGroups([{ group: 'Empty' }, { group: 'Also empty', rows: [] }], ['free'])).toEqual([])
  })
})
