/**
 * The fuzz suite against a running site: raw request lines sent over a socket, as no
 * HTTP client library would send them (malformed %-escapes, NUL, dot segments, any method), to
 * every family of addresses (pages, Payload's REST API, the site's own API routes, the admin,
 * public files and scripts, health and snapshot), with out-of-range dates and numbers in `where`,
 * from every role. Its promise: no 5xx and no stack trace for any input.
 *
 * Used by tests/e2e/security-fuzz.e2e.ts against the browser tests' production build, and on its
 * own against any running site, `npm start`'s for one:
 *
 *   node --import tsx tests/helpers/http-fuzz.ts http://localhost:3000 admin@example.com 'password'
 *
 * It writes nothing it can reach by a real id as staff: staff's writes go to ids that are no ids.
 */
import { connect } from 'node:net'

import fc from 'fast-check'

import { publicFilePaths } from '../../src/server/http/public-files'

export type Actor = 'anonymous' | 'member' | 'marketer' | 'moderator' | 'admin'
export const ACTORS: readonly Actor[] = ['anonymous', 'member', 'marketer', 'moderator', 'admin']

/** A session token for each signed-in role. */
export type Tokens = Record<Exclude<Actor, 'anonymous'>, string>

export type RawResponse = { status: number; head: string; body: string }

/** Sends one request exactly as written and reads the whole answer (the server closes the connection). */
export function rawRequest(
  base: string,
  { method, target, headers = {}, body }: { method: string; target: string; headers?: Record<string, string>; body?: string },
) {
  const url = new URL(base)
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = connect(Number(url.port || 80), url.hostname)
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`${method} ${target}: no complete answer in 60 s`))
    }, 60_000)
    socket.on('connect', () => {
      const lines = [`${method} ${target} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close']
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
      if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`)
    })
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, head, body: rest.join('\r\n\r\n') })
    })
  })
}

/** One address of each family the site serves; `{script}` is one of the build's own scripts. */
export const ROUTES = [
  // Pages, through the proxy and the page cache.
  '/',
  '/pricing',
  '/lang/de/pricing',
  '/crm',
  '/w/customer-stories',
  '/sales/contact-us?from=header',
  '/community/login',
  '/templates/community',
  '/templates/community/1',
  '/no/such/page',
  // Payload's REST API.
  '/api/pages',
  '/api/pages/1',
  '/api/pages/versions',
  '/api/pages/count',
  '/api/users/login',
  '/api/users/me',
  '/api/users/forgot-password',
  '/api/members',
  '/api/members/login',
  '/api/members/verify/0000',
  '/api/template-images/file/board.png',
  '/api/media/file/share.png',
  '/api/globals/pricing',
  '/api/payload-locked-documents',
  '/api/payload-preferences/columns',
  '/api/access',
  // The site's own API routes.
  '/api/collect',
  '/api/consent',
  '/api/forms/contactSales',
  '/api/templates/1',
  '/api/preview?path=/pricing',
  '/api/preview/exit',
  '/api/visitor-country',
  // The admin.
  '/admin',
  '/admin/login',
  '/admin/collections/pages',
  // Public files, scripts and the fixed responses.
  '/nhp/favicon.svg',
  '/nhp/share-default.png',
  '{script}',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/healthz',
  '/proxy-snapshot',
] as const

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'] as const
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'FOO'])

/** Path segments as a probing client writes them. */
export const SEGMENTS = [
  '%ff',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%e0%a4',
  '%c0%ae%c0%ae',
  '.',
  '..',
  '%2e%2e',
  '%2E',
  '..%2f..%2fetc%2fpasswd',
  '%2f%2fevil.example',
  '%5c%5cevil.example',
  '%0d%0aSet-Cookie:%20x=1',
  '%E2%80%AE',
  'é',
  '~preview',
  'x'.repeat(3000),
  'abc',
  '0',
  '-1',
  '1e3',
  '99999999999999999999',
] as const

/** Query strings: out-of-range dates and numbers in `where`, and malformed parameters. */
export const QUERIES = [
  '',
  '?where[createdAt][equals]=10000-01-01',
  '?where[updatedAt][greater_than]=%2B275760-09-13T00:00:00Z',
  '?where[createdAt][less_than]=-000001-01-01',
  '?where[createdAt][in]=0000-01-01,2026-01-01',
  '?where[id][equals]=1e309',
  '?where[id][in]=2147483648,-2147483649',
  '?where[order][greater_than]=1e309',
  '?where[id][equals]=%00',
  '?where[title][like]=%ff',
  '?where=%7B%22id%22%3A',
  '?sort=-hash',
  '?limit=1e309&page=-1&depth=999',
  '?draft=true&locale=xx',
  '?a=%ff&b=%00',
  '?debug-ab-test-name=%ff',
  '?path=%2F%2Fevil.example',
] as const

const BODIES = [
  undefined,
  '',
  '{',
  '[]',
  'null',
  '{"email":"nobody@example.com","password":"not the password"}',
  '{"email":5e-324}',
  '{"where":{"id":{"exists":true}}}',
  '{"title":"\u0000"}',
  '[{"name":"page_view"}]',
  'a=1&b=%ff',
] as const

/** Segments that are no id: staff's writes go only where nothing real can be changed. */
const NOT_IDS = SEGMENTS.filter((segment) => !/^\d+$/.test(segment) && segment !== '0' && segment !== '-1' && segment !== '1e3')

type Case = { actor: Actor; method: string; target: string; body?: string; asCookie: boolean }

function target(route: string, script: string): string {
  return route === '{script}' ? script : route
}

/** A route with one segment replaced or added, and a query. */
function mutated(route: string, segment: string, query: string, mode: 'append' | 'replace' | 'none'): string {
  const [path = '/', search = ''] = route.split('?')
  const parts = path.split('/')
  if (mode === 'append') parts.push(segment)
  else if (mode === 'replace' && parts.length > 1) parts[parts.length - 1] = segment
  const joined = parts.join('/') || '/'
  return `${joined}${query || (search ? `?${search}` : '')}`
}

/** Whether a case could change real content: a staff write that names a real id, or no id at all. */
function mayChangeContent(actor: Actor, method: string, requestTarget: string): boolean {
  if (actor === 'anonymous' || actor === 'member' || !WRITES.has(method)) return false
  const path = requestTarget.split('?')[0] ?? ''
  const last = path.split('/').at(-1) ?? ''
  // Logging in, asking for a reset link, and signing up change no content.
  if (/\/(login|forgot-password|verify\/[^/]*)$/.test(path) || path === '/api/collect') return false
  return !(NOT_IDS as readonly string[]).includes(last)
}

function headersFor(actor: Actor, tokens: Tokens | undefined, asCookie: boolean): Record<string, string> {
  const token = actor === 'anonymous' ? undefined : tokens?.[actor]
  if (!token) return {}
  // A session cookie counts only from the site itself (Payload's CSRF rule), as a browser shows.
  return asCookie ? { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' } : { Authorization: `JWT ${token}` }
}

/** A stack frame (`at fn (file:line)`), or a bundler's or package's path as stack traces print them. */
const STACK_TRACE = /\n\s+at [^\n]*\(|\bat [\w$.<>]+ \((file|node|webpack-internal):|node_modules\/|webpack-internal:/

/** What is wrong with an answer, or undefined: a 5xx, no answer, a stack trace, an HTML page without its policy. */
export function problemWith(response: RawResponse): string | undefined {
  if (response.status === 0) return 'no answer'
  if (response.status >= 500) return `status ${response.status}`
  const type = /^content-type: *([^\r;]+)/im.exec(response.head)?.[1]?.toLowerCase() ?? ''
  if (/json|text\/(plain|html)/.test(type) && STACK_TRACE.test(response.body)) return 'a stack trace'
  if (type === 'text/html' && !/^content-security-policy: [^\r]*object-src 'none'/im.test(response.head)) return 'HTML without its security policy'
  return undefined
}

/** How many requests were sent, what went wrong, and how many answers of each status there were. */
export type FuzzReport = { cases: number; failures: string[]; statuses: Record<number, number> }

async function send(base: string, tokens: Tokens | undefined, { actor, method, target: requestTarget, body, asCookie }: Case) {
  const headers: Record<string, string> = { ...headersFor(actor, tokens, asCookie) }
  if (body !== undefined) headers['Content-Type'] = body.startsWith('a=') ? 'application/x-www-form-urlencoded' : 'application/json'
  return rawRequest(base, { method, target: requestTarget, headers, body })
}

/**
 * Every method on every route family and public file, once, anonymously; then `numRuns` random cases (routes,
 * segments, queries, methods, bodies and roles), within `timeLimitMs`. Returns how many requests
 * were sent and what went wrong.
 */
export async function fuzzSite(
  base: string,
  tokens: Tokens | undefined,
  { numRuns = 600, timeLimitMs = 120_000, seed }: { numRuns?: number; timeLimitMs?: number; seed?: number } = {},
): Promise<FuzzReport> {
  const script = await firstScript(base)
  const failures: string[] = []
  const statuses: Record<number, number> = {}
  let cases = 0
  const check = async (each: Case) => {
    cases += 1
    const response = await send(base, tokens, each)
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    const problem = problemWith(response)
    if (problem) failures.push(`${each.method} ${each.target.slice(0, 200)} as ${each.actor}: ${problem}`)
  }

  // Every method on every route family, and on every file of public/.
  for (const route of new Set([...ROUTES, ...publicFilePaths(process.cwd())])) {
    for (const method of METHODS) await check({ actor: 'anonymous', method, target: target(route, script), asCookie: false })
  }
  // The issue's own reproductions.
  for (const [method, requestTarget] of [
    ['GET', '/lang/de/%ff'],
    ['GET', '/api/template-images/file/a%00b'],
    ['GET', '/api/pages?where[createdAt][equals]=10000-01-01'],
    ['POST', '/api/members/verify/%00'],
    ['TRACE', '/'],
    ['PUT', '/nhp/favicon.svg'],
  ] as const) {
    await check({ actor: 'anonymous', method, target: requestTarget, asCookie: false })
  }

  const arbitraryCase = fc
    .record({
      actor: fc.constantFrom(...ACTORS),
      method: fc.constantFrom(...METHODS),
      route: fc.constantFrom(...ROUTES),
      segment: fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 12 }).map(encodeURIComponent)),
      mode: fc.constantFrom('append', 'replace', 'none'),
      query: fc.constantFrom(...QUERIES),
      body: fc.oneof(
        fc.constantFrom(...BODIES),
        fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      ),
      asCookie: fc.boolean(),
    })
    .map(({ actor, method, route, segment, mode, query, body, asCookie }) => ({
      actor,
      method,
      target: mutated(target(route, script), segment, query, mode),
      body: WRITES.has(method) ? body : undefined,
      asCookie,
    }))
    .filter((each) => !mayChangeContent(each.actor, each.method, each.target))
  // Every case runs (failures are collected above, not shrunk): one report of all that went wrong.
  await fc.check(
    fc.asyncProperty(arbitraryCase, async (each) => {
      await check(each)
      return true
    }),
    { numRuns, interruptAfterTimeLimit: timeLimitMs, seed },
  )
  return { cases, failures: [...new Set(failures)], statuses }
}

/** One of the build's own scripts, as the home page loads it. */
async function firstScript(base: string): Promise<string> {
  const home = await rawRequest(base, { method: 'GET', target: '/' })
  return /<script[^>]+src="([^"]+)"/.exec(home.body)?.[1] ?? '/nhp/_next/static/chunks/main.js'
}

/** Signs in, or makes, an account of each role through the REST API as `admin`; their tokens. */
export async function fuzzTokens(base: string, admin: { email: string; password: string }): Promise<Tokens> {
  const post = async (path: string, data: unknown, token?: string) => {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify(data),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as { token?: string; doc?: { id: number } } }
  }
  const signIn = async (collection: 'users' | 'members', account: { email: string; password: string }) => {
    const { status, body } = await post(`/api/${collection}/login`, account)
    if (status !== 200 || !body.token) throw new Error(`could not sign in as ${account.email}: ${status}`)
    return body.token
  }
  const adminToken = await signIn('users', admin)
  const stamp = Date.now()
  const made = async (collection: 'users' | 'members', data: Record<string, unknown>) => {
    const { status } = await post(`/api/${collection}`, data, adminToken)
    if (status !== 201) throw new Error(`could not make the ${collection} account ${String(data.email)}: ${status}`)
    return signIn(collection, { email: String(data.email), password: String(data.password) })
  }
  return {
    admin: adminToken,
    marketer: await made('users', { email: `fuzz-marketer-${stamp}@orbit.example`, password: 'fuzzing marketer 1', roles: ['marketer'] }),
    moderator: await made('users', { email: `fuzz-moderator-${stamp}@orbit.example`, password: 'fuzzing moderator 1', roles: ['moderator'] }),
    member: await made('members', { email: `fuzz-member-${stamp}@community.example`, password: 'fuzzing community member', name: 'Fuzz', _verified: true }),
  }
}

// Run on its own: `node --import tsx tests/helpers/http-fuzz.ts <base> <admin email> <admin password> [runs]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, email, password, runs] = process.argv.slice(2)
  if (!base || !email || !password) {
    console.error('usage: node --import tsx tests/helpers/http-fuzz.ts <base URL> <admin email> <admin password> [random cases]')
    process.exit(2)
  }
  const started = Date.now()
  const report = await fuzzSite(base, await fuzzTokens(base, { email, password }), { numRuns: Number(runs ?? 2_000), timeLimitMs: 30 * 60_000 })
  console.log(`${report.cases} requests in ${Math.round((Date.now() - started) / 1000)} s, ${report.failures.length} problems`)
  console.log(`  answers by status: ${JSON.stringify(report.statuses)}`)
  for (const failure of report.failures) console.log(`  ${failure}`)
  process.exitCode = report.failures.length === 0 ? 0 : 1
}
