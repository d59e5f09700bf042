import { defineConfig, devices } from '@playwright/test'

import { LAUNCHER } from './src/server/cli/processes'
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_DIST_DIR, E2E_FRESH_DATABASE_MARK, E2E_SCHEDULING_PORT, E2E_SENTRY_PORT, e2eSiteEnv } from './tests/helpers/e2e-env'

/**
 * End-to-end tests drive Debian's Chromium against the production build, served by the same
 * supervisor as `npm start`, on a fresh embedded database and a build folder of their own.
 */
const baseURL = E2E_BASE_URL

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  forbidOnly: true,
  // The admin flows share one database and run in order; the machine has two cores.
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/helpers/slow-scheduling-service.ts',
      url: `http://127.0.0.1:${E2E_SCHEDULING_PORT}/health`,
      reuseExistingServer: false,
      env: { PORT: String(E2E_SCHEDULING_PORT) },
    },
    {
      // The error-reporting service SENTRY_DSN points at (tests/helpers/sentry-receiver.ts).
      command: 'node --import tsx tests/helpers/sentry-receiver.ts',
      url: `http://127.0.0.1:${E2E_SENTRY_PORT}/health`,
      reuseExistingServer: false,
      env: { PORT: String(E2E_SENTRY_PORT) },
    },
    {
      // A fresh database each run: the one the build beside npm test's checks has just seeded
      // (tests/helpers/npm-test.ts), else a new one. Data cached by an earlier run goes too.
      command: `(rm "${E2E_FRESH_DATABASE_MARK}" 2>/dev/null || rm -rf "${E2E_DATA_DIR}") && rm -rf ${E2E_DIST_DIR}/cache/fetch-cache && node ${LAUNCHER} src/server/cli/start.ts`,
      url: `${baseURL}/healthz`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      env: e2eSiteEnv(),
    },
  ],
})
