import { E2E_BASE_URL } from '../helpers/e2e-env'
import { fuzzSite, fuzzTokens } from '../helpers/http-fuzz'

import { expect, test } from './fixtures'
import { FOUNDER } from './staff'

/**
 * RELIABILITY: raw request lines (invalid percent-encoding, NUL, dot segments), any method on any
 * route and public file, out-of-range dates and numbers in `where`, from any role, never cause a
 * 5xx or a stack trace, against the production build. The REST API's fuzzing also runs
 * in-process (tests/integration/security-fuzz.int.test.ts); this one writes raw bytes to the
 * site's own server, through the proxy and Next, where the 500s of the issue were found.
 */
test('no request line, method, query or role gets a 5xx or a stack trace from the production build', async ({ request }) => {
  test.setTimeout(600_000)
  await request.post('/api/users/first-register', { data: FOUNDER }) // 403 once an admin exists
  const tokens = await fuzzTokens(E2E_BASE_URL, FOUNDER)
  const report = await fuzzSite(E2E_BASE_URL, tokens, { numRuns: 800, timeLimitMs: 240_000 })
  const figure = `${report.cases} requests; answers by status ${JSON.stringify(report.statuses)}`
  test.info().annotations.push({ type: 'fuzz', description: figure })
  console.log(`[fuzz] ${figure}`)
  expect(report.cases).toBeGreaterThan(500)
  expect(report.failures).toEqual([])
})
