import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          // One PostgreSQL server for the run, one database per test file (see tests/helpers).
          globalSetup: ['tests/helpers/postgres-server.setup.ts'],
          setupFiles: ['tests/helpers/database-per-file.setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 60_000,
          // The seed, which several files run first, takes minutes on a busy machine (npm test builds beside them).
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Several production instances, Redis and nginx (npm run cluster); needs a build.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // One cluster for every file; the files take turns with it.
          globalSetup: ['tests/helpers/cluster.setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 120_000,
          // Also the global setup's limit: a build when none is fresh, then a fresh database's
          // migrations and seed (minutes on a busy machine).
          hookTimeout: 1_500_000,
        },
      },
    ],
  },
})
