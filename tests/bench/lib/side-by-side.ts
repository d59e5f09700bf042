/**
 * The side-by-side mode of `bench:site`: two running servers, A (BENCH_URL) and B (--against),
 * loaded in turn, A B A B…, over the same paths, with and without gzip. On a shared machine only
 * runs alternated this way in one process are comparable: whatever else the machine does at the
 * time weighs on both. Each figure is the median of the rounds; the ratio is A's over B's.
 */
import fs from 'node:fs'

import { BenchSetupError, table } from './common'
import { type Load, loadTool, measureLoad } from './load'

export interface SideBySideSettings {
  a: URL
  b: URL
  /** A's paths, and B's at the same index (the reference site may have no /pricing). */
  pathsA: string[]
  pathsB: string[]
  pidA?: number
  pidB?: number
  connections: number
  duration: number
  rounds: number
}

const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
/** BENCH_COOKIE: a returning visitor's cookies (say the tracker's `_ga=…; bb_visitor_id=…`), sent to both servers. */
const COOKIE: Record<string, string> = process.env.BENCH_COOKIE ? { cookie: process.env.BENCH_COOKIE } : {}
/** Each path is loaded as a client that takes no compression, then as one that takes gzip only. */
const ENCODINGS = [
  { name: 'identity', headers: { accept: ACCEPT_HTML, 'accept-encoding': 'identity', 'user-agent': 'orbit-bench-site', ...COOKIE } },
  { name: 'gzip', headers: { accept: ACCEPT_HTML, 'accept-encoding': 'gzip', 'user-agent': 'orbit-bench-site', ...COOKIE } },
] as const

interface Side {
  load: Load[]
  rssMb: (number | undefined)[]
  /** The server's CPU time (user + system) per request in each run; robust to the machine's noise. */
  cpuMsPerRequest: (number | undefined)[]
}

export interface SideBySideRow {
  pathA: string
  pathB: string
  encoding: string
  a: Side
  b: Side
}

/** A process's resident memory in MB (Linux /proc), or undefined without a pid. */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  let status: string
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    throw new BenchSetupError(`No process ${pid} to read the memory of (give the pid of the server that answers the requests).`)
  }
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
  return kB === undefined ? undefined : Number(kB) / 1024
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** A process's CPU time so far in ms, user and system (Linux /proc), or undefined without a pid. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  // The command name in parentheses may hold spaces ("next-server (v16.4.6)"): fields count from after it.
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Reads `--name value` or `--name=value` from the command line. */
export function argument(argv: string[], name: string): string | undefined {
  const flag = `--${name}`
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === flag) return argv[i + 1]
    if (argv[i]!.startsWith(`${flag}=`)) return argv[i]!.slice(flag.length + 1)
  }
  return undefined
}

export function pidArgument(argv: string[], name: string): number | undefined {
  const raw = argument(argv, name)
  if (raw === undefined) return undefined
  const pid = Number(raw)
  if (!Number.isInteger(pid) || pid <= 0) throw new BenchSetupError(`--${name} must be a process id: ${raw}`)
  return pid
}

export async function runSideBySide(settings: SideBySideSettings): Promise<SideBySideRow[]> {
  const { a, b, pathsA, pathsB, pidA, pidB, connections, duration, rounds } = settings
  const rows: SideBySideRow[] = []
  for (const [index, pathA] of pathsA.entries()) {
    const pathB = pathsB[index]!
    for (const encoding of ENCODINGS) {
      const emptySide = (): Side => ({ load: [], rssMb: [], cpuMsPerRequest: [] })
      const row: SideBySideRow = { pathA, pathB, encoding: encoding.name, a: emptySide(), b: emptySide() }
      for (let round = 1; round <= rounds; round++) {
        for (const [label, base, path, pid, side] of [
          ['A', a, pathA, pidA, row.a],
          ['B', b, pathB, pidB, row.b],
        ] as const) {
          console.error(`${label} ${base.origin}${path} (${encoding.name}), round ${round}/${rounds}…`)
          const cpuBefore = cpuMs(pid)
          const load = await measureLoad(new URL(path, base), connections, duration, encoding.headers)
          const cpuAfter = cpuMs(pid)
          side.load.push(load)
          side.rssMb.push(rssMb(pid))
          side.cpuMsPerRequest.push(
            cpuBefore === undefined || cpuAfter === undefined || load.requests === 0 ? undefined : (cpuAfter - cpuBefore) / load.requests,
          )
        }
      }
      rows.push(row)
    }
  }
  return rows
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-')
const fixed = (value: number | undefined, digits = 0) => (value === undefined ? '-' : value.toFixed(digits))
const lastDefined = (values: (number | undefined)[]) => values.filter((v) => v !== undefined).at(-1)

/** The printed comparison: every run's figures, then the medians and A/B ratios. */
export function sideBySideReport(rows: SideBySideRow[], a: URL, b: URL): string {
  const runs = rows.flatMap((row) =>
    (['a', 'b'] as const).flatMap((key) =>
      row[key].load.map((load, round) => [
        key === 'a' ? `A ${row.pathA}` : `B ${row.pathB}`,
        row.encoding,
        round + 1,
        load.requestsPerSecond.toFixed(1),
        load.latencyP50Ms,
        load.latencyP99Ms,
        load.non2xx,
        `${load.errors}/${load.timeouts}`,
        fixed(row[key].rssMb[round]),
        fixed(row[key].cpuMsPerRequest[round], 2),
      ]),
    ),
  )
  const summary = rows.map((row) => {
    const rps = (side: Side) => median(side.load.map((l) => l.requestsPerSecond))
    const p50 = (side: Side) => median(side.load.map((l) => l.latencyP50Ms))
    const p99 = (side: Side) => median(side.load.map((l) => l.latencyP99Ms))
    const cpu = (side: Side) => {
      const measured = side.cpuMsPerRequest.filter((ms) => ms !== undefined)
      return measured.length > 0 ? median(measured) : undefined
    }
    return [
      row.pathA === row.pathB ? row.pathA : `${row.pathA} | ${row.pathB}`,
      row.encoding,
      rps(row.a).toFixed(1),
      rps(row.b).toFixed(1),
      ratio(rps(row.a), rps(row.b)),
      `${fixed(p50(row.a), 1)}/${fixed(p50(row.b), 1)}`,
      `${fixed(p99(row.a), 1)}/${fixed(p99(row.b), 1)}`,
      `${fixed(cpu(row.a), 2)}/${fixed(cpu(row.b), 2)}`,
    ]
  })
  const rssA = lastDefined(rows.flatMap((row) => row.a.rssMb))
  const rssB = lastDefined(rows.flatMap((row) => row.b.rssMb))
  return [
    `side by side: A = ${a.origin}, B = ${b.origin}; each run in turn, A B A B…, load by ${loadTool()}`,
    table(['server path', 'encoding', 'round', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors/timeouts', 'RSS MB', 'CPU ms/req'], runs),
    '',
    'medians of the rounds (ratio = A / B):',
    table(['path', 'encoding', 'A req/s', 'B req/s', 'A/B', 'p50 ms A/B', 'p99 ms A/B', 'CPU ms/req A/B'], summary),
    '',
    `server RSS after the runs: A ${fixed(rssA)} MB, B ${fixed(rssB)} MB${rssA !== undefined && rssB !== undefined ? `, A/B ${ratio(rssA, rssB)}` : ' (give --pid and --against-pid)'}`,
  ].join('\n')
}
