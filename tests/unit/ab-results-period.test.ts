import { describe, expect, it } from 'vitest'

import { resultsPeriod } from '@/cms/admin/ab-results/period'

const day = (date: Date) => date.toISOString().slice(0, 10)
const until = new Date('2026-11-21T12:00:00Z')

describe('the period the A/B results count', () => {
  it('runs from the test’s start date when it has one', () => {
    expect(resultsPeriod({ startsAt: new Date('2026-11-20T00:00:00Z'), firstExposedAt: null, until }, day)).toBe(
      'by visitors exposed from 2026-11-20 to 2026-11-21 UTC',
    )
  })

  it('runs from the first exposure when the test has no start date, never from 1970', () => {
    const text = resultsPeriod({ startsAt: null, firstExposedAt: new Date('2026-11-19T09:00:00Z'), until }, day)
    expect(text).toBe('by visitors exposed from the first exposure, 2026-11-19, to 2026-11-21 UTC (the test has no start date)')
    expect(text).not.toContain('1970')
  })

  it('says nobody has been exposed when there is neither a start date nor an exposure', () => {
    const text = resultsPeriod({ startsAt: null, firstExposedAt: null, until }, day)
    expect(text).toBe('by visitors exposed up to 2026-11-21 UTC: the test has no start date and nobody has been exposed yet')
    expect(text).not.toContain('1970')
  })
})
