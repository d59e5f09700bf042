import path from 'node:path'

import { stagePorts } from '../../src/server/stage/ports'
import { CLUSTER_BUILD_SETTINGS } from './cluster'
import { reachableTempRoot } from './temp-dir'

/**
 * The stage as the stage tests run it (playwright.stage.config.ts): `npm run stage` on the browser
 * tests' build, with a database of its own, on STAGE_TEST_PORT (movable, so that two checkouts can
 * run their tests side by side).
 */
export const STAGE_TEST_PORT = Number(process.env.STAGE_TEST_PORT ?? 18443)
export const STAGE_TEST_PORTS = stagePorts(STAGE_TEST_PORT)
export const STAGE_DATA_DIR = process.env.STAGE_DATA_DIR ?? path.join(reachableTempRoot(), `orbit-stage-data-${STAGE_TEST_PORT}`)
export const STAGE_SITE = `https://www.orbit.test:${STAGE_TEST_PORT}`
export const STAGE_PRODUCT = `https://auth.orbit.test:${STAGE_TEST_PORT}`
/** The stage's instances and its product stand-in, straight, for what a test arranges behind a visitor's back. */
export const STAGE_INSTANCES = [STAGE_TEST_PORTS.firstInstance, STAGE_TEST_PORTS.firstInstance + 1].map((port) => `http://127.0.0.1:${port}`)
export const STAGE_PRODUCT_DIRECT = `http://127.0.0.1:${STAGE_TEST_PORTS.product}`
/** Where the stage keeps its certificates, cluster and database (DATA_DIR/stage). */
export const STAGE_FOLDER = path.join(STAGE_DATA_DIR, 'stage')

export function stageTestEnv(): Record<string, string> {
  return {
    STAGE_PORT: String(STAGE_TEST_PORT),
    DATA_DIR: STAGE_DATA_DIR,
    NEXT_DIST_DIR: '.next-e2e',
    CLUSTER_INSTANCES: '2',
    LOG_LEVEL: 'warn',
    // The journeys post from one address (nginx's view of the browser).
    FORM_RATE_LIMIT: '60',
    COLLECTOR_RATE_LIMIT: '100000',
    ...CLUSTER_BUILD_SETTINGS,
  }
}
