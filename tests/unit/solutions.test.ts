import { describe, expect, it } from 'vitest'

import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import {
  isSolutionCategory,
  isSolutionId,
  MAX_OFFERED_SOLUTIONS,
  parseSolutionCategory,
  parseSolutionId,
  queryValue,
  REPORTED_VALUE_MAX_LENGTH,
  SOLUTION_CATEGORIES,
  SOLUTION_ID_MAX_LENGTH,
  solutionPage,
  solutionPageEvents,
  solutionPagePath,
  solutionPageSearch,
  validateSolutionId,
} from '@/domain/pages/solutions'

const published = [
  { solutionId: 'time-tracking', category: 'project_management', name: 'Time tracking' },
  { solutionId: 'sales-pipeline', category: 'crm', name: 'Sales pipeline' },
  { solutionId: 'lead-scoring', category: 'crm', name: 'Lead scoring' },
  { solutionId: 'onboarding', category: 'hr', name: 'Onboarding' },
]

describe('solution ids and categories', () => {
  it('takes lowercase slugs of at most 60 characters, as the product links them', () => {
    for (const id of ['time-tracking', 'crm', 'it_service_desk', '10000123', 'a1-b2_c3', 'x'.repeat(SOLUTION_ID_MAX_LENGTH)]) {
      expect(isSolutionId(id), id).toBe(true)
      expect(validateSolutionId(id), id).toBe(true)
    }
    for (const id of ['', 'Time-Tracking', '-time', 'time-', 'time--tracking', 'time tracking', 'time/tracking', '../x', 'x'.repeat(61), 'é', 42, null]) {
      expect(isSolutionId(id), String(id)).toBe(false)
      expect(validateSolutionId(id), String(id)).toEqual(expect.any(String))
    }
  })

  it('reads a link’s id forgiving case and spaces, and nothing malformed', () => {
    expect(parseSolutionId(' Time-Tracking ')).toBe('time-tracking')
    expect(parseSolutionId('time tracking')).toBeUndefined()
    expect(parseSolutionId('<script>')).toBeUndefined()
    expect(parseSolutionId(undefined)).toBeUndefined()
  })

  it('knows the spec’s cluster identifiers as categories', () => {
    expect(SOLUTION_CATEGORIES).toEqual(
      expect.arrayContaining(['marketing', 'crm', 'email_campaigns', 'generic', 'ngo', 'design_and_creative', 'hr', 'finance']),
    )
    expect(new Set(SOLUTION_CATEGORIES).size).toBe(SOLUTION_CATEGORIES.length)
    expect(isSolutionCategory('crm')).toBe(true)
    expect(isSolutionCategory('CRM')).toBe(false)
    expect(parseSolutionCategory(' CRM ')).toBe('crm')
    expect(parseSolutionCategory('toString')).toBeUndefined()
    expect(parseSolutionCategory('sales')).toBeUndefined()
  })

  it('takes the first of a repeated query parameter, and a blank one as none', () => {
    expect(queryValue('a')).toBe('a')
    expect(queryValue(['a', 'b'])).toBe('a')
    expect(queryValue([])).toBeUndefined()
    expect(queryValue('  ')).toBeUndefined()
    expect(queryValue(undefined)).toBeUndefined()
  })
})

describe('solutionPage', () => {
  it('shows the published solution a link names, with no problem', () => {
    expect(solutionPage({ solutionId: 'time-tracking', category: undefined }, published)).toEqual({
      solution: published[0],
      problems: [],
      offered: [],
    })
    expect(solutionPage({ solutionId: 'Sales-Pipeline', category: 'crm' }, published)).toMatchObject({ solution: published[1], problems: [] })
  })

  it('calls a missing, malformed or unknown id an invalid solution and offers every published solution', () => {
    for (const solutionId of [undefined, 'no such thing', 'retired-solution', 'x'.repeat(500)]) {
      expect(solutionPage({ solutionId, category: undefined }, published), String(solutionId)).toEqual({
        solution: undefined,
        problems: ['invalid-solution'],
        offered: published,
      })
    }
  })

  it('offers the solutions of the link’s category when it is a known one that has some', () => {
    expect(solutionPage({ solutionId: 'gone', category: 'crm' }, published)).toEqual({
      solution: undefined,
      problems: ['invalid-solution'],
      offered: [published[1], published[2]],
    })
    // A known category with nothing in it: everything rather than an empty list.
    expect(solutionPage({ solutionId: 'gone', category: 'finance' }, published).offered).toEqual(published)
  })

  it('calls an unknown category, or one other than the solution’s, an invalid category, and still shows the solution', () => {
    expect(solutionPage({ solutionId: 'time-tracking', category: 'crm' }, published)).toEqual({
      solution: published[0],
      problems: ['invalid-category'],
      offered: [],
    })
    expect(solutionPage({ solutionId: 'time-tracking', category: 'gardening' }, published)).toMatchObject({
      solution: published[0],
      problems: ['invalid-category'],
    })
  })

  it('reports both when neither fits, and offers everything', () => {
    expect(solutionPage({ solutionId: 'gone', category: 'gardening' }, published)).toEqual({
      solution: undefined,
      problems: ['invalid-solution', 'invalid-category'],
      offered: published,
    })
  })

  it('offers at most a page of solutions, in the order given', () => {
    const many = Array.from({ length: MAX_OFFERED_SOLUTIONS + 5 }, (_, index) => ({ solutionId: `s${index}`, category: 'generic' }))
    const { offered } = solutionPage({ solutionId: undefined, category: undefined }, many)
    expect(offered).toHaveLength(MAX_OFFERED_SOLUTIONS)
    expect(offered[0]).toBe(many[0])
  })

  it('offers nothing, but says what was wrong, when nothing is published', () => {
    expect(solutionPage({ solutionId: 'time-tracking', category: undefined }, [])).toEqual({ solution: undefined, problems: ['invalid-solution'], offered: [] })
  })
})

describe('solutionPageEvents', () => {
  it('names the spec’s events with the offending value in info1 and the other parameter in info3', () => {
    const query = { solutionId: 'gone', category: 'gardening' }
    expect(solutionPageEvents(query, ['invalid-solution', 'invalid-category'])).toEqual([
      { name: ERROR_EVENTS.solutionPageInvalidSolution, info1: 'gone', info3: 'gardening' },
      { name: ERROR_EVENTS.solutionPageInvalidCategory, info1: 'gardening', info3: 'gone' },
    ])
    expect(ERROR_EVENTS.solutionPageInvalidSolution).toBe('solution_page_invalid_solution')
    expect(ERROR_EVENTS.solutionPageInvalidCategory).toBe('solution_page_invalid_category')
  })

  it('reports nothing for a good link, and no value for a missing one', () => {
    expect(solutionPageEvents({ solutionId: 'time-tracking', category: undefined }, [])).toEqual([])
    expect(solutionPageEvents({ solutionId: undefined, category: undefined }, ['invalid-solution'])).toEqual([
      { name: 'solution_page_invalid_solution', info1: undefined, info3: undefined },
    ])
  })

  it('cuts a long value, so a made-up link cannot fill an event', () => {
    const [event] = solutionPageEvents({ solutionId: 'x'.repeat(10_000), category: undefined }, ['invalid-solution'])
    expect(event?.info1).toHaveLength(REPORTED_VALUE_MAX_LENGTH)
  })
})

describe('links to the add-solution page', () => {
  it('keeps only the well-formed parameters for the language links', () => {
    expect(solutionPageSearch({ solutionId: 'Time-Tracking', category: 'hr' })).toBe('?solution_id=time-tracking&category=hr')
    expect(solutionPageSearch({ solutionId: '<b>', category: 'gardening' })).toBe('')
    expect(solutionPageSearch({ solutionId: undefined, category: 'crm' })).toBe('?category=crm')
  })

  it('links one solution by its id', () => {
    expect(solutionPagePath('time-tracking')).toBe('/add-solution?solution_id=time-tracking')
  })
})
