import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isSharedCacheable } from './content-coding'

/** A response as it went out: its status, its headers before any coding, and its whole body. */
export type WholeResponse = {
  status: number
  headers: OutgoingHttpHeaders
  /** A string when Next handed the body over whole (a cached page); bytes when it wrote it in pieces (a route handler). */
  body: string | Buffer
}

type Watch = {
  /** Whether a response with these headers is worth keeping, decided before its first byte. */
  wanted: (status: number, headers: OutgoingHttpHeaders) => boolean
  /** Longer bodies are not kept, and stop being collected. */
  maxBytes: number
  kept: (whole: WholeResponse) => void
  /** Called once the response has ended (after `kept`, if it was kept) or was closed before. */
  settled?: () => void
}

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

/**
 * Calls `kept` with `response` once Next has ended it whole, if `wanted` it: what the server's own
 * copies of Next's answers (FixedResponses, RecentPages) are made from.
 *
 * The headers are taken before the first byte goes out, since the compression middleware then adds
 * its coding; a body written in pieces is collected only once its headers are wanted.
 */
export function watchWholeResponse(response: ServerResponse, { wanted, maxBytes, kept, settled }: Watch): void {
  let decided: boolean | undefined
  let status = 0
  let headers: OutgoingHttpHeaders = {}
  const decide = (extra?: unknown): boolean => {
    if (decided === undefined) {
      status = response.statusCode
      headers = { ...response.getHeaders(), ...(isHeaderObject(extra) ? lowerCased(extra) : {}) }
      decided = wanted(status, headers)
    }
    return decided
  }
  const pieces: Buffer[] = []
  let size = 0
  const collect = (chunk: unknown, encoding: unknown): void => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk
    if (!(bytes instanceof Uint8Array) || size + bytes.length > maxBytes) {
      decided = false
      pieces.length = 0
      return
    }
    // Copied: whoever wrote it may reuse its buffer.
    pieces.push(Buffer.from(bytes))
    size += bytes.length
  }

  let done = false
  const settle = () => {
    if (done) return
    done = true
    settled?.()
  }
  // A response that never ends (its client gone first) settles when it closes.
  response.once('close', settle)

  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse
  response.writeHead = ((code: number, ...rest: unknown[]) => {
    response.statusCode = code
    decide(rest.find((arg) => typeof arg === 'object'))
    return writeHead(code, ...rest)
  }) as ServerResponse['writeHead']

  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide()) collect(chunk, rest[0])
    return write(chunk, ...rest)
  }) as ServerResponse['write']

  const end = response.end.bind(response) as End
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    let whole: WholeResponse | undefined
    if (decide()) {
      const oneString = pieces.length === 0 && typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
      let body: string | Buffer | undefined
      if (oneString) body = chunk.length <= maxBytes ? chunk : undefined
      else {
        collect(chunk, encoding)
        body = decided ? Buffer.concat(pieces, size) : undefined
      }
      if (body !== undefined) whole = { status, headers, body }
    }
    const ended = end(chunk, encoding, callback)
    // Decided once Next has handed everything over, not once the client has read it all (a client
    // that does not read would hold the copy back). A response destroyed halfway (Next still ends
    // one whose stream failed) is cut off, and must not be answered again.
    if (whole && !response.destroyed && response.statusCode === whole.status) kept(whole)
    settle()
    return ended
  }) as ServerResponse['end']
}

/** A 200 every visitor may share, as Next wrote it: no cookie, no coding yet, and shared caches may keep it. */
export function everyVisitorMayShare(status: number, headers: OutgoingHttpHeaders): boolean {
  const cacheControl = headers['cache-control']
  return (
    status === 200 &&
    headers['set-cookie'] === undefined &&
    headers['content-encoding'] === undefined &&
    isSharedCacheable(typeof cacheControl === 'string' ? cacheControl : undefined)
  )
}

function isHeaderObject(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}
