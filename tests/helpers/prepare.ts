import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { CLI_NODE_ARGS } from '../../src/server/cli/processes'

/**
 * A start-up that takes under a minute on a quiet machine took over four and a half beside the
 * browser tests and another seed in CI; a stop here should mean a hang, not load.
 */
const PREPARE_LIMIT_MS = 540_000

/**
 * Runs the start-up step of `npm start` (migrations, then the seed unless `migrateOnly`)
 * against `databaseUrl`, in its own process exactly as the supervisor does, with `env` added to
 * this process's environment.
 */
export function runPrepare(
  databaseUrl: string,
  { migrateOnly = false, env = {} }: { migrateOnly?: boolean; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI_NODE_ARGS, 'src/server/cli/prepare.ts', ...(migrateOnly ? ['--migrate-only'] : [])], {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    // A start-up step that never ends would otherwise show only as the test's own timeout.
    const watchdog = setTimeout(() => child.kill('SIGKILL'), PREPARE_LIMIT_MS)
    // 'close', not 'exit': only then has everything the child printed arrived.
    child.on('close', (code, signal) => {
      clearTimeout(watchdog)
      if (code === 0) resolve(output)
      else reject(new Error(`prepare ${signal ? `was stopped after ${PREPARE_LIMIT_MS / 1000} s` : `exited with ${code}`}:\n${output}`))
    })
  })
}
