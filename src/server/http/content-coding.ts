/** The content codings the site's server produces itself (RFC 9110 §8.4.1). */
export type ContentCoding = 'br' | 'gzip' | 'identity'

const PRODUCED: readonly ContentCoding[] = ['br', 'gzip']

/**
 * The coding to answer with, from a request's Accept-Encoding: the one the client weighs highest
 * (brotli before gzip when it weighs them alike, as it is smaller), `*` standing for any coding it
 * does not name, and identity when it names neither or refuses both with q=0.
 */
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

/** A Content-Type's media type, without its parameters: `text/html; charset=utf-8` is `text/html`. */
export function mediaType(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Text worth compressing; images, fonts and archives other than SVG are compressed already. */
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

/**
 * Whether a response's Cache-Control lets shared caches keep it, which is what makes the same
 * body go out again and again (Next's cached pages say `s-maxage`); personal answers say
 * `private` or `no-store`.
 */
export function isSharedCacheable(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0])
  if (directives.some((directive) => directive === 'private' || directive === 'no-store' || directive === 'no-cache')) return false
  return directives.some((directive) => directive === 's-maxage' || directive === 'public')
}

/** `Cache-Control: no-transform` forbids changing the body's coding on the way. */
export function forbidsTransform(cacheControl: string | undefined): boolean {
  return Boolean(
    cacheControl
      ?.toLowerCase()
      .split(',')
      .some((directive) => directive.trim() === 'no-transform'),
  )
}
