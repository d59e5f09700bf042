import path from 'node:path'

import type { Env } from '../../infrastructure/env'
import { acquireLock } from '../lock'
import { startEmbeddedPostgres } from './embedded'
import { embeddedDatabaseUrl, embeddedPaths, runningPostmasterPid } from './embedded-paths'
import { EMBEDDED_DATABASE } from './url'

export type ProvidedDatabase = {
  url: string
  description: string
  release: () => Promise<void>
  /** The embedded server only, so `npm run cluster` can restart it on the same folder and port. */
  embedded?: { exited: () => Promise<void>; restart: () => Promise<void> }
}

/** The embedded server is locked for this process: a second start sharing the folder would corrupt it. */
export async function provideDatabase(env: Env, holder: string): Promise<ProvidedDatabase> {
  if (env.databaseUrl) {
    return { url: env.databaseUrl, description: `PostgreSQL at ${redact(env.databaseUrl)}`, release: async () => {} }
  }
  const lock = acquireLock(path.join(env.dataDir, 'server.lock'), holder)
  const options = { dataDir: env.dataDir, port: env.embeddedPostgresPort, database: EMBEDDED_DATABASE }
  try {
    let database = await startEmbeddedPostgres(options)
    return {
      url: database.url,
      description: describeEmbedded(env),
      release: async () => {
        await database.stop()
        lock.release()
      },
      embedded: {
        exited: () => database.exited,
        restart: async () => {
          await database.stop()
          database = await startEmbeddedPostgres(options)
        },
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

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
