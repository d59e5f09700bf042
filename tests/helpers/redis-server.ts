import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import net from 'node:net'

import { freePort } from './postgres'

export type TestRedis = { url: string; port: number; stop: () => Promise<void> }

/** Debian's redis-server (`apt-get install redis-server`; .ci/run installs it). */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

export function redisServerInstalled(): boolean {
  return spawnSync(REDIS_SERVER, ['--version']).status === 0
}

/** A throw-away Redis on a free loopback port (or `port`), with nothing written to disk; `stop` ends it. */
export async function startTestRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort()
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  })
  await untilListening(port, child)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => stopProcess(child),
  }
}

/** Resolves once `port` accepts connections; rejects if `child` exits first or after 20 s. */
export async function untilListening(port: number, child: ChildProcess, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with ${child.exitCode} before listening on ${port}`)
    if (await accepts(port)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nothing listened on ${port} within ${limitMs / 1000} s`)
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
