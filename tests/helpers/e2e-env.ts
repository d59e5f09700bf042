import path from 'node:path'

import { reachableTempRoot } from './temp-dir'

/**
 * Where the browser tests' server keeps its database, and on which port it listens. Both can be
 * moved so that two checkouts run their browser tests side by side on one machine. The data
 * folder is one the embedded database's `postgres` user can enter (as root), so the cluster
 * stays inside it and goes with it, even when the checkout itself is private.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 54339)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(reachableTempRoot(), `orbit-e2e-data-${E2E_PORT}`)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/**
 * Left in the data folder by the build made beside `npm test`'s checks, which migrates and seeds
 * that folder's fresh database before it builds: the browser tests' server then starts on it
 * instead of deleting it and seeding again (a minute and a half of CI). Used once.
 */
export const E2E_FRESH_DATABASE_MARK = path.join(E2E_DATA_DIR, 'fresh-for-browser-tests')
/** The browser tests' build, apart from `npm start`'s, so a test run never rebuilds the site a developer runs. */
export const E2E_DIST_DIR = '.next-e2e'
/** A scheduling service that never answers (tests/helpers/slow-scheduling-service.ts). */
export const E2E_SCHEDULING_PORT = E2E_PORT + 1

/**
 * The browser tests' error-reporting service (tests/helpers/sentry-receiver.ts) and the DSN that
 * points at it. SENTRY_DSN is a build setting (src/server/cli/build-freshness.ts): the cluster
 * tests, which reuse the browser tests' build, pass this same value so as not to build again.
 */
export const E2E_SENTRY_PORT = E2E_PORT + 2
// Sentry's DSN parser takes a public key of word characters only (no dashes).
export const E2E_SENTRY_DSN = `http://e2epublickey@127.0.0.1:${E2E_SENTRY_PORT}/1`

/**
 * The browser tests' site settings: the server Playwright starts and the build made ahead of it
 * (tests/helpers/npm-test.ts) must agree, or the server would find the build stale.
 */
export function e2eSiteEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    SERVER_URL: E2E_BASE_URL,
    DATA_DIR: E2E_DATA_DIR,
    EMBEDDED_POSTGRES_PORT: String(E2E_POSTGRES_PORT),
    NEXT_DIST_DIR: E2E_DIST_DIR,
    LOG_LEVEL: 'warn',
    // Every page the tests open posts events from the same address; the limit itself is
    // tested against the collector directly (tests/integration/collector.int.test.ts).
    COLLECTOR_RATE_LIMIT: '100000',
    // The form tests submit from one address too; the flood test sends from addresses of its own.
    FORM_RATE_LIMIT: '60',
    // The community tests sign up, log in, upload and like from one address too; the limits
    // themselves are tested in tests/integration/member-abuse.int.test.ts and template-gallery.int.test.ts.
    MEMBER_RATE_LIMIT: '1000',
    // The fuzz suite sends failed staff logins from this one address too; the limit itself is
    // tested in tests/integration/security-accounts.int.test.ts.
    STAFF_LOGIN_RATE_LIMIT: '1000',
    MEMBER_EMAIL_RATE_LIMIT: '100',
    TEMPLATE_IMAGE_DAILY_LIMIT: '500',
    TEMPLATE_LIKE_DAILY_LIMIT: '1000',
    // Contact sales asks a service that never answers: the visitor must still be confirmed.
    SCHEDULING_URL: `http://127.0.0.1:${E2E_SCHEDULING_PORT}`,
    SCHEDULING_TIMEOUT_MS: '800',
    // Errors go to the receiver above, as they would to Sentry, under the spec's environment.
    // A build setting: tests/helpers/cluster.ts passes the same DSN to reuse this build.
    SENTRY_DSN: E2E_SENTRY_DSN,
    SENTRY_ENVIRONMENT: 'production',
  }
}
