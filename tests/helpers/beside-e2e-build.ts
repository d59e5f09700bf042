/**
 * `npm test`'s checks before the browser tests, run while the browser tests' production build is
 * made beside them: usage `beside-e2e-build.ts <npm script>...`. The linters, the type check and
 * the unit tests leave a core idle, and the build (minutes on two cores) would otherwise run alone
 * when Playwright starts its server; that server then finds the build up to date. The scripts run
 * one after another (those joined by `+` at once) and stop at the first that fails, as `&&` would;
 * the build's output goes to a log file, printed only when it fails.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { buildIsStale } from '../../src/server/cli/build-freshness'

import { E2E_DATA_DIR, E2E_DIST_DIR, E2E_FRESH_DATABASE_MARK, e2eSiteEnv } from './e2e-env'

const root = process.cwd()
const scripts = process.argv.slice(2)
const logFile = path.join(root, 'test-results', 'e2e-build.log')

function run(command: string, args: string[], env: NodeJS.ProcessEnv, output: 'inherit' | number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', output, output] })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function startBuild(): Promise<number> {
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
  const started = Date.now()
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts', '--build-only'], env, log).then((code) => {
    fs.closeSync(log)
    if (code === 0) fs.writeFileSync(E2E_FRESH_DATABASE_MARK, `seeded by the build beside the checks, ${new Date().toISOString()}\n`)
    console.log(`[e2e build] ${code === 0 ? 'done' : `failed (exit code ${code})`} after ${Math.round((Date.now() - started) / 1000)} s`)
    if (code !== 0) process.stderr.write(fs.readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'))
    return code
  })
}

async function main(): Promise<number> {
  const build = startBuild()
  let failed = 0
  // `a+b+c` runs those scripts at once (the static checks: the build has minutes to spare).
  for (const group of scripts) {
    const codes = await Promise.all(group.split('+').map((script) => run('npm', ['run', script], process.env, 'inherit')))
    failed = codes.find((code) => code !== 0) ?? 0
    if (failed !== 0) break
  }
  const built = await build
  return failed || built
}

process.exitCode = await main()
