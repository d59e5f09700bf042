/*
 * A/B test results: from how many visitors saw each variant and how many of them converted,
 * the conversion rates, the uplift against control with its 95 % confidence interval, the
 * significance of the difference, and the sample-ratio-mismatch check of the observed split
 * against the configured one.
 *
 * Pure arithmetic, no framework. Wherever the data cannot answer (no visitors, a zero standard
 * error, a single variant) the answer is `null`, never NaN or Infinity.
 */

/** Two-sided 95 %: the standard normal quantile of 0.975. */
export const Z_95 = 1.959964

/** The significance level of the verdicts. */
export const SIGNIFICANCE_ALPHA = 0.05

/**
 * Below this p-value the observed split is taken to depart from the configured one. Strict on
 * purpose: the check runs on every look at the results, and a mismatch means the numbers
 * cannot be trusted at all (broken assignment, a variant that loses its exposure events).
 */
export const SAMPLE_RATIO_MISMATCH_ALPHA = 0.001

/** One variant's counts: distinct visitors exposed, and those of them who converted afterwards. */
export type VariantCounts = { exposed: number; converted: number }

export type ConfidenceInterval = { low: number; high: number }

// ---------------------------------------------------------------------------------------------
// Special functions
// ---------------------------------------------------------------------------------------------

const LANCZOS_G = 7
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
] as const

/** ln Γ(x) for x > 0, by the Lanczos approximation (g = 7, n = 9; relative error about 1e-15). */
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

/**
 * Q(s, x) = Γ(s, x) / Γ(s), the regularized upper incomplete gamma function, for s > 0, x ≥ 0.
 * Below x = s + 1 the series of P(s, x) converges fast and Q = 1 − P; above it the continued
 * fraction of Q converges fast (modified Lentz). Both are carried to a relative 1e-15
 * (Numerical Recipes §6.2). The chi-square survival function is Q(df / 2, χ² / 2).
 */
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

/**
 * The complementary error function. For x ≥ 0, erfc(x) = Q(1/2, x²) exactly, so it inherits
 * the incomplete gamma's accuracy (well within 1e-12, far inside the 1e-7 asked of it);
 * erfc(−x) = 2 − erfc(x).
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN
  if (x < 0) return 2 - erfc(-x)
  return regularizedUpperGamma(0.5, x * x)
}

/** Φ(z), the standard normal cumulative distribution: ½ erfc(−z / √2). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2)
}

/** P(χ²_df ≥ statistic): the chi-square distribution's upper tail. */
export function chiSquareSurvival(statistic: number, degreesOfFreedom: number): number {
  return regularizedUpperGamma(degreesOfFreedom / 2, Math.max(0, statistic) / 2)
}

// ---------------------------------------------------------------------------------------------
// Per variant
// ---------------------------------------------------------------------------------------------

/** Converted ÷ exposed; null without visitors. Counts are clamped so the rate is within 0–1. */
export function conversionRate({ exposed, converted }: VariantCounts): number | null {
  if (!(exposed > 0)) return null
  return clamp01(Math.max(0, converted) / exposed)
}

export type Uplift = {
  /** Variant rate − control rate, as a proportion (0.03 = 3 percentage points). */
  absolute: number
  /** 95 % confidence interval of `absolute`; null when the standard error is zero (every rate 0 % or 100 %). */
  absoluteInterval: ConfidenceInterval | null
  /** `absolute` ÷ control rate (0.3 = 30 % better); null when control converts nobody. */
  relative: number | null
  /** `absoluteInterval` ÷ control rate; null when either is. */
  relativeInterval: ConfidenceInterval | null
}

/**
 * The uplift of a variant against control with a 95 % confidence interval.
 *
 * Method: the Wald interval of the difference of two independent proportions with the
 * unpooled standard error, d ± z·SE, where d = p₁ − p₀ and
 * SE = √(p₀(1 − p₀)/n₀ + p₁(1 − p₁)/n₁), z = 1.959964. The relative interval divides both
 * bounds by the control rate, treating that rate as known: a simple approximation that is
 * slightly narrow when control has few conversions.
 */
export function upliftAgainstControl(control: VariantCounts, variant: VariantCounts): Uplift | null {
  const p0 = conversionRate(control)
  const p1 = conversionRate(variant)
  if (p0 === null || p1 === null) return null
  const absolute = p1 - p0
  const standardError = Math.sqrt((p0 * (1 - p0)) / control.exposed + (p1 * (1 - p1)) / variant.exposed)
  const absoluteInterval = standardError > 0 ? { low: absolute - Z_95 * standardError, high: absolute + Z_95 * standardError } : null
  const relative = p0 > 0 ? absolute / p0 : null
  const relativeInterval = p0 > 0 && absoluteInterval ? { low: absoluteInterval.low / p0, high: absoluteInterval.high / p0 } : null
  return { absolute, absoluteInterval, relative, relativeInterval }
}

/**
 * The two-sided p-value of the pooled two-proportion z-test of "variant converts as control
 * does": z = (p₁ − p₀) / √(p̂(1 − p̂)(1/n₀ + 1/n₁)) with p̂ = (x₀ + x₁)/(n₀ + n₁), and
 * p = 2(1 − Φ(|z|)) = erfc(|z|/√2). Null without visitors on either side, or when nobody (or
 * everybody) converted on both sides, where the test has nothing to compare.
 */
export function twoProportionPValue(control: VariantCounts, variant: VariantCounts): number | null {
  const p0 = conversionRate(control)
  const p1 = conversionRate(variant)
  if (p0 === null || p1 === null) return null
  const pooled = (p0 * control.exposed + p1 * variant.exposed) / (control.exposed + variant.exposed)
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposed + 1 / variant.exposed))
  if (!(standardError > 0)) return null
  const z = (p1 - p0) / standardError
  return clamp01(erfc(Math.abs(z) / Math.SQRT2))
}

/** Significant at alpha 0.05 (p < alpha); a missing p-value is never significant. */
export function isSignificant(pValue: number | null, alpha: number = SIGNIFICANCE_ALPHA): boolean {
  return pValue !== null && pValue < alpha
}

export const VERDICTS = ['control', 'not-enough-data', 'not-significant-yet', 'significantly-better', 'significantly-worse'] as const

export type Verdict = (typeof VERDICTS)[number]

/** What a marketer reads in the results: better, worse, or not (yet) distinguishable from control. */
export function verdictAgainstControl(uplift: Uplift | null, pValue: number | null, alpha: number = SIGNIFICANCE_ALPHA): Verdict {
  if (uplift === null || pValue === null) return 'not-enough-data'
  if (!isSignificant(pValue, alpha)) return 'not-significant-yet'
  return uplift.absolute > 0 ? 'significantly-better' : 'significantly-worse'
}

// ---------------------------------------------------------------------------------------------
// Sample ratio mismatch
// ---------------------------------------------------------------------------------------------

export type SampleRatioCheck = {
  /** Pearson's χ² over the variants with a share of the traffic. */
  chiSquare: number
  /** Variants with a share of the traffic − 1. */
  degreesOfFreedom: number
  pValue: number
  /** Variants that had visitors although configured for 0 % of the traffic (or not configured at all). */
  unexpected: string[]
  /** p < 0.001, or visitors where none were due: the observed split is not the configured one. */
  mismatch: boolean
}

/**
 * Chi-square goodness of fit of the exposed visitors against the configured split:
 * χ² = Σ (observedᵢ − expectedᵢ)² / expectedᵢ with expectedᵢ = total × shareᵢ / Σ shares, over
 * the variants with a share above zero, df = their number − 1, p = Q(df/2, χ²/2). A variant at
 * 0 % that has visitors cannot be fitted at all and is a mismatch by itself. Null when there is
 * nothing to check: no visitors, or fewer than two variants with traffic.
 */
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

// ---------------------------------------------------------------------------------------------
// A whole test
// ---------------------------------------------------------------------------------------------

/** A configured variant with its counts. The first is control. */
export type VariantInput = VariantCounts & { name: string; traffic: number }

export type VariantResult = VariantInput & {
  isControl: boolean
  rate: number | null
  /** Null for control itself. */
  uplift: Uplift | null
  pValue: number | null
  significant: boolean
  verdict: Verdict
}

export type AbTestResults = { variants: VariantResult[]; sampleRatio: SampleRatioCheck | null }

/** Every figure of the results table: each variant against the first (control), and the split check. */
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

// ---------------------------------------------------------------------------------------------
// Over time
// ---------------------------------------------------------------------------------------------

/**
 * The 95 % Wilson score interval of one variant's conversion rate: unlike the Wald interval it
 * stays within 0–1 and is not zero-width at 0 % or 100 %, which matters on a test's first days.
 * Null without visitors.
 */
export function rateInterval({ exposed, converted }: VariantCounts, z: number = Z_95): ConfidenceInterval | null {
  if (!(exposed > 0)) return null
  const p = clamp01(Math.max(0, converted) / exposed)
  const z2 = z * z
  const centre = (p + z2 / (2 * exposed)) / (1 + z2 / exposed)
  const half = (z * Math.sqrt((p * (1 - p)) / exposed + z2 / (4 * exposed * exposed))) / (1 + z2 / exposed)
  return { low: clamp01(centre - half), high: clamp01(centre + half) }
}

/** Per visitor of a variant: the UTC day of the first exposure and of the conversion counted for it (null: none). */
export type VisitorDays = { variant: string; exposedDay: string; convertedDay: string | null; visitors: number }

export type DailyVariantRate = { day: string; exposed: number; converted: number; rate: number | null; interval: ConfidenceInterval | null }

/**
 * Each variant's cumulative figures at the end of every day: visitors exposed so far, those of
 * them converted so far, the rate and its interval. On the last day they are the results
 * table's figures.
 */
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
