import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

/**
 * Runs the start-up step of `npm start` (migrations, then the seed unless `migrateOnly`)
 * against `databaseUrl`, in its own process exactly as the supervisor does.
 */
export function runPrepare(databaseUrl: string, { migrateOnly = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/prepare.ts', ...(migrateOnly ? ['--migrate-only'] : [])],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    // 'close', not 'exit': only then has everything the child printed arrived.
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`prepare exited with ${code}:\n${output}`)),
    )
  })
}
