/** Each quick filter is the list's own `where` in the address, so sorting, paging and Payload's filter still work. Pure. */
export const PAGE_FILTER_FIELDS = ['headerVariant', 'miniSite'] as const

export type PageFilterField = (typeof PAGE_FILTER_FIELDS)[number]

export type PageFilters = Partial<Record<PageFilterField, string>>

const FLAT_KEY = /^where\[(headerVariant|miniSite)\]\[equals\]$/

/** Null when the address holds any other condition, which the quick filters cannot show. */
export function activePageFilters(searchParams: Record<string, unknown> | undefined): PageFilters | null {
  if (!searchParams) return {}
  const filters: PageFilters = {}
  const flat = Object.keys(searchParams).filter((key) => key.startsWith('where['))
  for (const key of flat) {
    const match = FLAT_KEY.exec(key)
    if (!match) return null
    const value = first(searchParams[key])
    if (value === undefined) return null
    filters[match[1] as PageFilterField] = value
  }
  const where = searchParams.where
  if (where !== undefined) {
    if (flat.length > 0 || where === null || typeof where !== 'object') return null
    for (const [field, condition] of Object.entries(where)) {
      if (!(PAGE_FILTER_FIELDS as readonly string[]).includes(field)) return null
      const keys = condition && typeof condition === 'object' ? Object.keys(condition) : []
      const value = keys.length === 1 && keys[0] === 'equals' ? first((condition as { equals: unknown }).equals) : undefined
      if (value === undefined) return null
      filters[field as PageFilterField] = value
    }
  }
  return filters
}

export function pageFilterHref(listPath: string, current: PageFilters, field: PageFilterField, value: string | null): string {
  const next: PageFilters = { ...current, [field]: value ?? undefined }
  const query = PAGE_FILTER_FIELDS.flatMap((name) => (next[name] === undefined ? [] : [`where[${name}][equals]=${encodeURIComponent(next[name])}`]))
  return query.length === 0 ? listPath : `${listPath}?${query.join('&')}`
}

function first(value: unknown): string | undefined {
  const single = Array.isArray(value) ? value[0] : value
  if (typeof single === 'number' && Number.isFinite(single)) return String(single)
  return typeof single === 'string' && single !== '' ? single : undefined
}
