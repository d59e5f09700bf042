/** `npm start`, `npm run dev` and `npm run build`: database, migrations, seed, build when needed, Next.js. */
import { createRequire } from 'node:module'
import type { ChildProcess } from 'node:child_process'

import nextEnv from '@next/env'

import { provideDatabase, type ProvidedDatabase } from '../database/provide'
import { EnvError, parseEnv, type Env } from '../../infrastructure/env'
import { buildIsStale, recordBuildSettings } from './build-freshness'
import { CLI_NODE_ARGS, LAUNCHER, NEXT_BUILD_ARGS, SERVER_ENV, SERVER_NODE_ARGS, SERVER_STOP_MS, exited, startChild, stopChild } from './processes'
import { seconds, staffAccounts } from './progress'

type Mode = 'start' | 'dev' | 'build'

const mode: Mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--build-only') ? 'build' : 'start'
const root = process.cwd()
const startedAt = Date.now()
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

// Next.js stops before the database (embedded.ts installs no signal handlers of its own).
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

let database: ProvidedDatabase | undefined
let current: ChildProcess | undefined
let stopping = false

async function shutdown(code: number): Promise<never> {
  stopping = true
  await stopChild(current, SERVER_STOP_MS)
  await database?.release()
  process.exit(code)
}

for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    if (stopping) return
    console.log(`\nStopping (${signal})…`)
    void shutdown(0)
  })
}

async function runStep(label: string, args: string[], childEnv: NodeJS.ProcessEnv): Promise<void> {
  console.log(`→ ${label}`)
  const started = Date.now()
  current = startChild(process.execPath, args, childEnv)
  const code = await exited(current)
  current = undefined
  if (stopping) return new Promise(() => {}) // shutdown() is exiting the process
  if (code !== 0) {
    console.error(`✗ ${label} failed (exit code ${code}).`)
    await shutdown(1)
  }
  console.log(`✓ ${label}: ${seconds(Date.now() - started)}`)
}

async function waitUntilServing(env: Env, server: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${env.port}/healthz`, { signal: AbortSignal.timeout(5_000) })
      if (response.status === 200 || response.status === 503) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

async function main() {
  nextEnv.loadEnvConfig(root, mode === 'dev')
  let env: Env
  try {
    env = parseEnv(process.env, root)
    // `next build` and `next start` run as production whatever the shell says: check the settings as they will see them, so a bad one stops here, not on every page.
    if (mode !== 'dev') parseEnv({ ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: env.payloadSecret }, root)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  console.log(env.databaseUrl ? '→ Database' : '→ Database (embedded PostgreSQL; its very first start also creates the cluster)')
  const databaseStarted = Date.now()
  database = await provideDatabase(env, mode === 'dev' ? 'npm run dev' : `npm ${mode === 'build' ? 'run build' : 'start'}`)
  console.log(`  using ${database.description}`)
  console.log(`✓ Database: ${seconds(Date.now() - databaseStarted)}`)

  // Next.js forces NODE_ENV=production: hand it the resolved secret and database. SERVER_URL left unset
  // tells the site it is a local run, which accepts its other loopback addresses.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: env.payloadSecret,
    PORT: String(env.port),
    NEXT_DIST_DIR: env.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  }

  await runStep('Migrations and seed', [...CLI_NODE_ARGS, 'src/server/cli/prepare.ts'], childEnv)

  if (mode === 'build' || (mode === 'start' && buildIsStale(root, env.distDir, childEnv))) {
    await runStep(`Production build (next build into ${env.distDir}/: several minutes, only when the sources changed)`, [nextBin, ...NEXT_BUILD_ARGS], childEnv)
    recordBuildSettings(root, env.distDir, childEnv)
    if (mode === 'build') {
      console.log(`✓ Built in ${seconds(Date.now() - startedAt)} in all.`)
      await shutdown(0)
    }
  } else if (mode === 'start') {
    console.log(`✓ Production build: skipped, the one in ${env.distDir}/ is up to date`)
  }

  const staff = await staffAccounts(database.url)
  console.log(`→ ${mode === 'dev' ? 'Development server (next dev)' : 'Server (next start)'}`)

  // Our server in front of Next's sees the socket's address, from which every rate limit's client key comes.
  const serverEnv: NodeJS.ProcessEnv = mode === 'dev' ? { ...childEnv, NODE_ENV: 'development' } : { ...childEnv, ...SERVER_ENV, NODE_ENV: 'production' }
  const serverArgs = mode === 'dev' ? [LAUNCHER, 'src/server/cli/serve.ts', '--dev'] : [...SERVER_NODE_ARGS, LAUNCHER, 'src/server/cli/serve.ts']
  const server = startChild(process.execPath, serverArgs, serverEnv)
  current = server
  void exited(server).then((code) => {
    if (stopping) return
    console.error(`✗ The Next.js server stopped (exit code ${code}).`)
    void shutdown(code === 0 ? 1 : code)
  })

  if (await waitUntilServing(env, server)) {
    console.log(
      [
        '',
        `  ${env.brand.name} is running${mode === 'dev' ? ' in development mode' : ''} (started in ${seconds(Date.now() - startedAt)})`,
        `  Site:   ${env.serverUrl}/`,
        `  Admin:  ${env.serverUrl}/admin`,
        ...(staff === 0 ? ['          no admin account yet: the first visit to /admin asks you to create the first admin'] : []),
        `  Data:   ${database.description}`,
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    )
  }
}

main().catch(async (error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  await shutdown(1)
})
