/**
 * What the benchmarks against a running site share: their settings from the environment, the
 * check that the site is up, and where the results go.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export class BenchSetupError extends Error {}

/** The running site: `BENCH_URL`, an origin such as http://localhost:3000. */
export function benchUrl(): URL {
  const raw = process.env.BENCH_URL || 'http://localhost:3000'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new BenchSetupError(`BENCH_URL is not a URL: ${raw}`)
  }
  if (url.pathname !== '/' || url.search) throw new BenchSetupError(`BENCH_URL must be an origin, without a path: ${raw}`)
  return url
}

/** The paths to measure: `BENCH_PATHS` (comma separated) or the defaults. */
export function benchPaths(defaults: string[], variable = 'BENCH_PATHS'): string[] {
  const raw = process.env[variable]
  if (!raw) return defaults
  const paths = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const invalid = paths.filter((p) => !p.startsWith('/'))
  if (paths.length === 0 || invalid.length > 0) {
    throw new BenchSetupError(`${variable} must be paths starting with "/", comma separated: ${raw}`)
  }
  return paths
}

export function positiveIntegerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new BenchSetupError(`${name} must be a positive integer: ${raw}`)
  return value
}

/**
 * Every path must answer 200 itself: a redirect (say to the canonical trailing slash) would
 * make the benchmarks measure the redirect instead of the page.
 */
export async function requirePagesAnswer200(base: URL, paths: string[]): Promise<void> {
  const problems: string[] = []
  for (const p of paths) {
    const url = new URL(p, base)
    let response: Response
    try {
      response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
      throw new BenchSetupError(`Cannot reach ${url} (${cause}). Start the site first: npm start`)
    }
    await response.body?.cancel()
    if (response.status === 200) continue
    const location = response.headers.get('location')
    problems.push(`  ${p} answers ${response.status}${location ? ` (redirects to ${location})` : ''}`)
  }
  if (problems.length > 0) {
    throw new BenchSetupError(`Every path must answer 200 (set BENCH_PATHS to the pages to measure):\n${problems.join('\n')}`)
  }
}

/** `tests/bench/results/`, created when missing (it is not versioned). */
export function resultsDir(): string {
  const dir = fileURLToPath(new URL('../results/', import.meta.url))
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

/** Writes `tests/bench/results/<name>` and returns its path relative to the working directory. */
export function writeResults(name: string, data: string | object): string {
  const file = path.join(resultsDir(), name)
  fs.writeFileSync(file, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`)
  return path.relative(process.cwd(), file)
}

/** A plain-text table, numbers right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)))
  const numeric = header.map((_, i) => rows.every((row) => typeof row[i] === 'number' || /^[\d.,/ -]+$/.test(String(row[i]))))
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] && i > 0 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

/** Runs a benchmark's main function: setup problems end it with their message and exit code 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof BenchSetupError) {
      console.error(error.message)
    } else {
      console.error(error)
    }
    process.exitCode = 1
  })
}
