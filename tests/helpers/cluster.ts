import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { BUILD_SETTINGS } from '../../src/server/cli/build-freshness'
import { CLI_NODE_ARGS, LAUNCHER } from '../../src/server/cli/processes'
import { e2eSiteEnv } from './e2e-env'
import { freePort } from './postgres'
import { stopProcess } from './redis-server'
import { makeTempDir } from './temp-dir'

/** In the name of a build a test makes beside the cluster's own (a second build to deploy): removed with the cluster (cluster.setup.ts). */
export const EXTRA_BUILD_MARK = '-cluster-test-build-'

/** What a test file needs of a cluster started elsewhere (cluster.setup.ts): plain data. */
export type ClusterInfo = {
  /** nginx, in front. */
  url: string
  /** Each instance, directly. */
  instances: string[]
  dataDir: string
  env: NodeJS.ProcessEnv
  /** Everything `npm run cluster` has printed so far is in this file. */
  outputFile: string
}

export type RunningCluster = ClusterInfo & {
  output: () => string
  stop: () => Promise<void>
}

/** Migrations, a seed and two instances: minutes on a machine busy with the browser tests too. */
const CLUSTER_START_LIMIT_MS = 12 * 60_000

/** `count` consecutive free loopback ports (nginx on the first, the instances after it). */
async function consecutiveFreePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000)
    const free = await Promise.all(Array.from({ length: count }, (_, index) => portIsFree(base + index)))
    if (free.every(Boolean)) return base
  }
  throw new Error(`no ${count} consecutive free ports found`)
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * The build settings (src/server/cli/build-freshness.ts) the browser tests build .next-e2e with
 * (playwright.config.ts): the cluster reuses that build only when its settings are the same, and
 * a second build would cost CI minutes it does not have (tests/unit/e2e-build-reuse.test.ts).
 */
export const CLUSTER_BUILD_SETTINGS: Record<string, string> = Object.fromEntries(
  Object.entries(e2eSiteEnv()).filter(([name]) => (BUILD_SETTINGS as readonly string[]).includes(name)),
)

/**
 * Runs `npm run cluster` (src/server/cli/cluster.ts) on free ports with a fresh embedded database,
 * a Redis and nginx of its own, and resolves once nginx and every instance answer. The build is
 * CLUSTER_TEST_DIST_DIR (default .next-e2e, the browser tests' build, made only when stale).
 */
export async function startCluster(settings: Record<string, string> = {}, instances = 2): Promise<RunningCluster> {
  const port = await consecutiveFreePorts(instances + 1)
  const dataDir = makeTempDir('orbit-cluster-test-')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    CLUSTER_INSTANCES: String(instances),
    CLUSTER_REDIS_PORT: String(await freePort()),
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    DATA_DIR: dataDir.path,
    NEXT_DIST_DIR: process.env.CLUSTER_TEST_DIST_DIR ?? '.next-e2e',
    PAYLOAD_SECRET: 'cluster-test-secret-0123456789abcdef0123456789',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATABASE_URL: '',
    ...CLUSTER_BUILD_SETTINGS,
    ...settings,
  }
  // Straight into a file, not a pipe this process must drain: the cluster and its instances write
  // their output synchronously, and a test runner busy elsewhere must never hold them up.
  const outputFile = path.join(dataDir.path, 'cluster-output.log')
  const outputFd = fs.openSync(outputFile, 'a')
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER, 'src/server/cli/cluster.ts'], {
    env,
    stdio: ['ignore', outputFd, outputFd],
  })
  fs.closeSync(outputFd)
  const output = () => fs.readFileSync(outputFile, 'utf8')
  const stop = async () => {
    await stopProcess(child, 'SIGTERM', 60_000)
    dataDir.remove()
  }
  const instanceUrls = Array.from({ length: instances }, (_, index) => `http://127.0.0.1:${port + 1 + index}`)
  try {
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + CLUSTER_START_LIMIT_MS
      const onExit = (code: number | null) => {
        clearInterval(timer)
        reject(new Error(`npm run cluster exited (${code}):\n${output().slice(-4000)}`))
      }
      child.once('exit', onExit)
      const timer = setInterval(() => {
        const printed = output()
        if (!printed.includes('is running as a cluster') && Date.now() < deadline) return
        clearInterval(timer)
        child.off('exit', onExit)
        if (printed.includes('is running as a cluster')) resolve()
        else reject(new Error(`npm run cluster was not running after ${CLUSTER_START_LIMIT_MS / 60_000} minutes; it printed:\n${printed.slice(-4000)}`))
      }, 500)
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, instances: instanceUrls, dataDir: dataDir.path, env, outputFile, output, stop }
}

/** The cluster the cluster tests share (cluster.setup.ts), as a test file sees it. */
export function clusterUnderTest(info: ClusterInfo): ClusterInfo & { output: () => string } {
  return { ...info, output: () => fs.readFileSync(info.outputFile, 'utf8') }
}

/** The pid of the process listening on `port` (to stop one instance the way a crash would). */
export function listenerPid(port: number): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') inodes.add(fields[9]!)
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
        const inode = target.match(/^socket:\[(\d+)\]$/)?.[1]
        if (inode && inodes.has(inode)) return Number(pid)
      }
    } catch {
      // a process that ended, or one we may not look into
    }
  }
  return undefined
}

/** `npm run create-admin`, beside the running cluster (it borrows the running embedded database). */
function createClusterAdmin(cluster: Pick<ClusterInfo, 'env'>, email: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI_NODE_ARGS, 'src/server/cli/create-admin.ts', '--email', email], {
      env: cluster.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.stdin!.end(`${password}\n`)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`create-admin exited with ${code}:\n${output}`))))
  })
}

/** A new admin of the cluster, signed in through its first instance: the JWT. */
export async function clusterStaffToken(cluster: Pick<ClusterInfo, 'env' | 'instances'>, email: string, password: string): Promise<string> {
  await createClusterAdmin(cluster, email, password)
  const login = await fetch(`${cluster.instances[0]}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (login.status !== 200) throw new Error(`the new admin could not log in: ${login.status} ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}
