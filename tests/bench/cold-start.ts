/**
 * Cold start, measured as a new developer lives it: a fresh clone of HEAD, `npm ci`, then
 * `npm start` until `/` answers 200 (embedded PostgreSQL created, migrated, seeded, site
 * built and served). Prints the times and the memory of the process tree: its peak while
 * starting (the build dominates) and while serving after some traffic.
 *
 *   npm run bench:cold-start
 *
 * Uses its own ports, so it can run beside `npm start`. Needs the npm registry.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PORT = 3300
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-cold-start-'))
fs.chmodSync(dir, 0o755)
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)

/** Resident memory (MB) of a process and all its descendants, from /proc. */
function treeMemory(root: number): { totalMb: number; largestMb: number } {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const ppid = Number(fields[1])
      rss.set(pid, (Number(fields[21]) * 4096) / 1024 / 1024)
      children.set(ppid, [...(children.get(ppid) ?? []), pid])
    } catch {
      // the process ended while we looked
    }
  }
  let totalMb = 0
  let largestMb = 0
  const stack = [root]
  while (stack.length > 0) {
    const pid = stack.pop()!
    const mb = rss.get(pid) ?? 0
    totalMb += mb
    largestMb = Math.max(largestMb, mb)
    stack.push(...(children.get(pid) ?? []))
  }
  return { totalMb, largestMb }
}

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status
  } catch {
    return 0
  }
}

const started = performance.now()
execFileSync('git', ['clone', '--quiet', process.cwd(), dir])
const cloned = performance.now()
execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' })
const installedIn = seconds(cloned)
const startAt = performance.now()

const server = spawn('npm', ['start'], {
  cwd: dir,
  env: { ...process.env, PORT: String(PORT), EMBEDDED_POSTGRES_PORT: '54399' },
  stdio: 'ignore',
  detached: true,
})
let peakStarting = { totalMb: 0, largestMb: 0 }
while ((await status(`http://127.0.0.1:${PORT}/`)) !== 200) {
  if (server.exitCode !== null) throw new Error('npm start exited before serving')
  const now = treeMemory(server.pid!)
  if (now.totalMb > peakStarting.totalMb) peakStarting = now
  await new Promise((resolve) => setTimeout(resolve, 250))
}
const firstPageIn = seconds(startAt)
const totalIn = seconds(started)

for (let i = 0; i < 50; i++) {
  await Promise.all(['/', '/admin', '/api/pages', '/healthz'].map((p) => status(`http://127.0.0.1:${PORT}${p}`)))
}
const serving = treeMemory(server.pid!)

const stopAt = performance.now()
process.kill(-server.pid!, 'SIGTERM')
// Stopped when every process of the group (npm, supervisor, Next.js, PostgreSQL) is gone.
for (;;) {
  try {
    process.kill(-server.pid!, 0)
  } catch {
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 50))
}
const stoppedIn = seconds(stopAt)
fs.rmSync(dir, { recursive: true, force: true })

console.log(
  [
    'cold start (fresh clone of HEAD)',
    `  npm ci                           ${installedIn} s`,
    `  npm start to first page (200)    ${firstPageIn} s`,
    `  clone to first page              ${totalIn} s`,
    `  peak memory while starting       ${peakStarting.totalMb.toFixed(0)} MB (largest process ${peakStarting.largestMb.toFixed(0)} MB)`,
    `  memory serving, after 200 reqs   ${serving.totalMb.toFixed(0)} MB (largest process ${serving.largestMb.toFixed(0)} MB)`,
    `  stop (SIGTERM) to all exited     ${stoppedIn} s`,
  ].join('\n'),
)
