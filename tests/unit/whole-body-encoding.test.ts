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
  /** Text that compresses little, so its size in the store is close to its length. */
  const noise = (seed: number, length: number) => {
    let state = seed
    return Array.from({ length }, () => String.fromCharCode(33 + ((state = (state * 48271) % 2147483647) % 90))).join('')
  }

  it('lets the least recently used bodies go past its limit, never the one being sent', () => {
    const bodies = new EncodedBodies(120_000)
    for (const seed of [1, 2, 3]) bodies.of(noise(seed, 60_000))
    // Each keeps about 49 000 bytes of gzip: two fit.
    expect(bodies.size.entries).toBe(2)
    const huge = noise(4, 400_000)
    expect(bodies.of(huge).in('identity').toString('utf8')).toBe(huge)
    expect(bodies.size.entries).toBe(1)
  })

  it('keeps one entry for the same text handed over twice, compressed, and gives back the very bytes', () => {
    const bodies = new EncodedBodies(1024 * 1024)
    const text = `<p>日本語 ${'x'.repeat(5000)}</p>`
    const first = bodies.of(text)
    expect(bodies.of(`${text}`.slice(0))).toBe(first)
    expect(bodies.ofBytes(Buffer.from(text, 'utf8'))).toBe(first)
    expect(bodies.of(text.replace('日', '月'))).not.toBe(first)
    expect(bodies.size.entries).toBe(2)
    expect(first.length).toBe(Buffer.byteLength(text))
    expect(first.in('identity').equals(Buffer.from(text, 'utf8'))).toBe(true)
    // The last page asked for without compression is kept decompressed.
    expect(first.in('identity')).toBe(first.in('identity'))
    expect(gunzipSync(first.in('gzip')).toString('utf8')).toBe(text)
    expect(brotliDecompressSync(first.in('br')).toString('utf8')).toBe(text)
    expect(first.in('br')).toBe(first.in('br'))
    // Compressed, the two pages take a small part of their 10 kB of text.
    expect(bodies.size.bytes).toBeLessThan(1000)
    expect(bodies.size.bytes).toBe(first.bytes + bodies.of(text.replace('日', '月')).bytes)
  })
})
