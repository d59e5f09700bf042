import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EncodedBodies } from '@/server/http/encoded-bodies'
import { FixedResponses } from '@/server/http/fixed-responses'
import { publicFilePaths } from '@/server/http/public-files'
import { responseEncoding } from '@/server/http/whole-body-encoding'

const ROBOTS = 'User-Agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: http://localhost:3000/sitemap.xml\n'
const CACHED = 'public, max-age=0, must-revalidate'

/** What stands in for Next: each path's handler, and how many requests reached it. */
const handlers = new Map<string, (response: ServerResponse) => void>()
const reachedNext = new Map<string, number>()
let server: Server
let origin: URL

beforeAll(async () => {
  const encode = responseEncoding(new EncodedBodies(1024 * 1024))
  const fixed = new FixedResponses(new Set(['/robots.txt', '/personal', '/streamed', '/streamed?cut', '/missing']))
  // Wired as src/server/cli/serve.ts wires it.
  server = createServer((request, response) =>
    encode(request, response, () => {
      if (fixed.answer(request, response)) return
      const path = (request.url ?? '').split('?')[0]!
      reachedNext.set(path, (reachedNext.get(path) ?? 0) + 1)
      handlers.get(path)?.(response)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, origin), { headers, method }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
    request.end()
  })
}

function respond(path: string, body: string, headers: Record<string, string>, status = 200) {
  handlers.set(path, (response) => {
    response.statusCode = status
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    response.end(body)
  })
}

describe('responses the same for every request', () => {
  respond('/robots.txt', ROBOTS, { 'Content-Type': 'text/plain', 'Cache-Control': CACHED, 'X-Content-Type-Options': 'nosniff' })

  it('are answered by Next once, then from a copy with the same headers and text', async () => {
    const first = await get('/robots.txt')
    const again = await get('/robots.txt')
    const head = await get('/robots.txt', {}, 'HEAD')
    expect(reachedNext.get('/robots.txt')).toBe(1)
    for (const response of [first, again]) {
      expect(response.status).toBe(200)
      expect(response.body).toBe(ROBOTS)
      expect(response.headers['content-type']).toBe('text/plain')
      expect(response.headers['cache-control']).toBe(CACHED)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(ROBOTS))
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })

  it('leave conditional and range requests, requests with cookies and other addresses to Next', async () => {
    await get('/robots.txt', { 'if-none-match': '"abc"' })
    await get('/robots.txt', { range: 'bytes=0-9' })
    await get('/robots.txt', { cookie: '__prerender_bypass=1' })
    await get('/robots.txt?x=1')
    expect(reachedNext.get('/robots.txt')).toBe(5)
  })

  it('keep one copy per scheme, whose security headers differ', async () => {
    await get('/robots.txt', { 'x-forwarded-proto': 'https' })
    await get('/robots.txt', { 'x-forwarded-proto': 'https' })
    expect(reachedNext.get('/robots.txt')).toBe(6)
  })
})

describe('a response written in pieces after its head, as Next writes a route handler’s', () => {
  it('is kept whole, with the head Next wrote', async () => {
    handlers.set('/streamed', (response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHED, 'X-Frame-Options': 'DENY' })
      response.write('part one, ')
      response.end('part two')
    })
    const first = await get('/streamed')
    const again = await get('/streamed')
    expect(reachedNext.get('/streamed')).toBe(1)
    expect(again.body).toBe('part one, part two')
    expect(again.body).toBe(first.body)
    expect(again.headers['x-frame-options']).toBe('DENY')
    expect(again.headers['transfer-encoding']).toBeUndefined()
    expect(Number(again.headers['content-length'])).toBe('part one, part two'.length)
  })
})

describe('a response cut off halfway', () => {
  it('is not kept: the next request goes to Next and gets the whole answer', async () => {
    let cut = true
    handlers.set('/streamed', (response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHED })
      response.write('part one, ')
      if (cut) response.destroy()
      response.end('part two')
    })
    const before = reachedNext.get('/streamed') ?? 0
    await expect(get('/streamed?cut')).rejects.toThrow()
    cut = false
    expect((await get('/streamed?cut')).body).toBe('part one, part two')
    expect(reachedNext.get('/streamed')).toBe(before + 2)
  })
})

describe('public files', () => {
  it('are listed by their addresses, which are their paths under public/, links left out', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'public-files-'))
    mkdirSync(path.join(root, 'public', 'nhp', 'admin'), { recursive: true })
    writeFileSync(path.join(root, 'public', 'nhp', 'favicon.svg'), '<svg/>')
    writeFileSync(path.join(root, 'public', 'nhp', 'admin', 'hero block?.svg'), '<svg/>')
    // Links are left to Next: neither a loop nor a broken one is followed.
    symlinkSync('..', path.join(root, 'public', 'nhp', 'admin', 'loop'))
    symlinkSync(path.join(root, 'gone.svg'), path.join(root, 'public', 'nhp', 'broken.svg'))
    expect(publicFilePaths(root).sort()).toEqual(['/nhp/admin/hero%20block%3F.svg', '/nhp/favicon.svg'])
    expect(publicFilePaths(path.join(root, 'elsewhere'))).toEqual([])
    rmSync(root, { recursive: true })
  })
})

describe('responses never copied', () => {
  it('one that sets a cookie, or that shared caches may not keep', async () => {
    respond('/personal', 'hello', { 'Cache-Control': 'private, no-store', 'Set-Cookie': 'a=1' })
    await get('/personal')
    await get('/personal')
    expect(reachedNext.get('/personal')).toBe(2)
  })

  it('an error', async () => {
    respond('/missing', 'not here', { 'Cache-Control': CACHED }, 404)
    for (const path of ['/missing', '/missing']) await get(path)
    expect(reachedNext.get('/missing')).toBe(2)
  })
})
