/** The periods the analytics view offers; anything else falls back to the default. */
export const REPORT_RANGES_DAYS = [1, 7, 30, 90] as const

export type ReportRangeDays = (typeof REPORT_RANGES_DAYS)[number]

export const DEFAULT_REPORT_RANGE_DAYS: ReportRangeDays = 7

export function parseReportRange(value: unknown): ReportRangeDays {
  const days = Number(Array.isArray(value) ? value[0] : value)
  return (REPORT_RANGES_DAYS as readonly number[]).includes(days) ? (days as ReportRangeDays) : DEFAULT_REPORT_RANGE_DAYS
}

/** The start of a range ending now. */
export function rangeStart(days: ReportRangeDays, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}
