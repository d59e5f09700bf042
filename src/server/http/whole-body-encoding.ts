import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'compression'

import { forbidsTransform, isCompressibleType, isSharedCacheable, preferredContentCoding } from './content-coding'
import { EncodedBody, type EncodedBodies } from './encoded-bodies'

/** The compression middleware's threshold. */
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
 * A cached page handed to `end()` as a string is encoded and compressed once, from `bodies`:
 * otherwise a page with any character outside Latin-1 (日本語 in the language menu) is turned
 * into UTF-8 and compressed again on every request. A page copy hands over its EncodedBody
 * (recent-pages.ts). Streamed responses are left to the middleware.
 */
export function encodeWholeBodies(request: IncomingMessage, response: ServerResponse, bodies: EncodedBodies): void {
  const end = response.end.bind(response) as End
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = typeof encoding === 'function' ? encoding : callback
    if (chunk instanceof EncodedBody) return sendWhole(request, response, chunk, end, done)
    const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)
    if (typeof chunk !== 'string' || !utf8 || response.headersSent || chunk.length < MIN_ENCODED_LENGTH) {
      return end(chunk, encoding, callback)
    }
    if (!isSharedCacheable(headerText(response.getHeader('cache-control')))) {
      // Sent once: the compression middleware compresses it as it streams, as for any response.
      return end(Buffer.from(chunk, 'utf8'), done)
    }
    const identity = Buffer.from(chunk, 'utf8')
    return sendWhole(request, response, bodies.ofBytes(identity), end, done, identity)
  }) as ServerResponse['end']
}

/** `identity`: the bytes at hand, when they are. */
function sendWhole(request: IncomingMessage, response: ServerResponse, body: EncodedBody, end: End, done: unknown, identity?: Buffer): ServerResponse {
  if (response.headersSent) return end(identity ?? body.in('identity'), done)
  const compressible = isCompressibleType(headerText(response.getHeader('content-type')))
  if (compressible) varyOnAcceptEncoding(response)
  const coding =
    compressible &&
    !response.hasHeader('content-encoding') &&
    !forbidsTransform(headerText(response.getHeader('cache-control'))) &&
    request.method !== 'HEAD' &&
    body.length >= MIN_ENCODED_LENGTH
      ? preferredContentCoding(headerText(request.headers['accept-encoding']))
      : 'identity'
  const bytes = coding === 'identity' && identity ? identity : body.in(coding)
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding)
  response.setHeader('Content-Length', bytes.length)
  return end(bytes, done)
}

/** Next's `compress` is off; `next` is called synchronously, with both in place. */
export function responseEncoding(bodies: EncodedBodies) {
  const compress = compression()
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    // compression() wraps the response first, so that bodies encoded already pass through it.
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
      encodeWholeBodies(request, response, bodies)
      next()
    })
  }
}
