/** An article's date as its readers write dates, for example 18 November 2026 or 18. November 2026; the day it was set, in UTC. */
export function formatArticleDate(iso: string | null | undefined, htmlLang: string): string | undefined {
  if (!iso) return undefined
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return undefined
  return new Intl.DateTimeFormat(htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/** `YYYY-MM-DD`, for `<time dateTime>`. */
export function isoDay(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}
