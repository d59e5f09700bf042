import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/domain/client-key'
import { mayChangePages, sitePipeline } from '@/server/http/site-pipeline'

/*
 * The site's server answers a cached page again for a moment without Next, to visitors who bring
 * nothing personal (src/server/http/recent-pages.ts), through the server's own pipeline.
 */

const CACHED = 's-maxage=31536000'
/** A page as Next sends it from its cache: one string, with a character outside Latin-1. */
const page = (text: string) => `<!DOCTYPE html><html><body><h1>${text}</h1><p>日本語 ${'x'.repeat(2000)}</p></body></html>`

/** What stands in for Next: each path's current page, and how many requests reached it. */
type Answer = {
  body: string
  headers: Record<string, string>
  status?: number
  /** Written in 4 kB pieces, as Next writes a route handler's answer. */
  inPieces?: boolean
  /** Cut off after its first piece, as when Next's stream fails halfway. */
  cutOff?: boolean
  /** Held back until this settles. */
  until?: Promise<void>
}
const pages = new Map<string, Answer>()
let reachedNext = 0
let clock = 0
let server: Server
let origin: URL

async function next(request: { url?: string; method?: string }, response: ServerResponse): Promise<void> {
  reachedNext += 1
  await pages.get((request.url ?? '').split('?')[0]!)?.until
  const path = (request.url ?? '').split('?')[0]!
  if (request.method === 'PATCH') {
    pages.set('/pricing', { body: page('Pricing, published again'), headers: HTML })
    response.statusCode = 200
    response.end('{"ok":true}')
    return
  }
  const current = pages.get(path)
  response.statusCode = current?.status ?? (current ? 200 : 404)
  for (const [name, value] of Object.entries(current?.headers ?? {})) response.setHeader(name, value)
  if (current?.inPieces) {
    // As Next sends a route handler's answer (the sitemap): its stream's bytes, then an empty end.
    const bytes = Buffer.from(current.body)
    for (let at = 0; at < bytes.length; at += 4096) {
      response.write(bytes.subarray(at, at + 4096))
      if (current.cutOff) {
        response.destroy()
        break
      }
    }
    response.end()
    return
  }
  response.end(current?.body ?? 'not found')
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHED, 'X-Nextjs-Cache': 'HIT', 'X-Frame-Options': 'DENY' }

beforeAll(async () => {
  server = createServer(
    sitePipeline((request, response) => void next(request, response), {
      trustedProxies: parseTrustedProxies(undefined),
      visitorCountryHeader: 'X-Visitor-Country',
      now: () => clock,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  clock += 60_000 // whatever an earlier test kept has expired
  reachedNext = 0
  pages.set('/pricing', { body: page('Pricing'), headers: HTML })
})

function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, origin), { headers, method }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: (response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8'),
        })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

describe('a cached page asked for again within half a second, by a visitor without cookies', () => {
  it('is answered without Next, with the same headers and text, compressed as the visitor asks', async () => {
    const first = await send('/pricing')
    const again = await send('/pricing', { 'accept-encoding': 'gzip' })
    expect(reachedNext).toBe(1)
    expect(again.status).toBe(200)
    expect(again.body).toBe(first.body)
    expect(again.body).toContain('日本語')
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.headers['content-type']).toBe(first.headers['content-type'])
    expect(again.headers['cache-control']).toBe(CACHED)
    expect(again.headers['x-frame-options']).toBe('DENY')
    expect(again.headers.vary).toContain('Accept-Encoding')
  })

  it('goes to Next once the half second is over', async () => {
    await send('/pricing')
    clock += 499
    await send('/pricing')
    expect(reachedNext).toBe(1)
    clock += 2
    await send('/pricing')
    expect(reachedNext).toBe(2)
  })

  it('is a copy per address, query, scheme and visitor country, as nginx keys its cache', async () => {
    pages.set('/crm', { body: page('CRM'), headers: HTML })
    const variants: Record<string, string>[] = [{}, { 'x-visitor-country': 'DE' }, { 'x-forwarded-proto': 'https' }]
    for (const headers of variants) for (const path of ['/pricing', '/pricing?product=crm', '/crm']) await send(path, headers)
    expect(reachedNext).toBe(9)
    expect((await send('/crm', { 'x-visitor-country': 'DE' })).body).toContain('<h1>CRM</h1>')
    expect(reachedNext).toBe(9)
  })
})

describe('while Next makes a fresh copy', () => {
  /** `/pricing` published again, its answer held back by Next until `release` is called. */
  function publishSlowly(): () => void {
    let release = () => {}
    pages.set('/pricing', { body: page('Pricing, published again'), headers: HTML, until: new Promise<void>((resolve) => (release = resolve)) })
    return release
  }

  it('visitors get the copy before it, for up to two seconds, instead of all asking Next', async () => {
    await send('/pricing')
    const release = publishSlowly()
    clock += 501
    const asking = send('/pricing')
    await expect.poll(() => reachedNext).toBe(2)
    expect((await send('/pricing')).body).toContain('<h1>Pricing</h1>')
    clock += 1900
    expect((await send('/pricing')).body).toContain('<h1>Pricing</h1>')
    expect(reachedNext).toBe(2)
    release()
    expect((await asking).body).toContain('published again')
    expect((await send('/pricing')).body).toContain('published again')
    expect(reachedNext).toBe(2)
  })

  it('Next is asked again once the copy is two seconds past its time', async () => {
    await send('/pricing')
    const release = publishSlowly()
    clock += 501
    const asking = send('/pricing')
    await expect.poll(() => reachedNext).toBe(2)
    clock += 2000
    const again = send('/pricing')
    await expect.poll(() => reachedNext).toBe(3)
    release()
    expect((await again).body).toContain('published again')
    await asking
  })

  it('once Next’s answer is not one to share, the copy before it is not answered either', async () => {
    await send('/pricing')
    let release = () => {}
    pages.set('/pricing', {
      body: page('Pricing, for you'),
      headers: { ...HTML, 'Cache-Control': 'private, no-store' },
      until: new Promise<void>((resolve) => (release = resolve)),
    })
    clock += 501
    const asking = send('/pricing')
    await expect.poll(() => reachedNext).toBe(2)
    release()
    await asking
    pages.set('/pricing', { body: page('Pricing, unpublished'), headers: HTML, status: 404 })
    expect((await send('/pricing')).status).toBe(404)
    expect(reachedNext).toBe(3)
  })

  it('an answer Next began before a write is not kept', async () => {
    await send('/pricing')
    const release = publishSlowly()
    clock += 501
    const asking = send('/pricing')
    await expect.poll(() => reachedNext).toBe(2)
    await send('/api/pages/1', { 'content-type': 'application/json' }, 'PATCH')
    release()
    await asking
    pages.set('/pricing', { body: page('Pricing, edited'), headers: HTML })
    expect((await send('/pricing')).body).toContain('<h1>Pricing, edited</h1>')
  })
})

describe('the sitemap, which Next writes in pieces', () => {
  const SITEMAP = { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate', 'X-Nextjs-Cache': 'HIT' }
  const sitemap = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${paths.map((path) => `<url><loc>http://localhost:3000${path}</loc></url>`.repeat(200)).join('')}</urlset>`

  it('is answered again without Next, whole, with its length, compressed as the crawler asks', async () => {
    pages.set('/sitemap.xml', { body: sitemap(['/', '/pricing']), headers: SITEMAP, inPieces: true })
    const first = await send('/sitemap.xml')
    expect(first.headers['transfer-encoding']).toBe('chunked')
    const again = await send('/sitemap.xml')
    const gzipped = await send('/sitemap.xml', { 'accept-encoding': 'gzip' })
    expect(reachedNext).toBe(1)
    expect(again.body).toBe(first.body)
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)))
    expect(again.headers['content-type']).toBe('application/xml')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.body).toBe(first.body)
  })

  it('is kept from an answer Next compressed for the crawler, and kept whole across its pieces', async () => {
    // 日本語 is three bytes a character: some of them fall across the 4 kB pieces.
    const body = sitemap(['/', '/lang/ja/日本語'])
    pages.set('/sitemap.xml', { body, headers: SITEMAP, inPieces: true })
    expect((await send('/sitemap.xml', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    const again = await send('/sitemap.xml')
    expect(reachedNext).toBe(1)
    expect(again.headers['content-encoding']).toBeUndefined()
    expect(again.body).toBe(body)
  })

  it('is not kept from an answer cut off halfway', async () => {
    pages.set('/sitemap.xml', { body: sitemap(['/']), headers: SITEMAP, inPieces: true, cutOff: true })
    await expect(send('/sitemap.xml')).rejects.toThrow()
    pages.set('/sitemap.xml', { body: sitemap(['/']), headers: SITEMAP, inPieces: true })
    const whole = await send('/sitemap.xml')
    expect(reachedNext).toBe(2)
    expect(whole.body).toBe(sitemap(['/']))
  })

  it('lists a page published through this server at once', async () => {
    pages.set('/sitemap.xml', { body: sitemap(['/']), headers: SITEMAP, inPieces: true })
    await send('/sitemap.xml')
    pages.set('/sitemap.xml', { body: sitemap(['/', '/new-page']), headers: SITEMAP, inPieces: true })
    expect((await send('/sitemap.xml')).body).not.toContain('/new-page')
    await send('/api/pages/1', { 'content-type': 'application/json' }, 'PATCH')
    expect((await send('/sitemap.xml')).body).toContain('/new-page')
  })

  it('is not kept while personal or stale, nor is any other streamed answer', async () => {
    pages.set('/sitemap.xml', { body: sitemap(['/']), headers: { ...SITEMAP, 'Cache-Control': 'private, no-store' }, inPieces: true })
    pages.set('/feed.json', { body: JSON.stringify({ items: 'x'.repeat(5000) }), headers: { ...SITEMAP, 'Content-Type': 'application/json' }, inPieces: true })
    for (const path of ['/sitemap.xml', '/sitemap.xml', '/feed.json', '/feed.json']) await send(path)
    pages.set('/sitemap.xml', { body: sitemap(['/']), headers: { ...SITEMAP, 'X-Nextjs-Cache': 'STALE' }, inPieces: true })
    for (const path of ['/sitemap.xml', '/sitemap.xml']) await send(path)
    expect(reachedNext).toBe(6)
  })
})

describe('what always goes to Next', () => {
  it('a visitor with cookies, credentials, a condition or the client router’s request for data', async () => {
    await send('/pricing')
    const personal: Record<string, string>[] = [
      { cookie: 'user_locale=de' },
      { authorization: 'JWT x' },
      { 'if-none-match': '"a"' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of personal) await send('/pricing', headers)
    await send('/pricing', {}, 'HEAD')
    expect(reachedNext).toBe(1 + personal.length + 1)
  })

  it('a page the visitor’s answer is personal to, one that sets a cookie, a stale copy and an error', async () => {
    pages.set('/variant', { body: page('B'), headers: { ...HTML, 'Cache-Control': 'private, no-store' } })
    pages.set('/tagged', { body: page('Tagged'), headers: { ...HTML, 'Set-Cookie': 'visitor=1' } })
    pages.set('/stale', { body: page('Old'), headers: { ...HTML, 'X-Nextjs-Cache': 'STALE' } })
    pages.set('/gone', { body: page('Gone'), headers: HTML, status: 404 })
    for (const path of ['/variant', '/tagged', '/stale', '/gone']) {
      await send(path)
      await send(path)
    }
    expect(reachedNext).toBe(8)
  })

  it('the admin, the API and Next’s files', async () => {
    pages.set('/api/pages', { body: page('API'), headers: HTML })
    for (const path of ['/api/pages', '/api/pages']) await send(path)
    expect(reachedNext).toBe(2)
  })
})

describe('a visitor’s post as they read a page', () => {
  it('forgets nothing: the tracker’s events, the consent record, a lead, a like', async () => {
    await send('/pricing')
    for (const path of ['/api/collect', '/api/consent', '/api/forms/contact-sales', '/api/templates/12'])
      await send(path, { 'content-type': 'application/json' }, 'POST')
    expect(reachedNext).toBe(5)
    await send('/pricing')
    expect(reachedNext).toBe(5)
  })
})

describe('mayChangePages', () => {
  it.each([
    ['POST', '/api/collect', false],
    ['POST', '/api/consent?x=1', false],
    ['POST', '/api/forms/contact-sales', false],
    ['POST', '/api/templates/12', false],
    ['GET', '/api/pages', false],
    ['PATCH', '/api/pages/1', true],
    ['PATCH', '/api/forms/contact-sales', true],
    ['PATCH', '/api/template-images/1', true],
    ['POST', '/api/community-templates', true],
    ['POST', '/api/templates', true],
    ['POST', '/api/forms/../pages/1', true],
    ['POST', '/api/templates/%2e%2e/pages/1', true],
    ['POST', '/pricing', true],
    ['POST', '/admin/collections/pages/1', true],
  ])('%s %s: %s', (method, url, expected) => {
    expect(mayChangePages(method, url)).toBe(expected)
  })
})

describe('a write handled by this server', () => {
  it('forgets every recent page at once: the next visitor gets what was published', async () => {
    expect((await send('/pricing')).body).toContain('<h1>Pricing</h1>')
    expect((await send('/pricing')).body).toContain('<h1>Pricing</h1>')
    expect(reachedNext).toBe(1)
    await send('/api/pages/1', { 'content-type': 'application/json' }, 'PATCH')
    expect((await send('/pricing')).body).toContain('<h1>Pricing, published again</h1>')
    expect(reachedNext).toBe(3)
  })
})
