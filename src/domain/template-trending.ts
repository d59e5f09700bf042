/**
 * Trending, the community template gallery's order of what is popular now (issue 8): a counter of
 * views, likes and uses whose worth halves with time. Pure: no framework, no I/O.
 */

const HOUR_MS = 36e5 // SPEC §9: one hour is 36e5 ms

/** Trending's running state: a score decayed to `at` (see `trendingScore`). */
export type TrendingState = { score: number; at: string }

/**
 * Trending is a decayed counter. Each view, like and use adds its weight, and every weight loses
 * half its worth every `halfLifeHours`; a new template starts with `newTemplateBoost`, decaying
 * the same way from the moment it was shared, so it gets its chance to be seen.
 *
 *   trending(now) = boost · ½^(age / H) + Σ weight(event) · ½^((now − t_event) / H)
 *
 * Why this and not a Hacker-News score (points / (age + 2)^1.5): the HN score divides *lifetime*
 * counts by the template's age, so a year-old template that suddenly gets shared around can
 * never trend again, and a new one trends on its first handful of views. A decayed counter
 * measures recent activity whatever the template's age, needs no log of events (the sum is kept
 * as one number and the time it was last brought up to date, updated atomically in SQL by the
 * same formula, see src/cms/gallery/counters.ts), and two templates compare the same at any time.
 *
 * Weights: a use (someone signs up to start from it) is worth more than a like, a like more than
 * a view, in roughly the ratio the HN-style example gave (0.2 : 3 : 5). A like counts towards
 * Trending once per visitor ever, so liking and unliking in a loop gains nothing.
 */
export const TRENDING = {
  halfLifeHours: 72,
  newTemplateBoost: 20,
  weights: { view: 1, like: 15, use: 25 },
} as const

export type CountedAction = keyof (typeof TRENDING)['weights']

/** How much a value kept since `fromMs` is still worth at `nowMs` (never more than it was). */
export function decayFactor(fromMs: number, nowMs: number, halfLifeHours: number = TRENDING.halfLifeHours): number {
  if (!Number.isFinite(fromMs) || !Number.isFinite(nowMs)) return 0
  const elapsedHours = Math.max(0, nowMs - fromMs) / HOUR_MS
  return 0.5 ** (elapsedHours / halfLifeHours)
}

/** The running state after one more event of `weight` at `nowMs`: the old sum decayed to now, plus the weight. */
export function addToTrending(state: TrendingState | undefined, weight: number, nowMs: number): TrendingState {
  const carried = state ? state.score * decayFactor(Date.parse(state.at), nowMs) : 0
  return { score: carried + weight, at: new Date(nowMs).toISOString() }
}

/** A template's Trending score at `nowMs` (see TRENDING). */
export function trendingScore(template: { createdAt: string; trending: TrendingState | undefined }, nowMs: number): number {
  const boost = TRENDING.newTemplateBoost * decayFactor(Date.parse(template.createdAt), nowMs)
  const activity = template.trending ? Math.max(0, template.trending.score) * decayFactor(Date.parse(template.trending.at), nowMs) : 0
  return boost + activity
}
