import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/domain/client-key'
import { serializeConsent } from '@/domain/consent/consent'
import { routingTable } from '@/domain/routing/site-routing'
import { decideVisit, type VisitEvent } from '@/domain/routing/visit-decision'
import { announcePagesChanged } from '@/infrastructure/pages-changed.mjs'
import { headersAfterProxy, proxyAnswerHeaders, proxyRunsFor, visitRequestOf } from '@/server/http/next-adapter'
import { COPY_LIFETIME_MS } from '@/server/http/recent-pages'
import { sitePipeline } from '@/server/http/site-pipeline'

/*
 * The site's server answers a cached page again for a moment without Next
 * (src/server/http/recent-pages.ts), through the server's own pipeline, as the proxy would have:
 * keyed on the page the proxy chooses, with the cookies it sets.
 */

/** The routing table both the stand-in for Next's proxy and the server's copies go by. */
const table = routingTable({
  redirects: [{ from: '/old-pricing', to: '/pricing', statusCode: 308 }],
  pages: ['/', '/pricing', '/crm', '/variant', '/tagged', '/stale', '/gone', '/journal'].map((path) => ({ path })),
  pricedPaths: [],
})
const decide = (request: Parameters<typeof visitRequestOf>[0]) => {
  const visit = visitRequestOf(request)
  return (
    visit &&
    decideVisit(visit, { table, countryHeader: 'x-visitor-country', publicHostname: 'www.orbit.test', now: new Date(), newVisitorId: () => 'new-visitor-0001' })
  )
}
const reported: VisitEvent[] = []

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

/** A stand-in for Next with the site's proxy: it rewrites a page as the proxy does and merges the proxy's headers. */
async function next(request: Parameters<typeof visitRequestOf>[0], response: ServerResponse): Promise<void> {
  reachedNext += 1
  await pages.get((request.url ?? '').split('?')[0]!)?.until
  const path = (request.url ?? '').split('?')[0]!
  if (request.method === 'PATCH') {
    // A publish: Payload's hooks refresh Next's cache and announce it.
    pages.set('/pricing', { body: page('Pricing, published again'), headers: HTML })
    announcePagesChanged()
    response.statusCode = 200
    response.end('{"ok":true}')
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.statusCode = 405
    response.end()
    return
  }
  const current = pages.get(path)
  response.statusCode = current?.status ?? (current ? 200 : 404)
  let headers: Record<string, string | string[] | number | undefined> = current?.headers ?? {}
  const decision = proxyRunsFor(path) ? decide(request) : undefined
  if (decision && decision.route.kind !== 'redirect') {
    // '/journal' stands for a page published or moved a moment ago, which only Next's proxy knows of yet.
    const target = path === '/journal' ? '/en/default/journal-moved' : decision.route.pathname
    headers = { ...headersAfterProxy(headers, proxyAnswerHeaders(decision)), 'x-middleware-rewrite': target }
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
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
      publicHostname: 'www.orbit.test',
      routingTable: () => table,
      reportEvents: (events) => reported.push(...events),
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
  clock += 2 * COPY_LIFETIME_MS // whatever an earlier test kept has expired
  reachedNext = 0
  reported.length = 0
  pages.set('/pricing', { body: page('Pricing'), headers: HTML })
})

function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    // The path as given, not resolved first: some tests send what only Next may answer.
    const request = httpRequest({ hostname: origin.hostname, port: origin.port, path, headers, method }, (response) => {
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

describe('a cached page asked for again within half a second', () => {
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
    expect(again.headers['x-page-copy']).toBe('hit')
    expect(first.headers['x-page-copy']).toBeUndefined()
  })

  it('goes to Next once a copy’s lifetime is over', async () => {
    await send('/pricing')
    clock += COPY_LIFETIME_MS - 1
    await send('/pricing')
    expect(reachedNext).toBe(1)
    clock += 2
    await send('/pricing')
    expect(reachedNext).toBe(2)
  })

  it('is a copy per page the proxy chooses and per scheme, whatever else the address carries', async () => {
    pages.set('/crm', { body: page('CRM'), headers: HTML })
    // DE visitors get the page with the consent banner: another page route, another copy.
    const variants: Record<string, string>[] = [{}, { 'x-visitor-country': 'DE' }, { 'x-forwarded-proto': 'https' }]
    for (const headers of variants) for (const path of ['/pricing', '/pricing?product=crm', '/crm']) await send(path, headers)
    expect(reachedNext).toBe(6)
    expect((await send('/crm', { 'x-visitor-country': 'DE', cookie: '_ga=GA1.1.1.1' })).body).toContain('<h1>CRM</h1>')
    expect(reachedNext).toBe(6)
  })

  it('is answered to a returning visitor whose cookies the proxy does not read', async () => {
    await send('/pricing')
    const again = await send('/pricing', { cookie: '_ga=GA1.1.123.456; bb_visitor_id=abc; consent_record_id=9' })
    expect(reachedNext).toBe(1)
    expect(again.headers['cache-control']).toBe(CACHED)
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('sets every cookie the proxy would, on the parent domain, and keeps that answer personal', async () => {
    await send('/pricing')
    const landing = await send('/pricing?utm_campaign=spring&coupon=SAVE10', { host: 'www.orbit.test' })
    expect(reachedNext).toBe(1)
    expect(landing.body).toContain('<h1>Pricing</h1>')
    expect(landing.headers['cache-control']).toBe('private, no-store')
    const cookies = landing.headers['set-cookie'] ?? []
    expect(cookies.find((cookie) => cookie.startsWith('utm_campaign=spring;'))).toMatch(/Domain=\.orbit\.test; Secure; SameSite=lax/)
    expect(cookies.find((cookie) => cookie.startsWith('coupon_code=SAVE10;'))).toContain('Max-Age=86400')
    const fromSearch = await send('/pricing', { host: 'www.orbit.test', referer: 'https://www.google.com/' })
    expect(fromSearch.headers['set-cookie']?.some((cookie) => cookie.startsWith('utm_referrer=https%3A%2F%2Fwww.google.com;'))).toBe(true)
    expect(reachedNext).toBe(1)
  })

  it('gives a visitor with Global Privacy Control and the next visitor each what is theirs', async () => {
    const gpc = await send('/crm?utm_campaign=spring', { 'sec-gpc': '1' })
    const normal = await send('/crm?utm_campaign=spring')
    expect(gpc.headers['set-cookie']).toBeUndefined()
    expect(normal.headers['set-cookie']?.some((cookie) => cookie.startsWith('utm_campaign=spring;'))).toBe(true)
    expect(reachedNext).toBe(1)
  })

  it('is kept only from an answer for everyone: a landing’s personal answer neither makes nor drops a copy', async () => {
    await send('/crm')
    clock += COPY_LIFETIME_MS + 1
    await send('/crm?utm_campaign=spring')
    expect(reachedNext).toBe(2)
    await send('/crm')
    expect(reachedNext).toBe(3)
    const landing = await send('/crm?utm_campaign=spring')
    expect(landing.headers['x-page-copy']).toBe('hit')
    expect(reachedNext).toBe(3)
  })

  it('reports the cookies a refusing visitor gets anyway, as the proxy would', async () => {
    await send('/crm')
    const refused = serializeConsent({ policyVersion: 1, chosenAt: 1, granted: { functional: true, analytics: false, marketing: false } })
    await send('/crm?utm_campaign=spring', { cookie: `cookie_consent=${refused}` })
    expect(reachedNext).toBe(1)
    expect(reported).toContainEqual({ name: 'cookie_not_approved', info1: 'utm_campaign' })
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
    clock += COPY_LIFETIME_MS + 1
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
    clock += COPY_LIFETIME_MS + 1
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
    clock += COPY_LIFETIME_MS + 1
    const asking = send('/pricing')
    await expect.poll(() => reachedNext).toBe(2)
    release()
    await asking
    pages.set('/pricing', { body: page('Pricing, unpublished'), headers: HTML, status: 404 })
    expect((await send('/pricing')).status).toBe(404)
    expect(reachedNext).toBe(3)
  })

  it('an answer Next began before a publish is not kept', async () => {
    await send('/pricing')
    const release = publishSlowly()
    clock += COPY_LIFETIME_MS + 1
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
  it('a staff preview, credentials, a condition, the client router’s request for data, a redirect', async () => {
    await send('/pricing')
    const personal: Record<string, string>[] = [
      { cookie: 'staff-preview=x' },
      { authorization: 'JWT x' },
      { 'if-none-match': '"a"' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of personal) await send('/pricing', headers)
    await send('/pricing', {}, 'HEAD')
    // Next answers these itself: the trailing slash, another spelling of the address, a redirect.
    for (const path of ['/pricing/', '/%70ricing', '/old-pricing']) await send(path)
    expect(reachedNext).toBe(1 + personal.length + 1 + 3)
    // A dot segment is refused before both.
    expect((await send('/crm/../pricing')).status).toBe(400)
    expect(reachedNext).toBe(1 + personal.length + 1 + 3)
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

  it('a page Next has just rendered: the copy is taken from its next answer, from the cache, and says so', async () => {
    pages.set('/pricing', { body: page('Pricing'), headers: { ...HTML, 'X-Nextjs-Cache': 'MISS' } })
    await send('/pricing')
    pages.set('/pricing', { body: page('Pricing'), headers: { ...HTML, 'X-Nextjs-Cache': 'HIT' } })
    await send('/pricing')
    const copy = await send('/pricing')
    expect(reachedNext).toBe(2)
    expect(copy.headers['x-nextjs-cache']).toBe('HIT')
    expect(copy.headers['x-page-copy']).toBe('hit')
  })

  it('the admin, the API and Next’s files', async () => {
    pages.set('/api/pages', { body: page('API'), headers: HTML })
    pages.set('/journal', { body: page('Journal'), headers: HTML })
    for (const path of ['/api/pages', '/api/pages']) await send(path)
    expect(reachedNext).toBe(2)
  })

  it('a page the proxy sent elsewhere than the server decided (its snapshot a moment newer)', async () => {
    pages.set('/journal', { body: page('Journal'), headers: HTML })
    for (const path of ['/journal', '/journal']) await send(path)
    expect(reachedNext).toBe(2)
  })
})

describe('a write handled by this server', () => {
  it('forgets nothing unless it publishes: a visitor’s posts, a refused write, a page PUT', async () => {
    await send('/pricing')
    for (const path of ['/api/collect', '/api/consent', '/api/forms/contact-sales', '/api/members/login', '/pricing'])
      await send(path, { 'content-type': 'application/json' }, 'POST')
    // Answered 405 before Next: no page takes them.
    expect((await send('/crm', {}, 'PUT')).status).toBe(405)
    expect((await send('/nope', {}, 'DELETE')).status).toBe(405)
    expect(reachedNext).toBe(6)
    await send('/pricing')
    expect(reachedNext).toBe(6)
  })

  it('forgets every recent page once it publishes: the next visitor gets what was published', async () => {
    expect((await send('/pricing')).body).toContain('<h1>Pricing</h1>')
    expect((await send('/pricing')).body).toContain('<h1>Pricing</h1>')
    expect(reachedNext).toBe(1)
    await send('/api/pages/1', { 'content-type': 'application/json' }, 'PATCH')
    expect((await send('/pricing')).body).toContain('<h1>Pricing, published again</h1>')
    expect(reachedNext).toBe(3)
  })

  it('forgets every recent page once another instance’s publish reaches this one’s Next cache', async () => {
    await send('/pricing')
    expect((await send('/pricing')).headers['x-page-copy']).toBe('hit')
    pages.set('/pricing', { body: page('Pricing, published elsewhere'), headers: HTML })
    // What the cache handler announces once it has heard the other instance's revalidation.
    announcePagesChanged('elsewhere')
    expect((await send('/pricing')).body).toContain('<h1>Pricing, published elsewhere</h1>')
    expect(reachedNext).toBe(2)
  })
})
