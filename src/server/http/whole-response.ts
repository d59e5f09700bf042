import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isSharedCacheable } from './content-coding'

export type WholeResponse = {
  status: number
  headers: OutgoingHttpHeaders
  /** A string when Next handed it over whole (a cached page); bytes when written in pieces. */
  body: string | Buffer
}

type Watch = {
  /** Decided before the first byte. */
  wanted: (status: number, headers: OutgoingHttpHeaders) => boolean
  maxBytes: number
  kept: (whole: WholeResponse) => void
  settled?: () => void
}

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

/** Headers are taken before the first byte goes out, since the compression middleware then adds its coding. */
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
    // Decided once Next has handed everything over, not once the client read it. A response destroyed
    // halfway is cut off and must not be answered again.
    if (whole && !response.destroyed && response.statusCode === whole.status) kept(whole)
    settle()
    return ended
  }) as ServerResponse['end']
}

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
