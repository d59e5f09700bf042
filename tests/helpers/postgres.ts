/**
 * A PostgreSQL server for tests, from the first source that works:
 *   1. TEST_DATABASE_URL (a server you run; the tests create and drop their own databases on it)
 *   2. a testcontainers Postgres, when a Docker engine answers
 *   3. an embedded Postgres on a free port in a temporary folder, removed afterwards
 */
import net from 'node:net'

import pg from 'pg'

import { makeTempDir } from './temp-dir'

export type TestPostgres = {
  /** Connection string of a maintenance database (can create and drop databases). */
  adminUrl: string
  source: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded'
  stop: () => Promise<void>
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL
  if (given) return { adminUrl: given, source: 'TEST_DATABASE_URL', stop: async () => {} }
  return (await startContainer()) ?? (await startEmbedded())
}

async function startContainer(): Promise<TestPostgres | undefined> {
  const { getContainerRuntimeClient } = await import('testcontainers')
  try {
    await getContainerRuntimeClient()
  } catch {
    return undefined // no Docker engine here
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await new PostgreSqlContainer('postgres:17-alpine').start()
  return {
    adminUrl: container.getConnectionUri(),
    source: 'testcontainers',
    stop: async () => {
      await container.stop()
    },
  }
}

async function startEmbedded(): Promise<TestPostgres> {
  const { startEmbeddedPostgres } = await import('@/server/database/embedded')
  const dataDir = makeTempDir('orbit-test-pg-')
  const server = await startEmbeddedPostgres({ dataDir: dataDir.path, port: await freePort(), database: 'postgres' })
  // A throw-away server: no flush to disk on each commit. npm test runs these files beside the
  // browser tests, whose server's database then waited on the disk behind them.
  await withAdminClient(server.adminUrl, async (client) => {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) await client.query(`ALTER SYSTEM SET ${setting} = off`)
    await client.query('SELECT pg_reload_conf()')
  })
  return {
    adminUrl: server.adminUrl,
    source: 'embedded',
    stop: async () => {
      await server.stop()
      dataDir.remove()
    },
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** The same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${client.escapeIdentifier(name)}${template ? ` template ${client.escapeIdentifier(template)}` : ''}`),
  )
  return databaseUrl(adminUrl, name)
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`))
}
