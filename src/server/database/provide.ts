import path from 'node:path'

import type { Env } from '../../infrastructure/env'
import { acquireLock } from '../lock'
import { startEmbeddedPostgres } from './embedded'
import { embeddedDatabaseUrl, embeddedPaths, runningPostmasterPid } from './embedded-paths'
import { EMBEDDED_DATABASE } from './url'

export type ProvidedDatabase = {
  url: string
  /** For people: where the data lives. */
  description: string
  /** Stops what this process started, and nothing else. */
  release: () => Promise<void>
}

/**
 * The database for a long-running command (`npm start`, `npm run dev`): the operator's
 * DATABASE_URL, or the embedded server in the data folder, started and locked for this
 * process so a second start cannot share (and corrupt) the folder.
 */
export async function provideDatabase(env: Env, holder: string): Promise<ProvidedDatabase> {
  if (env.databaseUrl) {
    return { url: env.databaseUrl, description: `PostgreSQL at ${redact(env.databaseUrl)}`, release: async () => {} }
  }
  const lock = acquireLock(path.join(env.dataDir, 'server.lock'), holder)
  try {
    const database = await startEmbeddedPostgres({
      dataDir: env.dataDir,
      port: env.embeddedPostgresPort,
      database: EMBEDDED_DATABASE,
    })
    return {
      url: database.url,
      description: describeEmbedded(env),
      release: async () => {
        await database.stop()
        lock.release()
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

/**
 * For a short command run beside the site (`npm run create-admin`): use the embedded
 * server if it is already running, otherwise start it just for this command.
 */
export async function borrowDatabase(env: Env, holder: string): Promise<ProvidedDatabase> {
  if (!env.databaseUrl && runningPostmasterPid(embeddedPaths(env.dataDir).cluster) !== undefined) {
    const url = embeddedDatabaseUrl({
      dataDir: env.dataDir,
      port: env.embeddedPostgresPort,
      database: EMBEDDED_DATABASE,
    })
    return { url, description: 'the running embedded PostgreSQL', release: async () => {} }
  }
  return provideDatabase(env, holder)
}

function describeEmbedded(env: Env): string {
  const paths = embeddedPaths(env.dataDir)
  const where = `embedded PostgreSQL in ${paths.cluster} (port ${env.embeddedPostgresPort})`
  return paths.relocated ? `${where}: kept outside ${env.dataDir} because the \`postgres\` user that runs it cannot enter this checkout` : where
}

/** A connection string fit for a log: no password. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable URL)'
  }
}
