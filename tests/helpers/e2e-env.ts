import path from 'node:path'

import { reachableTempRoot } from './tempDir'

/**
 * Where the browser tests' server keeps its database, and on which port it listens. Both can be
 * moved so that two checkouts run their browser tests side by side on one machine. The data
 * folder is one the embedded database's `postgres` user can enter (as root), so the cluster
 * stays inside it and goes with it, even when the checkout itself is private.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 54339)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(reachableTempRoot(), `orbit-e2e-data-${E2E_PORT}`)

/**
 * The browser tests' error-reporting service (tests/helpers/sentry-receiver.ts) and the DSN that
 * points at it. SENTRY_DSN is a build setting (src/server/cli/build-freshness.ts): the cluster
 * tests, which reuse the browser tests' build, pass this same value so as not to build again.
 */
export const E2E_SENTRY_PORT = E2E_PORT + 2
// Sentry's DSN parser takes a public key of word characters only (no dashes).
export const E2E_SENTRY_DSN = `http://e2epublickey@127.0.0.1:${E2E_SENTRY_PORT}/1`
