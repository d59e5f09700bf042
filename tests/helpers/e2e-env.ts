import os from 'node:os'
import path from 'node:path'

/**
 * Where the browser tests' server keeps its database, and on which port it listens. Both can be
 * moved so that two checkouts run their browser tests side by side on one machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 54339)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `orbit-e2e-data-${E2E_PORT}`)
