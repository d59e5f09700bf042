/**
 * `npm run cluster`: the multi-instance topology on one machine (README, "Growing past one
 * machine"). CLUSTER_INSTANCES production instances (default 2) on PORT+1 … PORT+N, a Redis they
 * share (rate limits, Next.js's cache) on CLUSTER_REDIS_PORT unless REDIS_URL names one, and nginx
 * on PORT in front (deploy/nginx.conf), over the embedded PostgreSQL (or DATABASE_URL).
 * nginx and Redis come from the system's packages. Ctrl-C stops nginx, the instances, Redis and
 * the database, in that order.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import nextEnv from '@next/env'

import { provideDatabase, type ProvidedDatabase } from '../database/provide'
import { EnvError, parseEnv, type Env } from '../../infrastructure/env'
import { buildIsStale, recordBuildSettings } from './build-freshness'
import { clusterNginxConf } from './cluster-nginx'
import { CLI_NODE_ARGS, LAUNCHER, exited, startChild, stopChild } from './processes'

const root = process.cwd()
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

const INSTALL_HINT =
  "Install them from your system's packages, e.g. `sudo apt-get install nginx redis-server` (Debian, Ubuntu) " +
  'or `brew install nginx redis` (macOS); set NGINX_PATH or REDIS_SERVER_PATH if they live elsewhere.'

let database: ProvidedDatabase | undefined
const children: { label: string; child: ChildProcess }[] = []
let stopping = false

async function shutdown(code: number): Promise<never> {
  stopping = true
  // nginx first (no new requests), then the instances, Redis, and the database last.
  for (const { child } of [...children].reverse()) await stopChild(child)
  await database?.release()
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return
    console.log(`\nStopping the cluster (${signal})…`)
    void shutdown(0)
  })
}

let instancesRunning = 0

/** How long an instance may take to answer: its start-up may migrate and seed an empty database. */
const INSTANCE_START_MS = 10 * 60_000

/** nginx, Redis: the cluster cannot go on without them. */
function keep(label: string, child: ChildProcess): ChildProcess {
  children.push({ label, child })
  void exited(child).then((code) => {
    if (stopping) return
    console.error(`✗ ${label} stopped (exit code ${code}); stopping the cluster.`)
    void shutdown(code === 0 ? 1 : code)
  })
  return child
}

/** An instance that stops leaves the others serving (nginx sends its requests to them), as in production. */
function keepInstance(label: string, child: ChildProcess): ChildProcess {
  children.push({ label, child })
  instancesRunning += 1
  void exited(child).then((code) => {
    instancesRunning -= 1
    if (stopping) return
    if (instancesRunning > 0) {
      console.error(`✗ ${label} stopped (exit code ${code}); the other instances keep serving.`)
      return
    }
    console.error(`✗ ${label}, the last instance, stopped (exit code ${code}); stopping the cluster.`)
    void shutdown(code === 0 ? 1 : code)
  })
  return child
}

function installed(command: string, versionFlag: string): boolean {
  return spawnSync(command, [versionFlag], { stdio: 'ignore' }).status === 0
}

async function runOnce(label: string, args: string[], childEnv: NodeJS.ProcessEnv): Promise<void> {
  console.log(`→ ${label}`)
  const child = startChild(process.execPath, args, childEnv)
  const code = await exited(child)
  if (code !== 0) {
    console.error(`✗ ${label} failed (exit code ${code}).`)
    await shutdown(1)
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return response.status === 200 || response.status === 503
  } catch {
    return false
  }
}

async function waitFor(url: string, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline && !stopping) {
    if (await answers(url)) return true
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

async function main() {
  nextEnv.loadEnvConfig(root, false)
  let env: Env
  try {
    env = parseEnv(process.env, root)
    parseEnv({ ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: env.payloadSecret }, root)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const nginx = process.env.NGINX_PATH || 'nginx'
  const redisServer = process.env.REDIS_SERVER_PATH || 'redis-server'
  const missing = [...(installed(nginx, '-v') ? [] : ['nginx']), ...(env.redisUrl || installed(redisServer, '--version') ? [] : ['redis-server'])]
  if (missing.length > 0) {
    console.error(`✗ npm run cluster needs ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed. ${INSTALL_HINT}`)
    process.exit(1)
  }

  const instancePorts = Array.from({ length: env.cluster.instances }, (_, index) => env.port + 1 + index)
  const workDir = path.join(env.dataDir, 'cluster')
  fs.mkdirSync(path.join(workDir, 'cache'), { recursive: true })

  console.log('→ Database')
  database = await provideDatabase(env, 'npm run cluster')
  console.log(`  using ${database.description}`)

  let redisUrl = env.redisUrl
  if (!redisUrl) {
    console.log(`→ Redis on 127.0.0.1:${env.cluster.redisPort}`)
    const redis = spawn(
      redisServer,
      ['--port', String(env.cluster.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    keep('Redis', redis)
    redisUrl = `redis://127.0.0.1:${env.cluster.redisPort}`
  }

  // Every instance's settings: one database, one Redis, one public address (nginx's).
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: env.payloadSecret,
    SERVER_URL: env.serverUrl,
    NEXT_DIST_DIR: env.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    // nginx on this machine appends the visitor's address; believe it only from loopback (nginx),
    // unless the operator says which proxies to trust (a CDN in front of nginx).
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1/32,::1/128',
  }

  // One build for all the instances, made before any starts (each would otherwise build its own).
  if (buildIsStale(root, env.distDir, shared)) {
    await runOnce('Migrations and seed', [...CLI_NODE_ARGS, 'src/server/cli/prepare.ts'], shared)
    await runOnce('Production build (next build)', [nextBin, 'build'], shared)
    recordBuildSettings(root, env.distDir, shared)
  }

  // All at once, as a deployment would: each runs its start-up (migrations and seed under the
  // start-up lock, so one applies them and the others wait and find nothing to do), then serves.
  instancePorts.forEach((port, index) => {
    console.log(`→ Instance ${index + 1} on port ${port}`)
    keepInstance(
      `instance ${index + 1}`,
      startChild(process.execPath, [LAUNCHER, 'src/server/cli/start.ts'], { ...shared, REDIS_URL: redisUrl, PORT: String(port) }),
    )
  })

  const conf = path.join(workDir, 'nginx.conf')
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  fs.writeFileSync(conf, clusterNginxConf(template, { listenPort: env.port, instancePorts, workDir }))
  console.log(`→ nginx on port ${env.port} (${path.relative(root, conf)})`)
  keep('nginx', spawn(nginx, ['-p', workDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' }))

  const instancesUp = await Promise.all(instancePorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`, INSTANCE_START_MS)))
  if (stopping) return
  const silent = instancePorts.filter((_, index) => !instancesUp[index])
  if (silent.length > 0) {
    // Without this the cluster would sit there half up, and whoever waits for it (a person, the
    // cluster tests) would wait for ever.
    console.error(
      `✗ No answer from the instance${silent.length > 1 ? 's' : ''} on port ${silent.join(', ')} within ${INSTANCE_START_MS / 60_000} minutes of starting; stopping the cluster.`,
    )
    await shutdown(1)
  }
  if (!(await waitFor(`http://127.0.0.1:${env.port}/healthz`, 30_000))) {
    console.error(`✗ nginx on port ${env.port} does not pass requests to the instances; stopping the cluster.`)
    await shutdown(1)
  }
  console.log(
    [
      '',
      `  ${env.brand.name} is running as a cluster of ${instancePorts.length}`,
      `  Site:       ${env.serverUrl}/ (nginx on port ${env.port})`,
      `  Instances:  ${instancePorts.map((port) => `http://127.0.0.1:${port}`).join(', ')}`,
      `  Shared:     ${redisUrl} (limits, page cache), ${database.description}`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
}

main().catch(async (error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  await shutdown(1)
})
