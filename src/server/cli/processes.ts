import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Lexical's Node entries pick their build with a top-level `await import()`, which Node 20
 * sometimes leaves unsettled when Payload loads them together (exit 13, or a hang). The
 * `production` condition loads the prebuilt file directly. Next.js and Vitest bundle them.
 */
export const CLI_NODE_ARGS = ['--conditions=production', '--import', 'tsx'] as const

export const LAUNCHER = 'src/server/cli/launch.mjs'

/**
 * Webpack, not Turbopack, for production: Turbopack writes the server code its routes share once per
 * route, and the server then holds every copy; webpack's server chunks are shared by all routes.
 */
export const NEXT_BUILD_ARGS = ['build', '--webpack'] as const

/**
 * The production server's JavaScript heap has a bound (README's memory section). Without one V8 lets
 * garbage pile up toward a quarter of the machine's memory before it collects in earnest. Pages
 * rendered for the first time, fifty at once, need most of it.
 */
export const SERVER_HEAP_MB = 256

/** Where new objects start: V8's default lets 48 MB of a request's short-lived garbage wait. */
const SERVER_SEMI_SPACE_MB = 4

export const SERVER_NODE_ARGS = [`--max-old-space-size=${SERVER_HEAP_MB}`, `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`] as const

/** glibc gives each thread that allocates its own pool of memory, kept once grown; two are enough. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const

export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: 'inherit' })
}

export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  if (child.signalCode !== null) return Promise.resolve(1)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
}

/** A site server drains for 20 s at most (serve.ts): its supervisors wait a little longer. */
export const SERVER_STOP_MS = 25_000

export async function stopChild(child: ChildProcess | undefined, graceMs = 10_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const done = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await done
  clearTimeout(timer)
}

/** A plain process.exit() can cut off the last lines when output goes to a pipe. */
export function exitAfterOutput(code: number): void {
  process.exitCode = code
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)))
}
