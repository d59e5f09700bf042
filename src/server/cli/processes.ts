import { type ChildProcess, spawn } from 'node:child_process'

/**
 * How Node runs this project's TypeScript command-line tasks that load Payload.
 *
 * Every Lexical package's Node entry picks its build with a top-level `await import()`; Node 20
 * sometimes leaves one of those awaits unsettled when the Payload editor loads them together,
 * and the process exits with code 13 or, when a timer keeps it alive, hangs for good (one start
 * in two on an idle machine here; a CI run timed out on it). The `production` export condition
 * makes Node load Lexical's prebuilt file directly, with no top-level await. Next.js and Vitest
 * bundle these modules themselves and are not affected.
 */
export const CLI_NODE_ARGS = ['--conditions=production', '--import', 'tsx'] as const

/** How the long-lived programs run, on Node alone (launch.mjs says why): before the program's path and arguments. */
export const LAUNCHER = 'src/server/cli/launch.mjs'

/** Starts a child process that shares this terminal. */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: 'inherit' })
}

/** Resolves with the exit code (a signal counts as failure). */
export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  if (child.signalCode !== null) return Promise.resolve(1)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
}

/** Asks a child to stop, and insists after `graceMs`. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 10_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const done = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await done
  clearTimeout(timer)
}

/**
 * Exits once everything printed has reached the terminal or pipe: a plain process.exit()
 * can cut off the last lines when output goes to a pipe (CI logs, tests).
 */
export function exitAfterOutput(code: number): void {
  process.exitCode = code
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)))
}
