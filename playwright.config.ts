import { defineConfig, devices } from '@playwright/test'

import { E2E_DATA_DIR, E2E_PORT, E2E_POSTGRES_PORT, E2E_SENTRY_DSN, E2E_SENTRY_PORT } from './tests/helpers/e2e-env'

/**
 * End-to-end tests drive Debian's Chromium against the production build, served by the same
 * supervisor as `npm start`, on a fresh embedded database and a build folder of their own.
 */
const port = E2E_PORT
const baseURL = `http://localhost:${port}`
const dataDir = E2E_DATA_DIR
/** A scheduling service that never answers (tests/helpers/slow-scheduling-service.ts). */
const schedulingPort = port + 1

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
      url: `http://127.0.0.1:${schedulingPort}/health`,
      reuseExistingServer: false,
      env: { PORT: String(schedulingPort) },
    },
    {
      // The error-reporting service SENTRY_DSN points at (tests/helpers/sentry-receiver.ts).
      command: 'node --import tsx tests/helpers/sentry-receiver.ts',
      url: `http://127.0.0.1:${E2E_SENTRY_PORT}/health`,
      reuseExistingServer: false,
      env: { PORT: String(E2E_SENTRY_PORT) },
    },
    {
      // A fresh database each run: data cached by an earlier run (another port, other ids) goes too.
      command: `rm -rf "${dataDir}" .next-e2e/cache/fetch-cache && node --import tsx src/server/cli/start.ts`,
      url: `${baseURL}/healthz`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      env: {
        PORT: String(port),
        SERVER_URL: baseURL,
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(E2E_POSTGRES_PORT),
        NEXT_DIST_DIR: '.next-e2e',
        LOG_LEVEL: 'warn',
        // Every page the tests open posts events from the same address; the limit itself is
        // tested against the collector directly (tests/integration/collector.int.test.ts).
        COLLECTOR_RATE_LIMIT: '100000',
        // The form tests submit from one address too; the flood test sends from addresses of its own.
        FORM_RATE_LIMIT: '60',
        // The community tests sign up, log in, upload and like from one address too; the limits
        // themselves are tested in tests/integration/member-abuse.int.test.ts and template-gallery.int.test.ts.
        MEMBER_RATE_LIMIT: '1000',
        MEMBER_EMAIL_RATE_LIMIT: '100',
        TEMPLATE_IMAGE_DAILY_LIMIT: '500',
        TEMPLATE_LIKE_DAILY_LIMIT: '1000',
        // Contact sales asks a service that never answers: the visitor must still be confirmed.
        SCHEDULING_URL: `http://127.0.0.1:${schedulingPort}`,
        SCHEDULING_TIMEOUT_MS: '800',
        // Errors go to the receiver above, as they would to Sentry, under the spec's environment.
        // A build setting: tests/helpers/cluster.ts passes the same DSN to reuse this build.
        SENTRY_DSN: E2E_SENTRY_DSN,
        SENTRY_ENVIRONMENT: 'production',
      },
    },
  ],
})
