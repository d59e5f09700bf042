/** The sentence under the results table saying whose visits it counts; true whether or not the test has a start date. */
export type ResultsPeriod = { startsAt: Date | null; firstExposedAt: Date | null; until: Date }

export function resultsPeriod({ startsAt, firstExposedAt, until }: ResultsPeriod, format: (date: Date) => string): string {
  if (startsAt) return `by visitors exposed from ${format(startsAt)} to ${format(until)} UTC`
  if (firstExposedAt) return `by visitors exposed from the first exposure, ${format(firstExposedAt)}, to ${format(until)} UTC (the test has no start date)`
  return `by visitors exposed up to ${format(until)} UTC: the test has no start date and nobody has been exposed yet`
}
