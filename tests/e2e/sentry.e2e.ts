import type { Page } from '@playwright/test'

import { E2E_SENTRY_PORT } from '../helpers/e2e-env'
import { itemsOf } from '../helpers/sentry-envelopes'
import { expect, test } from './fixtures'

/*
 * Browser errors on their way to the error-reporting service (SPEC §7),
 * end to end but for the service itself: the site is built and run with SENTRY_DSN pointing at
 * tests/helpers/sentry-receiver.ts, which keeps the envelopes it is sent. A visitor from a
 * consent country sends nothing before allowing analytics; afterwards an uncaught error arrives
 * as an envelope tagged `service: homepage` in the `production` environment, without the
 * visitor's email, cookies or IP address. (Server errors: tests/integration/sentry-envelope.int.test.ts;
 * the built app has no page that fails on purpose.)
 */

const RECEIVER = `http://127.0.0.1:${E2E_SENTRY_PORT}`
const EMAIL = 'visitor@example.com'

type Received = { body: string; origin: string | null }
type SentryEvent = {
  environment?: string
  tags?: Record<string, unknown>
  exception?: { values?: { value?: string }[] }
  user?: Record<string, unknown>
  request?: { url?: string; cookies?: unknown; headers?: Record<string, string> }
}

/** What browsers sent the receiver (they name their page's origin; the server's SDK does not). */
async function browserEnvelopes(page: Page): Promise<string[]> {
  const response = await page.request.get(`${RECEIVER}/envelopes`)
  const { envelopes } = (await response.json()) as { envelopes: Received[] }
  return envelopes.filter((envelope) => envelope.origin !== null).map((envelope) => envelope.body)
}

const browserEvents = async (page: Page): Promise<SentryEvent[]> =>
  (await browserEnvelopes(page))
    .flatMap(itemsOf)
    .filter((item) => item.header.type === 'event')
    .map((item) => item.payload as SentryEvent)

/** An error no code of the page catches, thrown in a task of its own, as a broken script would. */
async function throwUncaught(page: Page, message: string): Promise<void> {
  const thrown = page.waitForEvent('pageerror', (error) => error.message.includes(message))
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text)
    })
  }, message)
  await thrown
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' })

test('a browser error reaches the error-reporting service only after analytics consent, tagged and without personal data', async ({
  page,
  context,
  problems,
}) => {
  await page.request.delete(`${RECEIVER}/envelopes`)
  const sentBeforeConsent: string[] = []
  let consented = false
  page.on('request', (request) => {
    if (!consented && request.url().startsWith(RECEIVER)) sentBeforeConsent.push(request.url())
  })

  await page.setExtraHTTPHeaders({ 'x-visitor-country': 'DE' })
  await page.goto(`/crm?email=${encodeURIComponent(EMAIL)}`)
  await expect(banner(page)).toBeVisible()
  await page.waitForLoadState('load')

  // Before any answer Sentry is not even loaded: nothing has taken over the page's error handler.
  await throwUncaught(page, 'thrown before consent')
  expect(await page.evaluate(() => window.onerror)).toBeNull()

  consented = true
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  // Sentry loads with the consent and installs its global handler; then errors are its to send.
  await page.waitForFunction(() => typeof window.onerror === 'function')
  await throwUncaught(page, 'thrown after consent')

  await expect.poll(async () => (await browserEvents(page)).map((event) => event.exception?.values?.[0]?.value)).toContain('thrown after consent')
  expect(sentBeforeConsent).toEqual([])
  const events = await browserEvents(page)
  // The error thrown before consent was never sent, not even late.
  expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['thrown after consent'])
  const event = events[0]!
  expect(event.tags?.service).toBe('homepage')
  expect(event.environment).toBe('production')
  expect(event.user?.ip_address).toBeUndefined()
  expect(event.request?.cookies).toBeUndefined()
  expect(event.request?.url).toMatch(/\/crm\/?$/)

  // Nothing in what was sent names the visitor: not the email in the address, nor a cookie's value.
  const raw = (await browserEnvelopes(page)).join('\n')
  expect(raw).not.toContain(EMAIL)
  expect(raw).not.toContain(encodeURIComponent(EMAIL))
  const cookieValues = (await context.cookies()).map((cookie) => cookie.value).filter((value) => value.length >= 12)
  expect(cookieValues.length).toBeGreaterThan(0)
  for (const value of cookieValues) expect(raw).not.toContain(value)

  // The two errors were thrown on purpose: they are not the page's problems.
  const thrownOnPurpose = problems.filter((problem) => problem.includes('thrown before consent') || problem.includes('thrown after consent'))
  expect(thrownOnPurpose).toHaveLength(2)
  problems.splice(0, problems.length, ...problems.filter((problem) => !thrownOnPurpose.includes(problem)))
})
