import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'compression'

import { forbidsTransform, isCompressibleType, isSharedCacheable, preferredContentCoding } from './content-coding'
import type { EncodedBodies } from './encoded-bodies'

/** Below this a body is sent as it is, as the compression middleware does (its 1 kB threshold). */
const MIN_ENCODED_LENGTH = 1024

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

const headerText = (value: number | string | readonly string[] | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value)

function varyOnAcceptEncoding(response: ServerResponse): void {
  const vary = headerText(response.getHeader('vary'))
  if (!vary) response.setHeader('Vary', 'Accept-Encoding')
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) response.setHeader('Vary', `${vary}, Accept-Encoding`)
}

/**
 * A whole body handed to `response.end()` as a string (how Next sends a page from its cache) goes
 * out as bytes, compressed for the client, and, when shared caches may keep the response, from
 * `bodies`, so a cached page is encoded and compressed once rather than on every request.
 *
 * A profile under load showed why: a page with any character outside Latin-1 (the language menu
 * has 日本語) is a two-byte string, and Node's socket write turned it into UTF-8 on every request,
 * a third of the server's time; the compression middleware then compressed it again each time.
 * Streamed responses (pages rendered on request, the admin, the API) are left to that middleware.
 */
export function encodeWholeBodies(request: IncomingMessage, response: ServerResponse, bodies: EncodedBodies): void {
  const end = response.end.bind(response) as End
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)
    if (typeof chunk !== 'string' || !utf8 || response.headersSent || chunk.length < MIN_ENCODED_LENGTH) {
      return end(chunk, encoding, callback)
    }
    const done = typeof encoding === 'function' ? encoding : callback
    const cacheControl = headerText(response.getHeader('cache-control'))
    const compressible = isCompressibleType(headerText(response.getHeader('content-type')))
    if (compressible) varyOnAcceptEncoding(response)
    const coding =
      compressible && !response.hasHeader('content-encoding') && !forbidsTransform(cacheControl) && request.method !== 'HEAD'
        ? preferredContentCoding(headerText(request.headers['accept-encoding']))
        : 'identity'
    if (!isSharedCacheable(cacheControl)) {
      // Sent once: the compression middleware compresses it as it streams, as for any response.
      return end(Buffer.from(chunk, 'utf8'), done)
    }
    const body = bodies.encoded(chunk, coding)
    if (coding !== 'identity') response.setHeader('Content-Encoding', coding)
    response.setHeader('Content-Length', body.length)
    return end(body, done)
  }) as ServerResponse['end']
}

/**
 * How the site's server compresses (instead of Next, whose `compress` is off): a cached page once
 * (encodeWholeBodies), everything else as it streams, by the compression middleware, as Next did.
 * `next` is called synchronously, with both in place.
 */
export function responseEncoding(bodies: EncodedBodies) {
  const compress = compression()
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    // compression() wraps the response first, so that whole bodies, encoded already, pass through it.
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
      encodeWholeBodies(request, response, bodies)
      next()
    })
  }
}
