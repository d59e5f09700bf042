import { mediaType } from '@/infrastructure/http'

/** RFC 9110 §8.4.1. */
export type ContentCoding = 'br' | 'gzip' | 'identity'

const PRODUCED: readonly ContentCoding[] = ['br', 'gzip']

/** Brotli before gzip when weighed alike; `*` stands for any coding not named. */
export function preferredContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0)
  }
  const any = weights.get('*')
  let best: ContentCoding = 'identity'
  let bestWeight = 0
  for (const coding of PRODUCED) {
    const weight = weights.get(coding) ?? any ?? 0
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

export function isCompressibleType(contentType: string | undefined): boolean {
  const type = mediaType(contentType)
  if (!type) return false
  return (
    type.startsWith('text/') ||
    type === 'image/svg+xml' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    type === 'application/json'
  )
}

/** What makes the same body go out again and again (Next's cached pages say `s-maxage`). */
export function isSharedCacheable(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0])
  if (directives.some((directive) => directive === 'private' || directive === 'no-store' || directive === 'no-cache')) return false
  return directives.some((directive) => directive === 's-maxage' || directive === 'public')
}

export function forbidsTransform(cacheControl: string | undefined): boolean {
  return Boolean(
    cacheControl
      ?.toLowerCase()
      .split(',')
      .some((directive) => directive.trim() === 'no-transform'),
  )
}
