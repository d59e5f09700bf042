// What a cached page's HTML may depend on besides path and locale: each combination is rendered once
// and cached like any page. In the URL: `default`, or sorted `name.value` pairs joined by `~`.
export type RenderVariant = Readonly<Record<string, string>>

export const DEFAULT_VARIANT_SEGMENT = 'default'

const PART = /^[a-z0-9_-]{1,60}$/

export function encodeVariant(variant: RenderVariant): string {
  const pairs = Object.entries(variant)
    .filter(([name, value]) => PART.test(name) && PART.test(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return pairs.length === 0 ? DEFAULT_VARIANT_SEGMENT : pairs.map(([name, value]) => `${name}.${value}`).join('~')
}

/** The variant a segment names, or undefined when the segment is not one `encodeVariant` makes. */
export function decodeVariant(segment: string): RenderVariant | undefined {
  if (segment === DEFAULT_VARIANT_SEGMENT) return {}
  const variant: Record<string, string> = {}
  for (const pair of segment.split('~')) {
    const [name, value, extra] = pair.split('.')
    if (extra !== undefined || !name || !value || !PART.test(name) || !PART.test(value) || name in variant) return undefined
    variant[name] = value
  }
  // Only the canonical spelling is accepted, so one combination has one cache entry.
  return encodeVariant(variant) === segment ? variant : undefined
}
