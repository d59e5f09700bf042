import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refuseRequest, requestPathProblem } from '@/domain/routing/request-target'
import { answerRefusedRequest, withoutNextInternalSignals } from '@/server/http/request-gate'
import { siteServerOptions } from '@/server/http/slow-clients'

/**
 * The site's server refuses, before Next sees them, the request lines Next answered with a 500
 * and strips Next's own revalidation signals (finding 4); a client that
 * trickles its body loses the connection (finding 9).
 */

describe('requestPathProblem', () => {
  it.each([
    '/lang/de/%ff',
    '/api/template-images/file/a%00b',
    '/api/members/verify/%00',
    '/a/%e0%a4',
    '/a/%zz',
    '/a/%0a',
    '/nhp/../package.json',
    '/a/%2e%2e/b',
    '/a/./b',
    '*',
    'http://evil.example/',
  ])('refuses %s', (target) => {
    expect(requestPathProblem(target)).toBeDefined()
  })

  it.each(['/', '/lang/de/pricing', '/api/pages?where[title][like]=%ff', '/w/%C3%A9t%C3%A9', '/api/pages/1', '/a%2Fb', '/templates/community/12-a-b...'])(
    'lets %s through',
    (target) => {
      expect(requestPathProblem(target)).toBeUndefined()
    },
  )
})

describe('refuseRequest', () => {
  const publicFiles = new Set(['/nhp/favicon.svg'])

  it('answers TRACE and unknown methods anywhere with 405 and the methods there are', () => {
    expect(refuseRequest('TRACE', '/', publicFiles)).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, OPTIONS' })
    expect(refuseRequest('TRACE', '/api/pages', publicFiles)).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' })
    expect(refuseRequest('PROPFIND', '/crm', publicFiles)?.status).toBe(405)
  })

  it('lets only reads reach a public file or a script', () => {
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(refuseRequest(method, '/nhp/favicon.svg', publicFiles)).toMatchObject({ status: 405, allow: 'GET, HEAD' })
      expect(refuseRequest(method, '/nhp/_next/static/chunks/main.js', publicFiles)?.status).toBe(405)
    }
    expect(refuseRequest('GET', '/nhp/favicon.svg', publicFiles)).toBeUndefined()
    expect(refuseRequest('HEAD', '/nhp/favicon.svg', publicFiles)).toBeUndefined()
  })

  it('lets pages take their forms’ posts and the API its writes', () => {
    expect(refuseRequest('POST', '/lang/de/sales/contact-us', publicFiles)).toBeUndefined()
    expect(refuseRequest('PUT', '/crm', publicFiles)?.status).toBe(405)
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(refuseRequest(method, '/api/pages/1', publicFiles)).toBeUndefined()
  })
})

describe('the gate in front of Next', () => {
  let server: Server
  let port = 0
  const seen: IncomingHttpHeaders[] = []

  beforeAll(async () => {
    // Wired as src/server/http/site-pipeline.ts wires it, with a short request timeout.
    server = createServer(siteServerOptions({ requestTimeout: 1_500, headersTimeout: 1_000 }), (request, response) => {
      if (answerRefusedRequest(request, response, new Set(['/nhp/favicon.svg']))) return
      withoutNextInternalSignals(request)
      seen.push(request.headers)
      request.resume()
      request.on('end', () => response.end('next'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  /** Sends `raw` as it is and reads everything the server answers until it closes or `ms` pass. */
  function rawRequest(raw: string, ms = 5_000): Promise<{ text: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now()
      const socket = connect(port, '127.0.0.1', () => socket.write(raw))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString('latin1')))
      const done = () => resolve({ text, closedAfterMs: Date.now() - started })
      socket.on('close', done)
      socket.on('error', done)
      setTimeout(() => socket.destroy(), ms).unref()
    })
  }

  it('answers a malformed path with 400, as JSON, with the security headers and no stack', async () => {
    const { text } = await rawRequest('GET /lang/de/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(text).toMatch(/x-content-type-options: nosniff/i)
    expect(text).toMatch(/content-security-policy: [^\r]*frame-ancestors 'none'/i)
    expect(text).toMatch(/cache-control: private, no-store/i)
    expect(text).toContain('{"errors":[{"message":"The path has a malformed %-escape."}]}')
  })

  it('answers TRACE with 405 and Allow', async () => {
    const { text } = await rawRequest('TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(text).toMatch(/^HTTP\/1\.1 405 /)
    expect(text).toMatch(/allow: GET, HEAD, POST, OPTIONS/i)
  })

  it('a PUT to a public file gets 405 and the connection ends, its body unread', async () => {
    const { text, closedAfterMs } = await rawRequest('PUT /nhp/favicon.svg HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\nabc')
    expect(text).toMatch(/^HTTP\/1\.1 405 /)
    expect(text).toMatch(/allow: GET, HEAD/i)
    expect(closedAfterMs).toBeLessThan(1_000)
  })

  it('never passes Next’s revalidation headers or draft-mode cookies on', async () => {
    seen.length = 0
    await rawRequest(
      'GET /en/pricing HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Prerender-Revalidate: 0123abc\r\nX-Prerender-Revalidate-If-Generated: 1\r\n' +
        'X-Next-Revalidated-Tags: pages\r\nX-Next-Revalidate-Tag-Token: 0123abc\r\nCookie: a=1; __prerender_bypass=0123abc; __next_preview_data=x; b=2\r\n\r\n',
    )
    expect(seen).toHaveLength(1)
    const headers = seen[0]!
    expect(Object.keys(headers).filter((name) => name.startsWith('x-prerender') || name.startsWith('x-next-'))).toEqual([])
    expect(headers.cookie).toBe('a=1; b=2')
  })

  it('a body sent a byte at a time loses its connection with 408 once the request timeout passes', async () => {
    const started = Date.now()
    const result = await new Promise<{ text: string; ms: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('POST /api/collect HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n'))
      const trickle = setInterval(() => socket.write('a'), 100)
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString('latin1')))
      const done = () => {
        clearInterval(trickle)
        resolve({ text, ms: Date.now() - started })
      }
      socket.on('close', done)
      socket.on('error', done)
      setTimeout(() => socket.destroy(), 10_000).unref()
    })
    expect(result.text).toMatch(/^HTTP\/1\.1 408 /)
    // The timeout (1.5 s here) plus at most the one-second check.
    expect(result.ms).toBeLessThan(4_000)
  })

  it('the site’s own server gives a whole request at most a minute', () => {
    const options = siteServerOptions()
    expect(options.requestTimeout).toBeLessThanOrEqual(60_000)
    expect(options.headersTimeout).toBeLessThanOrEqual(options.requestTimeout!)
  })
})
