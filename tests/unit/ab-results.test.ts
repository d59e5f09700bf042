import { describe, expect, it } from 'vitest'

import { abResultsRange, mergeVariantCounts } from '@/analytics/reports/ab-results'
import {
  abTestResults,
  chiSquareSurvival,
  conversionRate,
  erfc,
  isSignificant,
  logGamma,
  normalCdf,
  regularizedUpperGamma,
  sampleRatioMismatch,
  twoProportionPValue,
  upliftAgainstControl,
  verdictAgainstControl,
  Z_95,
  type VariantInput,
} from '@/domain/ab/results'

/** Every number of a result, walked, must be finite: no NaN or Infinity reaches the admin. */
function expectNoNonFinite(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} = ${value}`).toBe(true)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expectNoNonFinite(item, `${path}[${index}]`))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectNoNonFinite(item, `${path}.${key}`)
  }
}

/** |actual − expected| within a relative tolerance (for values far below 1e-4). */
function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-9) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * tolerance)
}

describe('the hand-computed example: control 1000 exposed / 100 converted, variant 1000 / 130', () => {
  /*
   * By hand:
   *   rates            p0 = 100/1000 = 0.10,  p1 = 130/1000 = 0.13
   *   absolute uplift  d = 0.13 − 0.10 = 0.03 (3 percentage points)
   *   relative uplift  0.03 / 0.10 = 0.30 (30 %)
   *   pooled rate      p̂ = 230/2000 = 0.115
   *   pooled SE        √(0.115 · 0.885 · (1/1000 + 1/1000)) = √0.00020355 = 0.0142671
   *   95 % CI          0.03 ± 1.959964 · 0.0142671 = 0.03 ± 0.0279630 = [0.0020370, 0.0579630]
   *   relative CI      [0.0020370, 0.0579630] / 0.10 = [0.020370, 0.579630]
   *   z                0.03 / 0.0142671 = 2.10274
   *   p (two-sided)    2 · (1 − Φ(2.10274)) = 2 · (1 − 0.9822558) = 0.0354885  → significant at 0.05
   * Checked independently with Python's math.erfc and scipy.stats.
   */
  const control = { exposed: 1000, converted: 100 }
  const variant = { exposed: 1000, converted: 130 }

  it('gives the conversion rates', () => {
    expect(conversionRate(control)).toBeCloseTo(0.1, 10)
    expect(conversionRate(variant)).toBeCloseTo(0.13, 10)
  })

  it('gives the uplift with its 95 % confidence interval (the z-test’s pooled standard error)', () => {
    const uplift = upliftAgainstControl(control, variant)!
    expect(uplift.absolute).toBeCloseTo(0.03, 10)
    expect(uplift.absoluteInterval!.low).toBeCloseTo(0.002037, 6)
    expect(uplift.absoluteInterval!.high).toBeCloseTo(0.057963, 6)
    expect(uplift.relative).toBeCloseTo(0.3, 10)
    expect(uplift.relativeInterval!.low).toBeCloseTo(0.02037, 5)
    expect(uplift.relativeInterval!.high).toBeCloseTo(0.57963, 5)
    // The interval is the difference ± z · SE with z = 1.959964.
    const se = Math.sqrt(0.00020355)
    expect(uplift.absoluteInterval!.high - uplift.absolute).toBeCloseTo(Z_95 * se, 12)
  })

  it('gives the pooled z-test p-value, significant at 0.05', () => {
    const p = twoProportionPValue(control, variant)!
    expect(p).toBeCloseTo(0.0354885, 6)
    expect(isSignificant(p)).toBe(true)
    // The test is symmetric: swapping the sides changes nothing.
    expect(twoProportionPValue(variant, control)).toBeCloseTo(p, 12)
  })

  it('reads as significantly better in the whole table, with control first', () => {
    const results = abTestResults([
      { name: 'control', traffic: 50, ...control },
      { name: 'no_basic', traffic: 50, ...variant },
    ])
    expect(results.variants.map((row) => [row.name, row.isControl, row.verdict, row.significant])).toEqual([
      ['control', true, 'control', false],
      ['no_basic', false, 'significantly-better', true],
    ])
    expect(results.variants[0]!.uplift).toBeNull()
    expect(results.variants[1]!.pValue).toBeCloseTo(0.0354885, 6)
    // 1000 against 1000 at 50/50 fits perfectly.
    expect(results.sampleRatio).toMatchObject({ chiSquare: 0, degreesOfFreedom: 1, pValue: 1, mismatch: false })
  })

  it('reads the same difference the other way round as significantly worse', () => {
    const uplift = upliftAgainstControl(variant, control)
    expect(verdictAgainstControl(uplift, twoProportionPValue(variant, control))).toBe('significantly-worse')
  })

  it('calls a smaller difference not significant yet', () => {
    // 100/1000 against 110/1000: p̂ = 0.105, SE = √(0.105 · 0.895 · 0.002) = 0.0137095, z = 0.729422, p = 0.465744.
    const p = twoProportionPValue(control, { exposed: 1000, converted: 110 })!
    expect(p).toBeCloseTo(0.465744, 5)
    expect(verdictAgainstControl(upliftAgainstControl(control, { exposed: 1000, converted: 110 }), p)).toBe('not-significant-yet')
  })
})

describe('the interval and the verdict come from one test', () => {
  it('one control visitor: 2 of 3 against 0 of 1 is not significant, and the interval holds zero', () => {
    // p̂ = 2/4, SE = √(0.25 · (1 + 1/3)) = 0.577350, z = 1.154701, p = 0.248213; 0.666667 ± 1.131593.
    const results = abTestResults([
      { name: 'control', traffic: 50, exposed: 1, converted: 0 },
      { name: 'b', traffic: 50, exposed: 3, converted: 2 },
    ])
    const row = results.variants[1]!
    expect(row.pValue).toBeCloseTo(0.248213, 5)
    expect(row.verdict).toBe('not-significant-yet')
    expect(row.uplift!.absoluteInterval!.low).toBeCloseTo(-0.464919, 5)
    expect(row.uplift!.absoluteInterval!.low).toBeLessThan(0)
  })

  it('excludes zero exactly when the verdict is significant, for every small table', () => {
    for (let n0 = 1; n0 <= 12; n0++)
      for (let c0 = 0; c0 <= n0; c0++)
        for (let n1 = 1; n1 <= 12; n1++)
          for (let c1 = 0; c1 <= n1; c1++) {
            const control = { exposed: n0, converted: c0 }
            const variant = { exposed: n1, converted: c1 }
            const uplift = upliftAgainstControl(control, variant)!
            const verdict = verdictAgainstControl(uplift, twoProportionPValue(control, variant))
            const interval = uplift.absoluteInterval
            const excludesZero = interval !== null && (interval.low > 0 || interval.high < 0)
            const significant = verdict === 'significantly-better' || verdict === 'significantly-worse'
            expect(excludesZero, `${c0}/${n0} against ${c1}/${n1}`).toBe(significant)
            if (verdict === 'significantly-better') expect(interval!.low).toBeGreaterThan(0)
            if (verdict === 'significantly-worse') expect(interval!.high).toBeLessThan(0)
          }
  })
})

describe('the sample-ratio-mismatch check', () => {
  it('5000 against 5200 at 50/50 is within chance (p ≈ 0.0477 > 0.001)', () => {
    /*
     * By hand: total 10200, expected 5100 each.
     *   χ² = (5000 − 5100)²/5100 + (5200 − 5100)²/5100 = 2 · 10000/5100 = 3.921569, df = 1
     *   p  = Q(1/2, χ²/2) = erfc(√(χ²/2)) = erfc(1.400280) = 0.047670
     */
    const check = sampleRatioMismatch([
      { name: 'control', traffic: 50, exposed: 5000 },
      { name: 'b', traffic: 50, exposed: 5200 },
    ])!
    expect(check.chiSquare).toBeCloseTo(3.921569, 6)
    expect(check.degreesOfFreedom).toBe(1)
    expect(check.pValue).toBeCloseTo(0.04767, 6)
    expect(check.mismatch).toBe(false)
  })

  it('5000 against 5400 at 50/50 is a mismatch (χ² = 15.384615, p ≈ 0.0000877 < 0.001)', () => {
    // Expected 5200 each: χ² = 2 · 200²/5200 = 15.384615; p = erfc(√7.692308) = 8.76994e-5.
    const check = sampleRatioMismatch([
      { name: 'control', traffic: 50, exposed: 5000 },
      { name: 'b', traffic: 50, exposed: 5400 },
    ])!
    expect(check.chiSquare).toBeCloseTo(15.384615, 6)
    expectRelativelyClose(check.pValue, 8.769942375590228e-5, 1e-7)
    expect(check.mismatch).toBe(true)
  })

  it('uses the configured split and df = variants − 1 (three variants at 40/30/30)', () => {
    // Expected 4000, 3000, 3000 of 10000: χ² = 0 + 100²/3000 + 100²/3000 = 6.666667, df = 2,
    // and with two degrees of freedom p = e^(−χ²/2) = e^(−3.333333) = 0.035674.
    const check = sampleRatioMismatch([
      { name: 'control', traffic: 40, exposed: 4000 },
      { name: 'a', traffic: 30, exposed: 3100 },
      { name: 'b', traffic: 30, exposed: 2900 },
    ])!
    expect(check.chiSquare).toBeCloseTo(6.666667, 6)
    expect(check.degreesOfFreedom).toBe(2)
    expect(check.pValue).toBeCloseTo(Math.exp(-10 / 3), 12)
    expect(check.mismatch).toBe(false)
  })

  it('leaves a variant at 0 % out of the fit, and flags visitors who reached it', () => {
    const quiet = sampleRatioMismatch([
      { name: 'control', traffic: 50, exposed: 100 },
      { name: 'a', traffic: 50, exposed: 100 },
      { name: 'b', traffic: 0, exposed: 0 },
    ])!
    expect(quiet).toMatchObject({ chiSquare: 0, degreesOfFreedom: 1, pValue: 1, unexpected: [], mismatch: false })

    const leaking = sampleRatioMismatch([
      { name: 'control', traffic: 50, exposed: 100 },
      { name: 'a', traffic: 50, exposed: 100 },
      { name: 'b', traffic: 0, exposed: 3 },
    ])!
    expect(leaking).toMatchObject({ degreesOfFreedom: 1, unexpected: ['b'], mismatch: true })
    expectNoNonFinite(leaking)
  })

  it('has nothing to check with one variant with traffic or no visitors', () => {
    expect(sampleRatioMismatch([{ name: 'control', traffic: 100, exposed: 500 }])).toBeNull()
    expect(
      sampleRatioMismatch([
        { name: 'control', traffic: 100, exposed: 500 },
        { name: 'a', traffic: 0, exposed: 0 },
      ]),
    ).toBeNull()
    expect(
      sampleRatioMismatch([
        { name: 'control', traffic: 50, exposed: 0 },
        { name: 'a', traffic: 50, exposed: 0 },
      ]),
    ).toBeNull()
    expect(sampleRatioMismatch([])).toBeNull()
  })
})

describe('edge cases never leak NaN or Infinity', () => {
  const table = (rows: [string, number, number, number][]): VariantInput[] =>
    rows.map(([name, traffic, exposed, converted]) => ({ name, traffic, exposed, converted }))

  it('no visitors at all: no rates, no uplift, no p-value, no split check', () => {
    const results = abTestResults(
      table([
        ['control', 50, 0, 0],
        ['b', 50, 0, 0],
      ]),
    )
    expect(results.variants.map((row) => [row.rate, row.uplift, row.pValue, row.verdict])).toEqual([
      [null, null, null, 'control'],
      [null, null, null, 'not-enough-data'],
    ])
    expect(results.sampleRatio).toBeNull()
    expectNoNonFinite(results)
  })

  it('visitors on one side only', () => {
    const results = abTestResults(
      table([
        ['control', 50, 200, 20],
        ['b', 50, 0, 0],
      ]),
    )
    expect(results.variants[1]).toMatchObject({ rate: null, uplift: null, pValue: null, verdict: 'not-enough-data', significant: false })
    expect(results.sampleRatio!.mismatch).toBe(true) // 200 against 0 at 50/50 is no chance split
    expectNoNonFinite(results)
  })

  it('zero conversions everywhere: rates of 0, uplift 0 without an interval, no p-value', () => {
    const results = abTestResults(
      table([
        ['control', 50, 500, 0],
        ['b', 50, 500, 0],
      ]),
    )
    expect(results.variants[1]).toMatchObject({ rate: 0, pValue: null, verdict: 'not-enough-data' })
    expect(results.variants[1]!.uplift).toEqual({ absolute: 0, absoluteInterval: null, relative: null, relativeInterval: null })
    expectNoNonFinite(results)
  })

  it('control converting nobody: an absolute uplift with interval, no relative uplift', () => {
    const uplift = upliftAgainstControl({ exposed: 500, converted: 0 }, { exposed: 500, converted: 10 })!
    expect(uplift.absolute).toBeCloseTo(0.02, 12)
    expect(uplift.absoluteInterval).not.toBeNull()
    expect(uplift.relative).toBeNull()
    expect(uplift.relativeInterval).toBeNull()
    expect(twoProportionPValue({ exposed: 500, converted: 0 }, { exposed: 500, converted: 10 })).toBeLessThan(0.05)
  })

  it('100 % conversion on both sides: no interval and no p-value; 100 % against 0 %: a tiny p-value', () => {
    const all = abTestResults(
      table([
        ['control', 50, 40, 40],
        ['b', 50, 40, 40],
      ]),
    )
    expect(all.variants[1]).toMatchObject({ rate: 1, pValue: null, verdict: 'not-enough-data' })
    expect(all.variants[1]!.uplift).toMatchObject({ absolute: 0, absoluteInterval: null, relative: 0, relativeInterval: null })
    expectNoNonFinite(all)

    const opposite = abTestResults(
      table([
        ['control', 50, 40, 0],
        ['b', 50, 40, 40],
      ]),
    )
    // p̂ = 0.5, SE = √(0.25 · 2/40) = 0.111803, z = 8.944272: p = erfc(6.324555) ≈ 3.7e-19.
    expect(opposite.variants[1]!.pValue).toBeGreaterThan(0)
    expect(opposite.variants[1]!.pValue).toBeLessThan(1e-15)
    expect(opposite.variants[1]!.verdict).toBe('significantly-better')
    // The interval agrees with the verdict, and a difference of rates cannot pass 100 points.
    expect(opposite.variants[1]!.uplift!.absoluteInterval!.low).toBeCloseTo(1 - Z_95 * 0.111803, 5)
    expect(opposite.variants[1]!.uplift!.absoluteInterval!.high).toBe(1)
    expectNoNonFinite(opposite)
  })

  it('more conversions than exposures (events out of step) are capped at 100 %', () => {
    expect(conversionRate({ exposed: 10, converted: 12 })).toBe(1)
    expect(conversionRate({ exposed: 10, converted: -1 })).toBe(0)
  })

  it('a variant at 0 % traffic with no visitors', () => {
    const results = abTestResults(
      table([
        ['control', 50, 1000, 100],
        ['a', 50, 1000, 130],
        ['b', 0, 0, 0],
      ]),
    )
    expect(results.variants[2]).toMatchObject({ traffic: 0, rate: null, uplift: null, pValue: null, verdict: 'not-enough-data' })
    expect(results.variants[1]!.pValue).toBeCloseTo(0.0354885, 6)
    expect(results.sampleRatio).toMatchObject({ degreesOfFreedom: 1, mismatch: false })
    expectNoNonFinite(results)
  })

  it('a single variant is control alone', () => {
    const results = abTestResults(table([['control', 100, 300, 30]]))
    expect(results.variants).toHaveLength(1)
    expect(results.variants[0]).toMatchObject({ isControl: true, rate: 0.1, verdict: 'control' })
    expect(results.sampleRatio).toBeNull()
    expect(abTestResults([])).toEqual({ variants: [], sampleRatio: null })
  })

  it('a missing p-value is never significant', () => {
    expect(isSignificant(null)).toBe(false)
    expect(isSignificant(0.05)).toBe(false)
    expect(isSignificant(0.0499)).toBe(true)
  })
})

describe('the special functions, against scipy', () => {
  it('erfc over both signs and the tails', () => {
    const cases: [number, number][] = [
      [-3, 1.9999779095030015],
      [-1, 1.8427007929497148],
      [-0.5, 1.5204998778130465],
      [0, 1],
      [0.3, 0.6713732405408726],
      [1, 0.15729920705028516],
      [2.5, 0.00040695201744495886],
      [5, 1.5374597944280347e-12],
    ]
    for (const [x, expected] of cases) expectRelativelyClose(erfc(x), expected, 1e-10)
  })

  it('the normal CDF', () => {
    expect(normalCdf(0)).toBe(0.5)
    expect(normalCdf(-Z_95)).toBeCloseTo(0.024999999096442398, 12) // z is 1.959964, not the exact quantile
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 12)
    expect(normalCdf(2.102740605622114)).toBeCloseTo(0.9822557747667626, 12)
    expectRelativelyClose(normalCdf(-4), 3.167124183311986e-5, 1e-9)
  })

  it('the regularized upper incomplete gamma, on both sides of x = s + 1', () => {
    const cases: [number, number, number][] = [
      [0.5, 0.01, 0.887537083981715],
      [0.5, 2, 0.04550026389635857],
      [1.5, 0.7, 0.7055347312040912],
      [2.5, 10, 0.0012497305630313773],
      [5, 3, 0.8152632445237722],
      [10, 25, 0.0002214766382487835],
      [50, 40, 0.9296649333406051],
      [0.5, 30, 9.485737571073857e-15],
    ]
    for (const [s, x, expected] of cases) expectRelativelyClose(regularizedUpperGamma(s, x), expected, 1e-9)
    expect(regularizedUpperGamma(3, 0)).toBe(1)
    expect(regularizedUpperGamma(1, 2)).toBeCloseTo(Math.exp(-2), 14) // Q(1, x) = e^(−x)
  })

  it('ln Γ and the chi-square tail', () => {
    expect(logGamma(1)).toBeCloseTo(0, 13)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13)
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 11)
    expect(chiSquareSurvival(7.815, 3)).toBeCloseTo(0.049993902974883875, 10) // the 5 % critical value at df 3
    expect(chiSquareSurvival(0, 4)).toBe(1)
  })
})

describe('the report around the figures', () => {
  const now = new Date('2026-11-21T12:00:00Z')

  it('reads from the test’s start until its end, or now while it runs', () => {
    expect(abResultsRange({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-10T00:00:00Z' }, now)).toEqual({
      since: new Date('2026-11-01T00:00:00Z'),
      until: new Date('2026-11-10T00:00:00Z'),
    })
    expect(abResultsRange({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, now).until).toEqual(now)
    expect(abResultsRange({ startsAt: null, endsAt: null }, now)).toEqual({ since: new Date(0), until: now })
    expect(abResultsRange({ startsAt: 'not a date' }, now).since).toEqual(new Date(0))
    // Not started yet: an empty range, not a reversed one.
    const future = abResultsRange({ startsAt: '2027-01-01T00:00:00Z' }, now)
    expect(future.until).toEqual(future.since)
  })

  it('keeps the configured order, fills in zeros, and appends variants nobody configured at 0 %', () => {
    expect(
      mergeVariantCounts(
        [
          { name: 'control', traffic: 50 },
          { name: 'a', traffic: 50 },
          { name: null, traffic: 0 },
        ],
        [
          { variant: 'zombie', exposed: 2, converted: 0 },
          { variant: 'control', exposed: 10, converted: 1 },
        ],
      ),
    ).toEqual([
      { name: 'control', traffic: 50, exposed: 10, converted: 1 },
      { name: 'a', traffic: 50, exposed: 0, converted: 0 },
      { name: 'zombie', traffic: 0, exposed: 2, converted: 0 },
    ])
    expect(mergeVariantCounts(null, [])).toEqual([])
  })
})

describe('conversion rates over time', () => {
  it('give a Wilson interval that stays within 0–1 and is not empty at 0 %', async () => {
    const { rateInterval } = await import('@/domain/ab/results')
    // Reference: 10 of 100, Wilson 95 % ≈ 0.0552 to 0.1744.
    const interval = rateInterval({ exposed: 100, converted: 10 })!
    expect(interval.low).toBeCloseTo(0.0552, 3)
    expect(interval.high).toBeCloseTo(0.1744, 3)
    const none = rateInterval({ exposed: 20, converted: 0 })!
    expect(none.low).toBe(0)
    expect(none.high).toBeGreaterThan(0.1)
    expect(rateInterval({ exposed: 5, converted: 5 })!.high).toBe(1)
    expect(rateInterval({ exposed: 0, converted: 0 })).toBeNull()
  })

  it('add each day’s new visitors and conversions to the days before', async () => {
    const { cumulativeRates } = await import('@/domain/ab/results')
    const rows = [
      { variant: 'control', exposedDay: '2026-11-01', convertedDay: null, visitors: 3 },
      { variant: 'control', exposedDay: '2026-11-01', convertedDay: '2026-11-02', visitors: 1 },
      { variant: 'b', exposedDay: '2026-11-02', convertedDay: '2026-11-02', visitors: 2 },
    ]
    const series = cumulativeRates(rows, ['control', 'b'], ['2026-11-01', '2026-11-02', '2026-11-03'])
    expect(series.get('control')!.map(({ exposed, converted }) => [exposed, converted])).toEqual([
      [4, 0],
      [4, 1],
      [4, 1],
    ])
    expect(series.get('b')!.map(({ exposed, converted, rate }) => [exposed, converted, rate])).toEqual([
      [0, 0, null],
      [2, 2, 1],
      [2, 2, 1],
    ])
    expect(series.get('b')![0]!.interval).toBeNull()
  })
})
