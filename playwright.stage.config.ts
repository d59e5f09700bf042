import { defineConfig, devices } from '@playwright/test'

import { LAUNCHER } from './src/server/cli/processes'
import { STAGE_DATA_DIR, STAGE_SITE, STAGE_TEST_PORTS, stageTestEnv } from './tests/helpers/stage-env'

/**
 * Journeys that depend on real-looking names, TLS and the caches in front of the site, on the
 * stage (`npm run stage`): the browser tests' production build behind nginx with TLS on
 * https://www.orbit.test, two instances, Redis, and the product's stand-in on auth.orbit.test.
 */
export default defineConfig({
  testDir: 'tests/stage',
  testMatch: '**/*.stage.ts',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  // Its own folder: it runs beside the browser tests, whose run empties theirs (test-results/).
  outputDir: 'test-results/stage',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: STAGE_SITE,
    // The stage's certificate comes from its own authority, which this browser does not know.
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // No /etc/hosts edit: the stage's names lead to this machine.
            '--host-resolver-rules=MAP *.orbit.test 127.0.0.1',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh database each run; the certificates are made again with it.
    command: `rm -rf "${STAGE_DATA_DIR}" && node ${LAUNCHER} src/server/cli/stage.ts`,
    // nginx's plain port, which answers once it reaches an instance.
    url: `http://127.0.0.1:${STAGE_TEST_PORTS.nginx}/healthz`,
    timeout: 900_000,
    // STAGE_REUSE=1 runs the tests on a stage started beforehand (STAGE_PORT as STAGE_TEST_PORT).
    reuseExistingServer: process.env.STAGE_REUSE === '1',
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
    env: stageTestEnv(),
  },
})
