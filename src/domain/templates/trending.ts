const HOUR_MS = 36e5 // SPEC §9: one hour is 36e5 ms

export type TrendingState = { score: number; at: string }

// A decayed counter, not a Hacker-News score: docs/decisions/0003-trending-as-a-decayed-counter.md.
//   trending(now) = boost · ½^(age / H) + Σ weight(event) · ½^((now − t_event) / H)
// A like counts once per visitor ever, so liking and unliking in a loop gains nothing.
export const TRENDING = {
  halfLifeHours: 72,
  newTemplateBoost: 20,
  weights: { view: 1, like: 15, use: 25 },
} as const

export type CountedAction = keyof (typeof TRENDING)['weights']

// Never more than it was.
export function decayFactor(fromMs: number, nowMs: number, halfLifeHours: number = TRENDING.halfLifeHours): number {
  if (!Number.isFinite(fromMs) || !Number.isFinite(nowMs)) return 0
  const elapsedHours = Math.max(0, nowMs - fromMs) / HOUR_MS
  return 0.5 ** (elapsedHours / halfLifeHours)
}

export function addToTrending(state: TrendingState | undefined, weight: number, nowMs: number): TrendingState {
  const carried = state ? state.score * decayFactor(Date.parse(state.at), nowMs) : 0
  return { score: carried + weight, at: new Date(nowMs).toISOString() }
}

export function trendingScore(template: { createdAt: string; trending: TrendingState | undefined }, nowMs: number): number {
  const boost = TRENDING.newTemplateBoost * decayFactor(Date.parse(template.createdAt), nowMs)
  const activity = template.trending ? Math.max(0, template.trending.score) * decayFactor(Date.parse(template.trending.at), nowMs) : 0
  return boost + activity
}
