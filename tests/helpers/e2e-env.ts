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
