import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { serializeConsent } from '../../src/domain/consent/consent'
import { LAUNCHER } from '../../src/server/cli/processes'
import { embeddedDatabaseUrl } from '../../src/server/database/embedded-paths'
import { EMBEDDED_DATABASE } from '../../src/server/database/url'
import { CLUSTER_BUILD_SETTINGS } from '../helpers/cluster'
import { freePort } from '../helpers/postgres'
import { stopProcess } from '../helpers/redis-server'
import { STAGE_FOLDER, STAGE_INSTANCES, STAGE_SITE, STAGE_TEST_PORT, STAGE_TEST_PORTS } from '../helpers/stage-env'
import { asAdmin, cookieNamed, visitor } from './stage'

/*
 * Every cache in front of the proxy is transparent (DESIGN.md): for any request they answer, the
 * server's recent copies and nginx's cache give what the proxy and Next give without them:
 * status, page, every Set-Cookie with its attributes, Cache-Control. The truth is one more
 * instance on the stage's database and Redis with its copies off (SERVER_PAGE_COPIES=off).
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

const ca = () => fs.readFileSync(path.join(STAGE_FOLDER, 'tls', 'ca.pem'))

function collect(resolve: (answer: Answer) => void) {
  return (response: http.IncomingMessage) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
  }
}

/** Through nginx's TLS port, as a browser on https://www.orbit.test would ask. */
function viaNginx(address: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: STAGE_TEST_PORT,
        path: address,
        method,
        servername: 'www.orbit.test',
        ca: ca(),
        headers: { host: `www.orbit.test:${STAGE_TEST_PORT}`, ...headers },
      },
      collect(resolve),
    )
    request.on('error', reject)
    request.end()
  })
}

/** Straight to an instance, as nginx forwards a request. */
function viaInstance(origin: string, address: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${address}`,
      { method, headers: { host: `www.orbit.test:${STAGE_TEST_PORT}`, 'x-forwarded-proto': 'https', ...headers } },
      collect(resolve),
    )
    request.on('error', reject)
    request.end()
  })
}

const setCookies = (answer: Answer) => answer.headers['set-cookie'] ?? []

/**
 * An answer from a page Next holds fresh: a page past its revalidation time is answered once as
 * STALE (without Cache-Control) while Next renders it again, whichever cache is in front. That is
 * Next's own freshness, not what the caches are tested for, so such an answer is asked again.
 */
async function fresh(ask: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask()
    if (answer.headers['x-nextjs-cache'] !== 'STALE' || attempt === 50) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Set-Cookie as a browser keeps it: the time of Expires and a new visitor id aside, which differ between any two answers. */
function cookiesOf(answer: Answer): string[] {
  return setCookies(answer)
    .map((cookie) => cookie.replace(/; Expires=[^;]+/i, '').replace(/^visitor_id=[\w-]+/, 'visitor_id=<new>'))
    .sort()
}

const REACT_DATA = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g
const HEAD_ELEMENT = /<(title|script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>|<[^>]+>/g

/**
 * The page as a visitor sees it. Two renders of one page (one instance's and another's, under
 * load) may differ in the order things were ready: React streams its data for the browser
 * (`self.__next_f.push` scripts) in another order, numbered differently, and hoists the head's
 * elements in another order. So that data is left out and the head's elements are compared as a set.
 */
function shownPage(body: string): string {
  return body
    .replace(REACT_DATA, '')
    .replace(/<head>([\s\S]*?)<\/head>/, (_whole, head: string) => `<head>${(head.match(HEAD_ELEMENT) ?? []).sort().join('')}</head>`)
}

/** What a visitor gets: status, where a redirect leads, the page, its cookies and whether caches may keep it. */
function essence(answer: Answer, method: string) {
  return {
    status: answer.status,
    location: answer.headers.location,
    cacheControl: answer.headers['cache-control'],
    cookies: cookiesOf(answer),
    page: method === 'HEAD' ? '' : createHash('sha256').update(shownPage(answer.body)).digest('hex'),
    withReactData: answer.body.includes('<script>self.__next_f.push('),
  }
}

/** Which cache answered, for the message when an answer differs. */
const answeredBy = (answer: Answer) =>
  [
    answer.headers['x-cache-status'] && `nginx ${answer.headers['x-cache-status']}`,
    answer.headers['x-page-copy'] && 'copy',
    answer.headers['x-nextjs-cache'] && `next ${answer.headers['x-nextjs-cache']}`,
  ]
    .filter(Boolean)
    .join(', ')

const refused = serializeConsent({ policyVersion: 1, chosenAt: 1_764_000_000_000, granted: { functional: true, analytics: false, marketing: false } })
const granted = serializeConsent({ policyVersion: 1, chosenAt: 1_764_000_000_001, granted: { functional: true, analytics: true, marketing: true } })

/** Request shapes: cookies the proxy reads and some it does not, Referers, GPC, countries, campaigns. */
const pagePath = fc.constantFrom('/', '/pricing', '/crm', '/lang/de/pricing', '/w/ai', '/no-such-page', '/lang/en/crm')
const visitorCountry = fc.constantFrom(undefined, 'US', 'DE', 'GB', 'JP', 'BR')
const requestMethod = fc.constantFrom('GET', 'GET', 'HEAD')

const anyShape = fc.record({
  path: pagePath,
  query: fc.subarray([
    ['utm_campaign', 'spring'],
    ['utm_source', 'ads'],
    ['coupon', 'SAVE10'],
    ['ref', 'friend-1'],
    ['from', 'header'],
    ['debug-ab-test-name', 'cookies_policy'],
  ] as const),
  referer: fc.constantFrom(undefined, `${STAGE_SITE}/pricing`, 'https://www.google.com/search?q=crm', `https://auth.orbit.test:${STAGE_TEST_PORT}/login`),
  gpc: fc.boolean(),
  cookies: fc.subarray([
    '_ga=GA1.1.123.456',
    'bb_visitor_id=abc123',
    `cookie_consent=${refused}`,
    'user_locale=de',
    'visitor_id=visitor-12345678',
    'paying_account=true',
    'utm_campaign=old',
    'consent_record_id=9',
  ]),
  grantedConsent: fc.boolean(),
  country: visitorCountry,
  method: requestMethod,
})

/**
 * Returning visitors the copies are for: the tracker's cookies and the proxy's own, no campaign,
 * at most an internal Referer. Half the samples, so the caches answer many and the property is tested
 * where it matters most.
 */
const returningShape = fc.record({
  path: pagePath,
  query: fc.constant([] as (typeof anyShape extends fc.Arbitrary<infer T> ? T : never)['query']),
  referer: fc.constantFrom(undefined, `${STAGE_SITE}/pricing`),
  gpc: fc.constant(false),
  cookies: fc.subarray([
    '_ga=GA1.1.123.456',
    'bb_visitor_id=abc123',
    `cookie_consent=${refused}`,
    'user_locale=de',
    'visitor_id=visitor-12345678',
    'consent_record_id=9',
  ]),
  grantedConsent: fc.boolean(),
  country: visitorCountry,
  method: requestMethod,
})

const shapes = fc.oneof(anyShape, returningShape)

type Sample = typeof shapes extends fc.Arbitrary<infer T> ? T : never

function requestOf(sample: Sample) {
  const cookies = sample.grantedConsent
    ? [...sample.cookies.filter((cookie) => !cookie.startsWith('cookie_consent=')), `cookie_consent=${granted}`]
    : sample.cookies
  const headers: Record<string, string> = {}
  if (cookies.length > 0) headers.cookie = cookies.join('; ')
  if (sample.referer) headers.referer = sample.referer
  if (sample.gpc) headers['sec-gpc'] = '1'
  if (sample.country) headers['x-visitor-country'] = sample.country
  const query = new URLSearchParams(sample.query.map(([name, value]) => [name, value])).toString()
  return { address: query ? `${sample.path}?${query}` : sample.path, headers, method: sample.method }
}

let reference: ChildProcess | undefined
let truthOrigin = ''

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const port = await freePort()
  truthOrigin = `http://127.0.0.1:${port}`
  reference = spawn(process.execPath, [LAUNCHER, 'src/server/cli/start.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVER_URL: STAGE_SITE,
      DATA_DIR: STAGE_FOLDER,
      // The stage's database, which its cluster runs: shared, not borrowed.
      DATABASE_URL: embeddedDatabaseUrl({ dataDir: STAGE_FOLDER, port: STAGE_TEST_PORTS.postgres, database: EMBEDDED_DATABASE }),
      REDIS_URL: `redis://127.0.0.1:${STAGE_TEST_PORTS.redis}`,
      PAYLOAD_SECRET: fs.readFileSync(path.join(STAGE_FOLDER, 'payload-secret'), 'utf8').trim(),
      NEXT_DIST_DIR: '.next-e2e',
      TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
      SERVER_PAGE_COPIES: 'off',
      LOG_LEVEL: 'warn',
      ...CLUSTER_BUILD_SETTINGS,
    },
  })
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${truthOrigin}/healthz`)).status
        } catch {
          return 0
        }
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (reference) await stopProcess(reference)
})

test('the server’s copies and nginx’s cache answer every request shape as the proxy and Next do', async () => {
  test.setTimeout(600_000)
  const copies = STAGE_INSTANCES[0]!
  let fromCopies = 0
  let fromNginx = 0
  /** Answers whose page equals the truth's only once the order of its parts is set aside. */
  let otherOrder = 0
  const property = fc.asyncProperty(shapes, async (sample) => {
    const { address, headers, method } = requestOf(sample)
    const truthAnswer = await fresh(() => viaInstance(truthOrigin, address, headers, method))
    const truth = essence(truthAnswer, method)
    /** Both pages go with a failure: a hash says that they differ, not where. */
    const compare = async (answer: Answer, label: string) => {
      const seen = essence(answer, method)
      if (seen.page === truth.page && method !== 'HEAD' && answer.body !== truthAnswer.body) otherOrder += 1
      if (seen.page !== truth.page) {
        await test.info().attach(`truth ${address}.html`, { body: truthAnswer.body, contentType: 'text/plain' })
        await test.info().attach(`${label} ${address}.html`, { body: answer.body, contentType: 'text/plain' })
      }
      expect(seen, `${label} (${answeredBy(answer)}), ${method} ${address} ${JSON.stringify(headers)}`).toEqual(truth)
    }
    // Twice each, in a row: the first may fill the copy or the cache, the second may be answered
    // from it.
    for (let round = 0; round < 2; round++) {
      const copy = await fresh(() => viaInstance(copies, address, headers, method))
      if (copy.headers['x-page-copy'] === 'hit') fromCopies += 1
      await compare(copy, 'instance with copies')
    }
    for (let round = 0; round < 2; round++) {
      const cached = await fresh(() => viaNginx(address, headers, method))
      if (cached.headers['x-cache-status'] === 'HIT') fromNginx += 1
      await compare(cached, 'nginx')
    }
  })
  // The property means little unless the caches answered some of the samples, and how many of a
  // random draw they may keep varies: more samples are drawn until each has answered enough.
  const enough = { copies: 11, nginx: 6 }
  await fc.assert(property, { numRuns: 60 })
  let samples = 60
  for (; samples < 300 && (fromCopies < enough.copies || fromNginx < enough.nginx); samples += 30) await fc.assert(property, { numRuns: 30 })
  console.log(
    `  ${samples} request shapes: ${fromCopies} answers came from the server's copies and ${fromNginx} from nginx's cache; ${otherOrder} pages were rendered with their parts in another order`,
  )
  expect(fromCopies).toBeGreaterThanOrEqual(enough.copies)
  expect(fromNginx).toBeGreaterThanOrEqual(enough.nginx)
})

test('a visitor from search gets utm_referrer whether the page comes from Next, the server’s copy or nginx’s cache', async ({ browser }) => {
  const PAGE = '/w/insights'
  const fromSearch = { referer: 'https://www.google.com/search?q=ai' }
  const referrerCookie = (answer: Answer) => setCookies(answer).find((cookie) => cookie.startsWith('utm_referrer=https%3A%2F%2Fwww.google.com%2Fsearch;'))
  // A page no other test asks for: an instance's copy lives until a publish, so the first visitor
  // from search gets Next's answer, and after a visitor who brings nothing made a copy, the copy.
  const seen = new Set<string>()
  await expect
    .poll(async () => {
      const first = await viaInstance(STAGE_INSTANCES[1]!, PAGE, fromSearch)
      await viaInstance(STAGE_INSTANCES[1]!, PAGE)
      const second = await viaInstance(STAGE_INSTANCES[1]!, PAGE, fromSearch)
      for (const answer of [first, second]) {
        expect(referrerCookie(answer)).toContain('Domain=.orbit.test')
        seen.add(answer.headers['x-page-copy'] === 'hit' ? 'copy' : 'next')
      }
      return [...seen].sort()
    })
    .toEqual(['copy', 'next'])
  // nginx keeps the page for visitors who bring nothing, and passes the visitor from search on.
  await expect.poll(async () => (await viaNginx(PAGE)).headers['x-cache-status']).toBe('HIT')
  const throughNginx = await viaNginx(PAGE, fromSearch)
  expect(throughNginx.headers['x-cache-status']).toBe('BYPASS')
  expect(referrerCookie(throughNginx)).toContain('Domain=.orbit.test')
  expect(setCookies(await viaNginx(PAGE))).toEqual([])

  // And in a browser, landing from a search.
  const context = await visitor(browser, 'US')
  await (await context.newPage()).goto(PAGE, { referer: 'https://www.google.com/search?q=ai' })
  expect((await cookieNamed(context, 'utm_referrer'))?.value).toBe(encodeURIComponent('https://www.google.com/search'))
  await context.close()
})

test('a visitor with Global Privacy Control and a visitor without, on one campaign URL within half a second, each get what is theirs', async ({ browser }) => {
  const campaign = '/pricing?utm_campaign=launch&utm_source=newsletter'
  for (const order of [
    ['gpc', 'plain'],
    ['plain', 'gpc'],
  ] as const) {
    const contexts = {
      gpc: await visitor(browser, 'US', { 'sec-gpc': '1' }),
      plain: await visitor(browser, 'US'),
    }
    for (const who of order) await (await contexts[who].newPage()).goto(campaign)
    expect(await cookieNamed(contexts.gpc, 'utm_campaign')).toBeUndefined()
    expect((await cookieNamed(contexts.plain, 'utm_campaign'))?.value).toBe('launch')
    for (const context of Object.values(contexts)) await context.close()
  }
  // Straight to an instance, until both have been answered from its copy. Both share one copy,
  // which lives half a second: each visitor comes right after the one before, whatever made it.
  const answered = new Set<string>()
  await expect
    .poll(async () => {
      for (const who of ['gpc', 'gpc', 'plain', 'plain', 'gpc'] as const) {
        const answer = await viaInstance(STAGE_INSTANCES[0]!, campaign, who === 'gpc' ? { 'sec-gpc': '1' } : {})
        const campaignCookie = setCookies(answer).some((cookie) => cookie.startsWith('utm_campaign=launch;'))
        expect(campaignCookie, who).toBe(who === 'plain')
        if (answer.headers['x-page-copy'] === 'hit') answered.add(who)
      }
      return [...answered].sort()
    })
    .toEqual(['gpc', 'plain'])
})

test('a personalisation rule for Germany reaches German visitors through every cache, and nobody else', async () => {
  const PAGE = '/w/partnership'
  const GERMAN_HEADING = 'Partner with us in Germany'
  const heading = (answer: Answer) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.body)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
  const { docs } = await asAdmin<{ docs: { id: number }[] }>(`/api/pages?where[path][equals]=${encodeURIComponent(PAGE)}&depth=0`)
  const audience = await asAdmin<{ doc: { id: number } }>('/api/audiences', { method: 'POST', body: { name: 'Stage: Germany', countries: ['DE'] } })
  const rule = await asAdmin<{ doc: { id: number } }>('/api/personalisations', {
    method: 'POST',
    body: {
      name: 'Stage: German partners',
      page: docs[0]!.id,
      audience: audience.doc.id,
      active: true,
      replacesBlock: 1,
      blocks: [{ blockType: 'hero', heading: GERMAN_HEADING }],
    },
  })
  try {
    const german = { 'x-visitor-country': 'DE' }
    const american = { 'x-visitor-country': 'US' }
    // Every instance learns of the rule within seconds; an instance's copy and Next's cache then keep the German page.
    for (const origin of STAGE_INSTANCES) {
      await expect.poll(async () => heading(await viaInstance(origin, PAGE, german)), { timeout: 15_000 }).toBe(GERMAN_HEADING)
    }
    await expect.poll(async () => (await viaInstance(STAGE_INSTANCES[0]!, PAGE, german)).headers['x-page-copy']).toBe('hit')
    expect(heading(await viaInstance(STAGE_INSTANCES[0]!, PAGE, american))).not.toBe(GERMAN_HEADING)
    // nginx keeps the German page for German visitors, and another for the rest.
    await expect
      .poll(async () => {
        const answer = await viaNginx(PAGE, german)
        return `${answer.headers['x-cache-status']} ${heading(answer)}`
      })
      .toBe(`HIT ${GERMAN_HEADING}`)
    for (const headers of [american, { 'x-visitor-country': 'FR' }, {}]) {
      await expect.poll(async () => (await viaNginx(PAGE, headers)).headers['x-cache-status']).toBe('HIT')
      expect(heading(await viaNginx(PAGE, headers))).not.toBe(GERMAN_HEADING)
    }
  } finally {
    await asAdmin(`/api/personalisations/${rule.doc.id}`, { method: 'DELETE' })
    await asAdmin(`/api/audiences/${audience.doc.id}`, { method: 'DELETE' })
  }
})
