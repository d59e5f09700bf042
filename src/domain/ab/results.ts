// A/B test statistics. Wherever the data cannot answer, the answer is `null`, never NaN or Infinity.

// Two-sided 95 %: the standard normal quantile of 0.975.
export const Z_95 = 1.959964

export const SIGNIFICANCE_ALPHA = 0.05

// Strict because a mismatch means the numbers cannot be trusted at all (broken assignment, lost exposures).
export const SAMPLE_RATIO_MISMATCH_ALPHA = 0.001

export type VariantCounts = { exposed: number; converted: number }

export type ConfidenceInterval = { low: number; high: number }

const LANCZOS_G = 7
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
] as const

// Lanczos approximation, g = 7, n = 9.
export function logGamma(x: number): number {
  if (!(x > 0)) return Number.NaN
  if (x < 0.5) {
    // Reflection: Γ(x) Γ(1 − x) = π / sin(πx).
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  }
  const z = x - 1
  let sum = LANCZOS[0]
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i)
  const t = z + LANCZOS_G + 0.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

const GAMMA_EPSILON = 1e-15
const GAMMA_MAX_ITERATIONS = 10_000
const TINY = 1e-300

// Regularized upper incomplete gamma Q(s, x): series of P below x = s + 1, continued fraction
// (modified Lentz) above it (Numerical Recipes §6.2).
export function regularizedUpperGamma(s: number, x: number): number {
  if (!(s > 0) || !(x >= 0)) return Number.NaN
  if (x === 0) return 1
  if (x === Number.POSITIVE_INFINITY) return 0
  const logPrefactor = s * Math.log(x) - x - logGamma(s)
  if (x < s + 1) {
    let term = 1 / s
    let sum = term
    for (let n = 1; n < GAMMA_MAX_ITERATIONS; n++) {
      term *= x / (s + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * GAMMA_EPSILON) break
    }
    return clamp01(1 - sum * Math.exp(logPrefactor))
  }
  let b = x + 1 - s
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let n = 1; n < GAMMA_MAX_ITERATIONS; n++) {
    const an = -n * (n - s)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < GAMMA_EPSILON) break
  }
  return clamp01(Math.exp(logPrefactor) * h)
}

// For x ≥ 0, erfc(x) = Q(1/2, x²) exactly; erfc(−x) = 2 − erfc(x).
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN
  if (x < 0) return 2 - erfc(-x)
  return regularizedUpperGamma(0.5, x * x)
}

export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2)
}

export function chiSquareSurvival(statistic: number, degreesOfFreedom: number): number {
  return regularizedUpperGamma(degreesOfFreedom / 2, Math.max(0, statistic) / 2)
}

// Counts are clamped so the rate stays within 0–1.
export function conversionRate({ exposed, converted }: VariantCounts): number | null {
  if (!(exposed > 0)) return null
  return clamp01(Math.max(0, converted) / exposed)
}

export type Uplift = {
  // A proportion: 0.03 = 3 percentage points.
  absolute: number
  // Null when nobody (or everybody) converted on both sides: the test then has nothing to say.
  absoluteInterval: ConfidenceInterval | null
  relative: number | null
  relativeInterval: ConfidenceInterval | null
}

type PooledTest = { absolute: number; standardError: number }

// The pooled two-proportion z-test, the one method behind both the interval and the verdict.
function pooledTest(control: VariantCounts, variant: VariantCounts): PooledTest | null {
  const p0 = conversionRate(control)
  const p1 = conversionRate(variant)
  if (p0 === null || p1 === null) return null
  const pooled = (p0 * control.exposed + p1 * variant.exposed) / (control.exposed + variant.exposed)
  return { absolute: p1 - p0, standardError: Math.sqrt(pooled * (1 - pooled) * (1 / control.exposed + 1 / variant.exposed)) }
}

// Test-based interval (Miettinen): the difference ± z pooled standard errors, so it excludes zero
// exactly when the p-value is below 0.05. An unpooled (Wald) interval shrinks to nothing beside a
// control of one visitor and would call a difference the test cannot see. The relative interval
// treats the control rate as known, so it is slightly narrow when control has few conversions.
export function upliftAgainstControl(control: VariantCounts, variant: VariantCounts, z: number = Z_95): Uplift | null {
  const test = pooledTest(control, variant)
  if (!test) return null
  const p0 = conversionRate(control)!
  const { absolute, standardError } = test
  // A difference of rates lies within ±1 whatever the standard error says.
  const absoluteInterval = standardError > 0 ? { low: Math.max(-1, absolute - z * standardError), high: Math.min(1, absolute + z * standardError) } : null
  const relative = p0 > 0 ? absolute / p0 : null
  const relativeInterval = p0 > 0 && absoluteInterval ? { low: absoluteInterval.low / p0, high: absoluteInterval.high / p0 } : null
  return { absolute, absoluteInterval, relative, relativeInterval }
}

// Two-sided p-value of the pooled z-test; null when nobody (or everybody) converted on both sides.
export function twoProportionPValue(control: VariantCounts, variant: VariantCounts): number | null {
  const test = pooledTest(control, variant)
  if (!test || !(test.standardError > 0)) return null
  return clamp01(erfc(Math.abs(test.absolute / test.standardError) / Math.SQRT2))
}

export function isSignificant(pValue: number | null, alpha: number = SIGNIFICANCE_ALPHA): boolean {
  return pValue !== null && pValue < alpha
}

export const VERDICTS = ['control', 'not-enough-data', 'not-significant-yet', 'significantly-better', 'significantly-worse'] as const

export type Verdict = (typeof VERDICTS)[number]

export function verdictAgainstControl(uplift: Uplift | null, pValue: number | null, alpha: number = SIGNIFICANCE_ALPHA): Verdict {
  if (uplift === null || pValue === null) return 'not-enough-data'
  if (!isSignificant(pValue, alpha)) return 'not-significant-yet'
  return uplift.absolute > 0 ? 'significantly-better' : 'significantly-worse'
}

export type SampleRatioCheck = {
  chiSquare: number
  degreesOfFreedom: number
  pValue: number
  // Visitors in a variant configured for 0 % (or not at all).
  unexpected: string[]
  mismatch: boolean
}

// Pearson χ² over the variants with a share; a variant at 0 % that has visitors cannot be fitted
// and is a mismatch by itself.
export function sampleRatioMismatch(
  variants: readonly { name: string; traffic: number; exposed: number }[],
  alpha: number = SAMPLE_RATIO_MISMATCH_ALPHA,
): SampleRatioCheck | null {
  const shared = variants.filter((variant) => variant.traffic > 0)
  const unexpected = variants.filter((variant) => !(variant.traffic > 0) && variant.exposed > 0).map((variant) => variant.name)
  const totalShare = shared.reduce((sum, variant) => sum + variant.traffic, 0)
  const total = shared.reduce((sum, variant) => sum + Math.max(0, variant.exposed), 0)
  const degreesOfFreedom = shared.length - 1
  if (degreesOfFreedom < 1 || (total === 0 && unexpected.length === 0)) return null
  const chiSquare =
    total === 0
      ? 0
      : shared.reduce((sum, variant) => {
          const expected = (total * variant.traffic) / totalShare
          return sum + (Math.max(0, variant.exposed) - expected) ** 2 / expected
        }, 0)
  const pValue = total === 0 ? 1 : chiSquareSurvival(chiSquare, degreesOfFreedom)
  return { chiSquare, degreesOfFreedom, pValue, unexpected, mismatch: unexpected.length > 0 || pValue < alpha }
}

// The first is control.
export type VariantInput = VariantCounts & { name: string; traffic: number }

export type VariantResult = VariantInput & {
  isControl: boolean
  rate: number | null
  uplift: Uplift | null
  pValue: number | null
  significant: boolean
  verdict: Verdict
}

export type AbTestResults = { variants: VariantResult[]; sampleRatio: SampleRatioCheck | null }

export function abTestResults(variants: readonly VariantInput[]): AbTestResults {
  const [control] = variants
  const rows = variants.map((variant, index): VariantResult => {
    const rate = conversionRate(variant)
    if (index === 0 || !control) {
      return { ...variant, isControl: true, rate, uplift: null, pValue: null, significant: false, verdict: 'control' }
    }
    const uplift = upliftAgainstControl(control, variant)
    const pValue = twoProportionPValue(control, variant)
    return { ...variant, isControl: false, rate, uplift, pValue, significant: isSignificant(pValue), verdict: verdictAgainstControl(uplift, pValue) }
  })
  return { variants: rows, sampleRatio: sampleRatioMismatch(variants) }
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value))
}

// Wilson score interval: unlike Wald it stays within 0–1 and is not zero-width at 0 % or 100 %,
// which matters on a test's first days.
export function rateInterval({ exposed, converted }: VariantCounts, z: number = Z_95): ConfidenceInterval | null {
  if (!(exposed > 0)) return null
  const p = clamp01(Math.max(0, converted) / exposed)
  const z2 = z * z
  const centre = (p + z2 / (2 * exposed)) / (1 + z2 / exposed)
  const half = (z * Math.sqrt((p * (1 - p)) / exposed + z2 / (4 * exposed * exposed))) / (1 + z2 / exposed)
  return { low: clamp01(centre - half), high: clamp01(centre + half) }
}

// UTC days of a visitor's first exposure and of the conversion counted for it.
export type VisitorDays = { variant: string; exposedDay: string; convertedDay: string | null; visitors: number }

export type DailyVariantRate = { day: string; exposed: number; converted: number; rate: number | null; interval: ConfidenceInterval | null }

// On the last day these are the results table's figures.
export function cumulativeRates(rows: readonly VisitorDays[], variants: readonly string[], days: readonly string[]): Map<string, DailyVariantRate[]> {
  const series = new Map<string, DailyVariantRate[]>()
  for (const variant of variants) {
    const own = rows.filter((row) => row.variant === variant)
    series.set(
      variant,
      days.map((day) => {
        const exposed = own.reduce((sum, row) => (row.exposedDay <= day ? sum + row.visitors : sum), 0)
        const converted = own.reduce((sum, row) => (row.convertedDay !== null && row.convertedDay <= day ? sum + row.visitors : sum), 0)
        const counts = { exposed, converted }
        return { day, exposed, converted, rate: conversionRate(counts), interval: rateInterval(counts) }
      }),
    )
  }
  return series
}
