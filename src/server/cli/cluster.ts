/**
 * `npm run cluster`: several production instances behind nginx, sharing Redis and the database
 * (docs/operations.md). Whatever stops is started again; only Ctrl-C stops the cluster.
 * `-- --deploy [--build DIR]` beside a running cluster replaces the instances one at a time.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'

import nextEnv from '@next/env'

import { provideDatabase, type ProvidedDatabase } from '../database/provide'
import { EnvError, parseEnv, type Env } from '../../infrastructure/env'
import { buildIsStale, recordBuildSettings } from './build-freshness'
import { stageNginxConf, stageOption } from '../stage/nginx'
import { clusterNginxConf } from './cluster-nginx'
import { alternateBuild, DEPLOYED_BUILD_FILE, restartDelay } from './cluster-plan'
import { CLI_NODE_ARGS, LAUNCHER, NEXT_BUILD_ARGS, SERVER_ENV, SERVER_NODE_ARGS, SERVER_STOP_MS, exited, startChild, stopChild } from './processes'

const root = process.cwd()
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

const INSTALL_HINT =
  "Install them from your system's packages, e.g. `sudo apt-get install nginx redis-server` (Debian, Ubuntu) " +
  'or `brew install nginx redis` (macOS); set NGINX_PATH or REDIS_SERVER_PATH if they live elsewhere.'

const INSTANCE_START_MS = 5 * 60_000

type Kept = {
  label: string
  start: () => ChildProcess
  child?: ChildProcess
  startedAt: number
  quickStops: number
  /** While the supervisor itself restarts it (a deploy), it is not started again on its own. */
  held: boolean
  timer?: NodeJS.Timeout
  afterRestart?: () => Promise<void>
}

type Instance = Kept & { port: number; build: string }

let database: ProvidedDatabase | undefined
let nginx: Kept | undefined
let redis: Kept | undefined
const instances: Instance[] = []
let control: net.Server | undefined
let trial: ChildProcess | undefined
let stopping = false
/** Until the cluster is up, a Redis or nginx that stops is a configuration problem. */
let up = false

async function shutdown(code: number): Promise<never> {
  stopping = true
  control?.close()
  for (const kept of [nginx, ...instances, redis]) clearTimeout(kept?.timer)
  // nginx first (no new requests), then the instances, Redis, and the database last.
  await stopChild(nginx?.child)
  await Promise.all([...instances.map((instance) => stopChild(instance.child, SERVER_STOP_MS)), stopChild(trial, SERVER_STOP_MS)])
  await stopChild(redis?.child)
  await database?.release()
  process.exit(code)
}

function keep<T extends Kept>(kept: T): T {
  kept.child = kept.start()
  kept.startedAt = Date.now()
  const child = kept.child
  void exited(child).then((code) => {
    if (stopping || kept.held || kept.child !== child) return
    if (!up && !('port' in kept)) {
      console.error(`✗ ${kept.label} stopped (exit code ${code}) while the cluster started; stopping the cluster.`)
      void shutdown(code === 0 ? 1 : code)
      return
    }
    const ranMs = Date.now() - kept.startedAt
    const delay = restartDelay(kept.quickStops, ranMs)
    kept.quickStops = delay.quickStops
    console.error(`✗ ${kept.label} stopped (exit code ${code}); starting it again in ${delay.ms / 1000} s.`)
    kept.timer = setTimeout(() => {
      if (stopping || kept.held) return
      console.log(`→ ${kept.label}: starting again`)
      keep(kept)
      void kept.afterRestart?.()
    }, delay.ms)
  })
  return kept
}

function installed(command: string, versionFlag: string): boolean {
  return spawnSync(command, [versionFlag], { stdio: 'ignore' }).status === 0
}

async function runOnce(label: string, args: string[], childEnv: NodeJS.ProcessEnv, say: (line: string) => void = console.log): Promise<boolean> {
  say(`→ ${label}`)
  const code = await exited(startChild(process.execPath, args, childEnv))
  if (code !== 0) say(`✗ ${label} failed (exit code ${code}).`)
  return code === 0
}

async function status(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return undefined
  }
}

async function waitFor(url: string, limitMs: number, statuses: number[] = [200, 503]): Promise<boolean> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline && !stopping) {
    if (statuses.includes((await status(url)) ?? 0)) return true
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

async function accepting(port: number, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline && !stopping) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (accepted) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

function readEnv(): Env {
  nextEnv.loadEnvConfig(root, false)
  try {
    const env = parseEnv(process.env, root)
    parseEnv({ ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: env.payloadSecret }, root)
    return env
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const controlSocket = (env: Env) => path.join(env.dataDir, 'cluster', 'control.sock')

async function main() {
  const env = readEnv()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return
      console.log(`\nStopping the cluster (${signal})…`)
      void shutdown(0)
    })
  }
  const nginxPath = process.env.NGINX_PATH || 'nginx'
  const redisServer = process.env.REDIS_SERVER_PATH || 'redis-server'
  const missing = [...(installed(nginxPath, '-v') ? [] : ['nginx']), ...(env.redisUrl || installed(redisServer, '--version') ? [] : ['redis-server'])]
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
  if (database.embedded) void keepDatabase(database.embedded)

  let redisUrl = env.redisUrl
  if (!redisUrl) {
    console.log(`→ Redis on 127.0.0.1:${env.cluster.redisPort}`)
    redis = keep({
      label: 'Redis',
      start: () =>
        spawn(redisServer, ['--port', String(env.cluster.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      startedAt: 0,
      quickStops: 0,
      held: false,
      afterRestart: async () => {
        if (await accepting(env.cluster.redisPort, 30_000)) console.log('✓ Redis is back (empty: the instances fill it again)')
      },
    })
    redisUrl = `redis://127.0.0.1:${env.cluster.redisPort}`
  }

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: env.payloadSecret,
    SERVER_URL: env.serverUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    CLUSTER_INSTANCES: String(instancePorts.length),
    // Believe X-Forwarded-For only from nginx on loopback, unless the operator names other proxies.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1/32,::1/128',
  }

  // Migrations, seed and build once before any instance starts; otherwise each would build its own.
  if (!(await runOnce('Migrations and seed', [...CLI_NODE_ARGS, 'src/server/cli/prepare.ts'], shared))) await shutdown(1)
  const build = deployedBuild(workDir, shared) ?? env.distDir
  if (build === env.distDir && buildIsStale(root, env.distDir, shared)) {
    if (!(await runOnce('Production build (next build)', [nextBin, ...NEXT_BUILD_ARGS], { ...shared, NEXT_DIST_DIR: env.distDir }))) await shutdown(1)
    recordBuildSettings(root, env.distDir, shared)
  }

  // Each is the server alone (serve.ts), so an instance starting again takes seconds, not a minute.
  instancePorts.forEach((port, index) => {
    console.log(`→ Instance ${index + 1} on port ${port}`)
    const instance: Instance = {
      label: `instance ${index + 1}`,
      port,
      build,
      start: () => startServer(shared, redisUrl!, port, instance.build),
      startedAt: 0,
      quickStops: 0,
      held: false,
      afterRestart: async () => {
        if (await waitFor(`http://127.0.0.1:${port}/healthz`, INSTANCE_START_MS, [200])) console.log(`✓ instance ${index + 1} serves again`)
      },
    }
    instances.push(keep(instance))
  })

  const conf = path.join(workDir, 'nginx.conf')
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  const clusterConf = clusterNginxConf(template, { listenPort: env.port, instancePorts, workDir })
  const stage = stageOption(process.argv)
  fs.writeFileSync(conf, stage ? stageNginxConf(clusterConf, stage) : clusterConf)
  console.log(`→ nginx on port ${env.port} (${path.relative(root, conf)})`)
  nginx = keep({
    label: 'nginx',
    start: () => spawn(nginxPath, ['-p', workDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' }),
    startedAt: 0,
    quickStops: 0,
    held: false,
    afterRestart: async () => {
      if (await accepting(env.port, 30_000)) console.log('✓ nginx is back')
    },
  })

  const instancesUp = await Promise.all(instancePorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`, INSTANCE_START_MS)))
  if (stopping) return
  const silent = instancePorts.filter((_, index) => !instancesUp[index])
  if (silent.length > 0) {
    // Otherwise whoever waits for the cluster (a person, the cluster tests) would wait for ever.
    console.error(
      `✗ No answer from the instance${silent.length > 1 ? 's' : ''} on port ${silent.join(', ')} within ${INSTANCE_START_MS / 60_000} minutes of starting; stopping the cluster.`,
    )
    await shutdown(1)
  }
  if (!(await waitFor(`http://127.0.0.1:${env.port}/healthz`, 30_000))) {
    console.error(`✗ nginx on port ${env.port} does not pass requests to the instances; stopping the cluster.`)
    await shutdown(1)
  }
  control = await listenForDeploys(controlSocket(env), { env, shared, redisUrl, workDir })
  up = true
  console.log(
    [
      '',
      `  ${env.brand.name} is running as a cluster of ${instancePorts.length}`,
      `  Site:       ${env.serverUrl}/ (nginx on port ${env.port})`,
      `  Instances:  ${instancePorts.map((port) => `http://127.0.0.1:${port}`).join(', ')}`,
      `  Shared:     ${redisUrl} (limits, page cache), ${database.description}`,
      `  Build:      ${build}/ (a new version: npm run cluster -- --deploy)`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
}

function startServer(shared: NodeJS.ProcessEnv, redisUrl: string, port: number, build: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...shared, ...SERVER_ENV, NODE_ENV: 'production', REDIS_URL: redisUrl, PORT: String(port), NEXT_DIST_DIR: build }
  return startChild(process.execPath, [...SERVER_NODE_ARGS, LAUNCHER, 'src/server/cli/serve.ts'], env)
}

async function keepDatabase(embedded: NonNullable<ProvidedDatabase['embedded']>): Promise<void> {
  let quickStops = 0
  let startedAt = Date.now()
  while (!stopping) {
    await embedded.exited()
    if (stopping) return
    const delay = restartDelay(quickStops, Date.now() - startedAt)
    quickStops = delay.quickStops
    console.error(`✗ PostgreSQL stopped; starting it again in ${delay.ms / 1000} s.`)
    await new Promise((resolve) => setTimeout(resolve, delay.ms))
    if (stopping) return
    startedAt = Date.now()
    try {
      await embedded.restart()
      console.log('✓ PostgreSQL started again')
    } catch (error) {
      console.error(`✗ PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

function deployedBuild(workDir: string, settings: NodeJS.ProcessEnv): string | undefined {
  try {
    const build = fs.readFileSync(path.join(workDir, DEPLOYED_BUILD_FILE), 'utf8').trim()
    return build && !buildIsStale(root, build, settings) ? build : undefined
  } catch {
    return undefined
  }
}

type DeployContext = { env: Env; shared: NodeJS.ProcessEnv; redisUrl: string; workDir: string }

async function listenForDeploys(socketPath: string, context: DeployContext): Promise<net.Server> {
  fs.rmSync(socketPath, { force: true })
  let deploying = false
  const server = net.createServer((connection) => {
    let request = ''
    connection.setEncoding('utf8')
    connection.on('error', () => {})
    connection.on('data', (chunk: string) => {
      request += chunk
      if (!request.includes('\n')) return
      const say = (line: string) => {
        console.log(`  [deploy] ${line}`)
        if (!connection.destroyed) connection.write(`${line}\n`)
      }
      let build: string | undefined
      try {
        build = (JSON.parse(request.split('\n')[0]!) as { build?: string }).build
      } catch {
        connection.end('✗ not a deploy request\nfailed\n')
        return
      }
      if (deploying) {
        connection.end('✗ a deploy is already running\nfailed\n')
        return
      }
      deploying = true
      void deploy(context, build, say)
        .catch((error: unknown) => {
          say(`✗ ${error instanceof Error ? error.message : String(error)}`)
          return false
        })
        .then((done) => connection.end(done ? 'done\n' : 'failed\n'))
        .finally(() => (deploying = false))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  return server
}

/**
 * Migrations first (the running version must keep working on the new schema), then the new build
 * and a trial of it, then each instance in turn, the next only once it serves; one that does not
 * serve goes back to the old build and the deploy stops.
 */
async function deploy({ env, shared, redisUrl, workDir }: DeployContext, given: string | undefined, say: (line: string) => void): Promise<boolean> {
  const old = instances[0]!.build
  if (!(await runOnce('Migrations and seed', [...CLI_NODE_ARGS, 'src/server/cli/prepare.ts'], shared, say))) return false
  let build: string
  if (given) {
    build = path.isAbsolute(given) ? path.relative(root, given) : path.normalize(given)
    if (!fs.existsSync(path.join(root, build, 'BUILD_ID'))) {
      say(`✗ ${build}/ holds no build (no BUILD_ID)`)
      return false
    }
  } else {
    build = alternateBuild(env.distDir, old)
    const label = `Production build into ${build}/ (next build, beside the running ${old}/)`
    if (!(await runOnce(label, [nextBin, ...NEXT_BUILD_ARGS], { ...shared, NEXT_DIST_DIR: build }, say))) return false
    recordBuildSettings(root, build, shared)
  }
  if (build === old) say(`  ${build}/ is the build running now: the instances are started on it again`)

  // nginx sends requests to an instance as soon as it listens: a broken build is found on a trial port first.
  const trialPort = await freePort()
  say(`→ trying ${build}/ on port ${trialPort}, where no visitor is sent`)
  trial = startServer(shared, redisUrl, trialPort, build)
  const trialServes = await serves(`http://127.0.0.1:${trialPort}`)
  await stopChild(trial, SERVER_STOP_MS)
  trial = undefined
  if (!trialServes.ok) {
    say(`✗ ${build}/ does not serve (${trialServes.reason}); no instance was replaced`)
    return false
  }

  for (const instance of instances) {
    say(`→ ${instance.label}: stopping (its requests go to the others), then starting on ${build}/`)
    instance.held = true
    clearTimeout(instance.timer)
    await stopChild(instance.child, SERVER_STOP_MS)
    instance.build = build
    instance.quickStops = 0
    instance.held = false
    keep(instance)
    if (!(await serves(`http://127.0.0.1:${instance.port}`)).ok) {
      say(`✗ ${instance.label} does not serve ${build}/; it goes back to ${old}/ and the deploy stops here`)
      instance.held = true
      await stopChild(instance.child, SERVER_STOP_MS)
      instance.build = old
      instance.held = false
      keep(instance)
      return false
    }
    say(`✓ ${instance.label} serves ${build}/`)
  }
  fs.writeFileSync(path.join(workDir, DEPLOYED_BUILD_FILE), `${build}\n`)
  say(`✓ every instance serves ${build}/`)
  return true
}

async function serves(base: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!(await waitFor(`${base}/healthz`, INSTANCE_START_MS, [200]))) return { ok: false, reason: '/healthz did not answer 200' }
  if (!(await waitFor(`${base}/`, 60_000, [200]))) return { ok: false, reason: `/ answered ${(await status(`${base}/`)) ?? 'nothing'}, not 200` }
  return { ok: true }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function requestDeploy(): Promise<void> {
  const env = readEnv()
  const at = process.argv.indexOf('--build')
  const build = at >= 0 ? process.argv[at + 1] : undefined
  if (at >= 0 && !build) {
    console.error('✗ --build needs the folder of a build, e.g. --build .next-deploy')
    process.exit(2)
  }
  const socketPath = controlSocket(env)
  const connection = net.connect(socketPath)
  let output = ''
  connection.setEncoding('utf8')
  connection.on('connect', () => connection.write(`${JSON.stringify({ build })}\n`))
  connection.on('data', (chunk: string) => {
    output += chunk
    const lines = output.split('\n')
    output = lines.pop()!
    for (const line of lines) if (line !== 'done' && line !== 'failed') console.log(line)
    if (lines.includes('done')) process.exitCode = 0
    if (lines.includes('failed')) process.exitCode = 1
  })
  connection.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
        ? `✗ No cluster is running with DATA_DIR=${env.dataDir} (no ${socketPath}): start one with npm run cluster first.`
        : `✗ ${error.message}`,
    )
    process.exitCode = 1
  })
  connection.on('close', () => {
    process.exitCode ??= 1
  })
}

const run = process.argv.includes('--deploy') ? requestDeploy : main
run().catch(async (error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  await shutdown(1)
})
