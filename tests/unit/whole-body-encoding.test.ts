import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EncodedBodies } from '@/server/http/encoded-bodies'
import { responseEncoding } from '@/server/http/whole-body-encoding'

// Two-byte text, as a page with the language menu's 日本語 is: what made the server slow.
const PAGE = `<!doctype html><html><body>${'<p>Orbit · 日本語 · Русский</p>'.repeat(400)}</body></html>`
const CACHED = 's-maxage=3600, stale-while-revalidate=31532400'

type Handler = (response: ServerResponse) => void
const handlers = new Map<string, Handler>()
const bodies = new EncodedBodies(1024 * 1024)
let server: Server
let origin: URL

beforeAll(async () => {
  const encode = responseEncoding(bodies)
  server = createServer((request, response) => encode(request, response, () => handlers.get(request.url ?? '')?.(response)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** A raw request (fetch would decompress): the status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, origin), { headers, method }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

function page(path: string, cacheControl: string, body = PAGE, type = 'text/html; charset=utf-8') {
  handlers.set(path, (response) => {
    response.setHeader('Content-Type', type)
    response.setHeader('Cache-Control', cacheControl)
    response.setHeader('Content-Length', Buffer.byteLength(body))
    response.end(body)
  })
}

describe('a cached page sent as one string', () => {
  page('/cached', CACHED)

  it('reaches a browser in brotli, and the text reads back exactly', async () => {
    const { headers, body } = await get('/cached', { 'accept-encoding': 'gzip, deflate, br' })
    expect(headers['content-encoding']).toBe('br')
    expect(Number(headers['content-length'])).toBe(body.length)
    expect(headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(body).toString('utf8')).toBe(PAGE)
  })

  it('reaches a gzip-only client in gzip', async () => {
    const { headers, body } = await get('/cached', { 'accept-encoding': 'gzip' })
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString('utf8')).toBe(PAGE)
  })

  it('reaches a client that asks for no coding as UTF-8 with its byte length', async () => {
    const { headers, body } = await get('/cached')
    expect(headers['content-encoding']).toBeUndefined()
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(PAGE))
    expect(body.toString('utf8')).toBe(PAGE)
  })

  it('is kept once, with each coding asked for, however often it is asked for', async () => {
    await get('/cached', { 'accept-encoding': 'br' })
    const kept = bodies.size
    expect(kept.entries).toBeGreaterThan(0)
    const again = await get('/cached', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(again.body).toString('utf8')).toBe(PAGE)
    expect(bodies.size).toEqual(kept)
  })
})

describe('other answers', () => {
  page('/personal', 'private, no-store', PAGE.replace('Orbit', 'Hello, Ada'))
  page('/picture', CACHED, 'x'.repeat(4096), 'image/avif')
  page('/small', CACHED, '<p>short</p>')
  handlers.set('/streamed', (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Cache-Control', CACHED)
    response.write(PAGE.slice(0, 5000))
    response.end(PAGE.slice(5000))
  })

  it('a personal page is compressed too, as it is sent, and kept nowhere', async () => {
    const kept = bodies.size.entries
    const { headers, body } = await get('/personal', { 'accept-encoding': 'gzip' })
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString('utf8')).toContain('Hello, Ada')
    expect(bodies.size.entries).toBe(kept)
  })

  it('a streamed page is compressed as it streams', async () => {
    const { headers, body } = await get('/streamed', { 'accept-encoding': 'gzip' })
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString('utf8')).toBe(PAGE)
  })

  it('a picture and a short body go out as they are', async () => {
    for (const path of ['/picture', '/small']) {
      const { headers } = await get(path, { 'accept-encoding': 'br, gzip' })
      expect(headers['content-encoding'], path).toBeUndefined()
    }
  })

  it('a HEAD request gets the headers of the page without a body', async () => {
    handlers.set('/head', (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Cache-Control', CACHED)
      response.setHeader('Content-Length', Buffer.byteLength(PAGE))
      response.end()
    })
    const { headers, body } = await get('/head', { 'accept-encoding': 'br' }, 'HEAD')
    expect(body.length).toBe(0)
    expect(headers['content-type']).toMatch(/text\/html/)
  })
})

describe('EncodedBodies', () => {
  it('lets the least recently used bodies go past its limit, never the one being sent', () => {
    const bodies = new EncodedBodies(300_000)
    const pages = ['a', 'b', 'c'].map((letter) => letter.repeat(60_000))
    for (const body of pages) bodies.encoded(body, 'gzip')
    // Each takes 60 000 × 2 for its text and 60 000 for its bytes, plus a tiny gzip: only one fits beside another.
    expect(bodies.size.entries).toBe(1)
    const huge = 'd'.repeat(400_000)
    expect(bodies.encoded(huge, 'identity').length).toBe(400_000)
    expect(bodies.size.entries).toBe(1)
  })
})
