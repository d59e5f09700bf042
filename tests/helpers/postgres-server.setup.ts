import type { TestProject } from 'vitest/node'

import { createDatabase, dropDatabase, startTestPostgres, uniqueDatabaseName } from './postgres'
import { runPrepare } from './prepare'

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { adminUrl: string; template: string }
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
  project.provide('postgres', { adminUrl: server.adminUrl, template })
  return async () => {
    await dropDatabase(server.adminUrl, template)
    await server.stop()
  }
}
