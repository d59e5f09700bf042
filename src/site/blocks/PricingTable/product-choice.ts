import { localeFromPath } from '@/domain/routing/paths'

/** The address's product, else the product page the visitor came from, else the first. */
export function initialProduct(offered: readonly string[], address: { search: string; hash: string; origin: string }, referrer: string): string | undefined {
  const named = new URLSearchParams(address.search).get('product') ?? decodeURIComponent(address.hash.replace(/^#/, ''))
  if (offered.includes(named)) return named
  if (!referrer) return undefined
  let from: URL
  try {
    from = new URL(referrer)
  } catch {
    return undefined
  }
  if (from.origin !== address.origin) return undefined
  const segments = localeFromPath(from.pathname).path.split('/').filter(Boolean)
  // The product page itself, in any language: `/crm` or `/w/dev`, not deeper pages.
  const page = segments.length === 1 ? segments[0] : segments.length === 2 ? segments[1] : undefined
  return page && offered.includes(page) ? page : undefined
}

/** So the choice can be shared or reloaded. */
export function addressWithProduct(href: string, product: string): string {
  const url = new URL(href)
  url.searchParams.set('product', product)
  url.hash = ''
  return url.toString()
}
