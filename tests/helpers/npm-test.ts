/**
 * `npm test`: its npm scripts in order, usage `npm-test.ts <script>...`, while the browser tests'
 * production build is made beside them. Scripts joined by `+` run at once; a script written
 * `@name` first waits for the build (the browser and cluster tests run on it).
 *
 * Why: the build takes minutes on two cores, and the linters and unit tests leave a core idle
 * beside it. The browser tests run after the integration tests, not beside them: beside, they
 * slowed from about 6 s to 10 s per test and missed their 2 s promises. The scripts run at a
 * lower CPU priority (nice 10) and disk priority (ionice's idle class), so the build, which holds
 * up the browser tests, goes first. Once a script fails, no other starts; the ones running
 * finish, and the exit code is the first failure's.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { buildIsStale } from '../../src/server/cli/build-freshness'
import { LAUNCHER } from '../../src/server/cli/processes'

import { E2E_DATA_DIR, E2E_DIST_DIR, E2E_FRESH_DATABASE_MARK, e2eSiteEnv } from './e2e-env'

const root = process.cwd()
/** The integration tests' databases write a lot; with this, their disk use waits for the build's. */
const IDLE_IO = fs.existsSync('/usr/bin/ionice') ? ['/usr/bin/ionice', '-c', '3'] : []
const logFile = path.join(root, 'test-results', 'e2e-build.log')
const started = Date.now()
let firstFailure = 0

const scripts = process.argv.slice(2)

function elapsed(): string {
  const seconds = Math.round((Date.now() - started) / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv, output: 'inherit' | number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', output, output] })
    // 'close', not 'exit': only then has everything the child printed arrived.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(`[npm test] could not start ${command}: ${error.message}`)
      resolve(127)
    })
  })
}

async function runScript(script: string): Promise<number> {
  console.log(`[npm test] ${script} starts (${elapsed()} in)`)
  const code = await run('nice', ['-n', '10', ...IDLE_IO, 'npm', 'run', script], process.env, 'inherit')
  console.log(`[npm test] ${script} ${code === 0 ? 'passed' : `failed (exit code ${code})`} (${elapsed()} in)`)
  if (code !== 0 && firstFailure === 0) firstFailure = code
  return code
}

function build(): Promise<number> {
  const env = { ...process.env, ...e2eSiteEnv() }
  if (!buildIsStale(root, E2E_DIST_DIR, env)) {
    console.log(`[e2e build] ${E2E_DIST_DIR}/ is up to date`)
    return Promise.resolve(0)
  }
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  // The build migrates and seeds its data folder first: a new database, which the browser tests'
  // server then starts on (E2E_FRESH_DATABASE_MARK), never one an earlier run has used.
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true })
  const log = fs.openSync(logFile, 'w')
  console.log(`[e2e build] building ${E2E_DIST_DIR}/ beside the checks (output: ${path.relative(root, logFile)})`)
  return run(process.execPath, [LAUNCHER, 'src/server/cli/start.ts', '--build-only'], env, log).then((code) => {
    fs.closeSync(log)
    if (code === 0) fs.writeFileSync(E2E_FRESH_DATABASE_MARK, `seeded by the build beside the checks, ${new Date().toISOString()}\n`)
    console.log(`[e2e build] ${code === 0 ? 'done' : `failed (exit code ${code})`} (${elapsed()} in)`)
    if (code !== 0) {
      process.stderr.write(fs.readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'))
      if (firstFailure === 0) firstFailure = code
    }
    return code
  })
}

async function main(): Promise<void> {
  const built = build()
  for (const group of scripts) {
    if (firstFailure !== 0) break
    const together = group.split('+')
    if (together.some((script) => script.startsWith('@')) && (await built) !== 0) break
    await Promise.all(together.map((script) => runScript(script.replace(/^@/, ''))))
  }
  await built
}

await main()
console.log(`[npm test] ${firstFailure === 0 ? 'all passed' : 'failed'} after ${elapsed()}`)
process.exitCode = firstFailure
