import type { TestProject } from 'vitest/node'

import { createDatabase, dropDatabase, startTestPostgres, uniqueDatabaseName } from './postgres'
import { runPrepare } from './prepare'
import { makeTempDir } from './temp-dir'

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: {
      adminUrl: string
      template: string
      /** The seeded template's name, made by the first file that asks (seeded-database.ts), and the folder of its media files. */
      seeded: { database: string; dataDir: string }
    }
  }
}

/**
 * Starts one PostgreSQL server for the integration run and migrates a template database
 * once; each test file then gets its own copy (see database-per-file.setup.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres()
  const template = uniqueDatabaseName('orbit_template')
  try {
    await runPrepare(await createDatabase(server.adminUrl, template), { migrateOnly: true })
  } catch (error) {
    await server.stop()
    throw error
  }
  console.log(`[integration] PostgreSQL from ${server.source}; migrated template ${template}`)
  const seeded = { database: uniqueDatabaseName('orbit_seeded'), dataDir: makeTempDir('orbit-seeded-data-') }
  project.provide('postgres', { adminUrl: server.adminUrl, template, seeded: { database: seeded.database, dataDir: seeded.dataDir.path } })
  return async () => {
    await dropDatabase(server.adminUrl, seeded.database)
    seeded.dataDir.remove()
    await dropDatabase(server.adminUrl, template)
    await server.stop()
  }
}
