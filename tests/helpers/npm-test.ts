/**
 * `npm test`: its npm scripts in order, usage `npm-test.ts <group>...`, while the browser tests'
 * production build is made beside them. In a group, lanes joined by `+` run at once and the
 * scripts of a lane joined by `,` one after another (not `>`: npm runs the line in a shell); a
 * group with a lane written `@name` first waits for the build (the browser, cluster and stage
 * tests run on it).
 *
 * Why: the build takes minutes on two cores and the linters leave a core idle beside it, so the
 * unit and integration tests start with them. The browser tests run after the integration tests,
 * not beside them: beside, they slowed from about 6 s to 10 s per test. The cluster and stage
 * tests share the browser tests' time, one after the other (each starts nginx, Redis and two
 * instances). The scripts run at a lower CPU priority (nice 10) and disk priority (ionice's idle
 * class), so the build, which holds up the browser tests, goes first. Once a script fails, no
 * other starts; the ones running finish, and the exit code is the first failure's. A failed
 * script's last lines are printed again at the very end, where a CI log's tail shows them, not
 * buried under the output of a lane that ran on beside it.
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
/** How many of a failed script's last lines are printed again at the end. */
const TAIL_LINES = 60
const failedTails: { script: string; lines: string[] }[] = []

const scripts = process.argv.slice(2)

function elapsed(): string {
  const seconds = Math.round((Date.now() - started) / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** Passes a child's output through and keeps its last lines. */
function keepTail(stream: NodeJS.ReadableStream, passTo: NodeJS.WritableStream, lines: string[]): void {
  let partial = ''
  stream.on('data', (chunk: Buffer) => {
    passTo.write(chunk)
    const parts = (partial + chunk.toString('utf8')).split('\n')
    partial = parts.pop()!
    lines.push(...parts)
    if (lines.length > TAIL_LINES * 2) lines.splice(0, lines.length - TAIL_LINES)
  })
  stream.on('end', () => {
    if (partial) lines.push(partial)
  })
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv, output: number | string[]): Promise<number> {
  return new Promise((resolve) => {
    const piped = Array.isArray(output)
    const stdio = piped ? 'pipe' : output
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', stdio, stdio] })
    if (piped) {
      keepTail(child.stdout!, process.stdout, output)
      keepTail(child.stderr!, process.stderr, output)
    }
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
  const tail: string[] = []
  const code = await run('nice', ['-n', '10', ...IDLE_IO, 'npm', 'run', script], process.env, tail)
  console.log(`[npm test] ${script} ${code === 0 ? 'passed' : `failed (exit code ${code})`} (${elapsed()} in)`)
  if (code !== 0) failedTails.push({ script, lines: tail.slice(-TAIL_LINES) })
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

/** One lane of a group: its scripts one after another, none once any script has failed. */
async function runLane(lane: string[]): Promise<void> {
  for (const script of lane) {
    if (firstFailure !== 0) return
    await runScript(script)
  }
}

async function main(): Promise<void> {
  const built = build()
  for (const group of scripts) {
    if (firstFailure !== 0) break
    const lanes = group.split('+').map((lane) => lane.split(','))
    if (lanes.some((lane) => lane[0]!.startsWith('@')) && (await built) !== 0) break
    await Promise.all(lanes.map((lane) => runLane(lane.map((script) => script.replace(/^@/, '')))))
  }
  await built
}

await main()
for (const { script, lines } of failedTails) {
  // Without colour codes, so the lines read the same in a plain log.
  console.log(`[npm test] ${script} failed; the end of its output:\n${lines.join('\n').replace(/\x1b\[[0-9;]*m/g, '')}`)
}
console.log(`[npm test] ${firstFailure === 0 ? 'all passed' : 'failed'} after ${elapsed()}`)
process.exitCode = firstFailure
