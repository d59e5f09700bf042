import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { publishedPage, signInOverApi, staffAccount } from './staff'

import { isAlive } from '../../src/server/database/embedded-paths'
import { E2E_DATA_DIR } from '../helpers/e2e-env'

/**
 * RELIABILITY.md, “Bad days”: with the database gone, cached pages keep answering with their
 * last content and health says 503 within 5 s; when it returns, everything works again
 * without a restart.
 *
 * This stops the e2e server's embedded PostgreSQL for real (pg_ctl, as the `postgres` user
 * that runs it) and starts it again exactly as the supervisor did. The file is named to run
 * last: the database it leaves running is no longer the supervisor's child, so a watchdog
 * stops it once the e2e server has gone.
 */

// As playwright.config.ts sets DATA_DIR for the e2e server.
const CLUSTER = path.join(E2E_DATA_DIR, 'postgres')
const IS_ROOT = os.userInfo().uid === 0

/** The postgres binary and the arguments the running cluster was started with. */
function postmasterOptions() {
  // e.g. /…/native/bin/postgres "-D" "/tmp/orbit-e2e-data/postgres" "-p" "54339" "-c" "listen_addresses=127.0.0.1" …
  const text = fs.readFileSync(path.join(CLUSTER, 'postmaster.opts'), 'utf8').trim()
  const binary = text.split(' ', 1)[0]!
  const args = [...text.slice(binary.length).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!)
  const port = Number(args[args.indexOf('-p') + 1])
  // pg_ctl passes -D itself; the rest goes to postgres through a shell, quoted as postmaster.opts quotes it.
  const dataDirAt = args.indexOf('-D')
  const rest = dataDirAt >= 0 ? [...args.slice(0, dataDirAt), ...args.slice(dataDirAt + 2)] : args
  return { pgCtl: path.join(path.dirname(binary), 'pg_ctl'), port, options: rest.map((arg) => `"${arg}"`).join(' ') }
}

/** pg_ctl refuses to run as root; as root the embedded cluster belongs to the `postgres` user. */
function pgCtl(pgCtlPath: string, args: string[]) {
  const [command, commandArgs] = IS_ROOT ? ['runuser', ['-u', 'postgres', '--', pgCtlPath, ...args]] : [pgCtlPath, args]
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 90_000, cwd: os.tmpdir() })
}

function postmasterPid(): number | undefined {
  try {
    return Number.parseInt(fs.readFileSync(path.join(CLUSTER, 'postmaster.pid'), 'utf8').split('\n')[0]!, 10)
  } catch {
    return undefined
  }
}

function parentPid(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/**
 * Stops the PostgreSQL this test started once `supervisorPid` (the e2e server, which no longer
 * owns it) has exited. Detached, so the end of the test run does not take it down first.
 */
function stopWhenServerExits(supervisorPid: number, postgresPid: number) {
  const script = `while kill -0 ${supervisorPid} 2>/dev/null; do sleep 1; done; kill -INT ${postgresPid} 2>/dev/null; exit 0`
  spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' }).unref()
}

type Snapshot = { status: number; title: string; heading: string }

async function snapshot(visitor: APIRequestContext, url: string): Promise<Snapshot> {
  const response = await visitor.get(url, { maxRedirects: 0 })
  const html = await response.text()
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(no title)',
    heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '(no h1)',
  }
}

// Pages of each kind and language, and the not-found page, as visitors saw them before the outage.
const SERVED = [
  { url: '/', status: 200 },
  { url: '/pricing', status: 200 },
  { url: '/crm', status: 200 },
  { url: '/developers/apps/quickstart', status: 200 },
  { url: '/l/privacy-policy', status: 200 },
  { url: '/lang/de/pricing', status: 200 },
  { url: '/lang/ja/crm', status: 200 },
  { url: '/lang/de/l/impressum', status: 200 },
  { url: '/no-such-page-anywhere', status: 404 },
]

test('with the database stopped, served pages stay up; when it returns, editing works again without a restart', async ({
  page,
  request: visitor,
  playwright,
  allowedFailures,
}, testInfo) => {
  test.setTimeout(240_000)
  // The tracker sends each event at once; while the database is down the collector answers 503
  // ("try again later"), as designed, and the page carries on.
  allowedFailures.push(/\/api\/collect$/)
  const { pgCtl: pgCtlPath, port, options } = postmasterOptions()
  const originalPostgres = postmasterPid()
  expect(originalPostgres, 'the e2e server’s PostgreSQL is running').toBeDefined()
  const supervisor = parentPid(originalPostgres!)

  // Before: every page served once and cached.
  const before = new Map<string, Snapshot>()
  for (const { url, status } of SERVED) {
    await visitor.get(url)
    const seen = await snapshot(visitor, url)
    expect(seen.status, url).toBe(status)
    before.set(url, seen)
  }
  expect((await visitor.get('/healthz')).status()).toBe(200)

  // A prospect is filling in contact sales when the database goes.
  const prospect = await page.context().newPage()
  await prospect.setExtraHTTPHeaders({ 'x-visitor-country': 'US' })
  await prospect.goto('/sales/contact-us')
  const prospectEmail = `outage-${Date.now()}@example.com`
  await prospect.getByLabel('Full name').fill('Ola Nordmann')
  await prospect.getByLabel('Work email').fill(prospectEmail)
  await prospect.getByLabel('Company', { exact: true }).fill('Fjord AS')
  await prospect.getByLabel('Company size').selectOption('20-49')
  await prospect.getByLabel('Country').selectOption('US')
  await prospect.getByLabel('Phone number', { exact: true }).fill('212 555 0100')
  await prospect.getByLabel('Product you are interested in').selectOption('crm')

  let stopped = false
  try {
    pgCtl(pgCtlPath, ['-D', CLUSTER, '-m', 'fast', '-w', '-t', '60', 'stop'])
    stopped = true
    expect(await acceptsConnections(port), 'PostgreSQL is down').toBe(false)

    const askedAt = Date.now()
    const health = await visitor.get('/healthz', { timeout: 10_000 })
    const healthMs = Date.now() - askedAt
    expect(health.status()).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'down' })
    expect(healthMs, '/healthz answers within 5 s').toBeLessThan(5_000)

    // The API says so too, as quickly, instead of hanging or claiming an internal error.
    const apiAskedAt = Date.now()
    const api = await visitor.get('/api/pages?limit=1&depth=0', { timeout: 15_000 })
    const apiMs = Date.now() - apiAskedAt
    expect(api.status(), 'the API answers 503 while the database is down').toBe(503)
    expect(api.headers()['retry-after'], 'the API says when to retry').toBeTruthy()
    expect(apiMs, 'the API answers within 5 s').toBeLessThan(5_000)

    // Twice: the second round comes after the site has noticed the outage (pools, proxy snapshot).
    for (const round of [1, 2]) {
      for (const { url } of SERVED) {
        const startedAt = Date.now()
        const seen = await snapshot(visitor, url)
        expect(seen, `${url} during the outage (round ${round})`).toEqual(before.get(url))
        expect(Date.now() - startedAt, `${url} answers quickly during the outage`).toBeLessThan(5_000)
      }
      if (round === 1) await new Promise((resolve) => setTimeout(resolve, 2_000))
    }

    // The prospect is asked to try again, and the failure is reported to tracking.
    const failureReported = prospect.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/collect' && (request.postData() ?? '').includes('contact_sales_form_submit_failed'),
    )
    await prospect.getByRole('button', { name: 'Contact sales' }).click()
    await expect(prospect.getByText(/could not send your request just now/)).toBeVisible()
    await failureReported
    await expect(prospect.getByLabel('Work email'), 'what the prospect typed is still there').toHaveValue(prospectEmail)

    // In a browser: the page looks whole, with no failing script or asset.
    const response = await page.goto('/lang/de/pricing')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.get('/lang/de/pricing')!.heading)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  } finally {
    if (stopped) {
      fs.mkdirSync(path.join(CLUSTER, 'log'), { recursive: true, mode: 0o700 })
      if (IS_ROOT) execFileSync('chown', ['postgres:postgres', path.join(CLUSTER, 'log')])
      pgCtl(pgCtlPath, ['-D', CLUSTER, '-o', options, '-l', path.join(CLUSTER, 'log', 'e2e-restart.log'), '-w', '-t', '60', 'start'])
      stopWhenServerExits(supervisor, postmasterPid()!)
    }
  }

  // The database is back: the same server notices without a restart.
  await expect.poll(async () => (await visitor.get('/healthz')).status(), { message: '/healthz is 200 again', timeout: 30_000 }).toBe(200)
  expect(isAlive(supervisor), 'the e2e server was not restarted').toBe(true)

  // The prospect's retry goes through, once.
  await prospect.getByRole('button', { name: 'Contact sales' }).click()
  await expect(prospect.getByRole('heading', { name: 'Thank you, Ola Nordmann!' })).toBeVisible()
  await prospect.close()

  // Editing works again: a marketer signs up, publishes a change, and visitors see it.
  const editor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  try {
    const { publishPage } = await signInOverApi(editor, await staffAccount(editor, 'marketer'))
    const edited = await publishedPage(visitor, '/w/ai-trust-center')
    const newTitle = `AI trust center, after the outage ${Date.now()}`
    try {
      await publishPage(edited.id, { title: newTitle })
      await expect.poll(async () => (await snapshot(visitor, '/w/ai-trust-center')).title, { timeout: 15_000 }).toContain(newTitle)
    } finally {
      await publishPage(edited.id, { title: edited.title })
    }
    await expect.poll(async () => (await snapshot(visitor, '/w/ai-trust-center')).title, { timeout: 15_000 }).toContain(edited.title)
  } finally {
    await editor.dispose()
  }
})
