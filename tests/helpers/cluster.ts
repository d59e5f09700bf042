import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { BUILD_SETTINGS } from '../../src/server/cli/build-freshness'
import { LAUNCHER } from '../../src/server/cli/processes'
import { e2eSiteEnv } from './e2e-env'
import { freePort } from './postgres'
import { stopProcess } from './redis-server'
import { makeTempDir } from './tempDir'

export type RunningCluster = {
  /** nginx, in front. */
  url: string
  /** Each instance, directly. */
  instances: string[]
  dataDir: string
  env: NodeJS.ProcessEnv
  output: () => string
  stop: () => Promise<void>
}

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
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER, 'src/server/cli/cluster.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    await stopProcess(child)
    dataDir.remove()
  }
  const instanceUrls = Array.from({ length: instances }, (_, index) => `http://127.0.0.1:${port + 1 + index}`)
  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`npm run cluster exited (${code}):\n${output.slice(-4000)}`))
      child.once('exit', onExit)
      const timer = setInterval(() => {
        if (!output.includes('is running as a cluster')) return
        clearInterval(timer)
        child.off('exit', onExit)
        resolve()
      }, 200)
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, instances: instanceUrls, dataDir: dataDir.path, env, output: () => output, stop }
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
