import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { readOrCreateSecret } from '../../infrastructure/secrets'

// Apart from embedded.ts: the Next.js server needs these paths but must not load the code that starts PostgreSQL.

export type EmbeddedOptions = {
  dataDir: string
  port: number
  database: string
}

export const EMBEDDED_USER = 'postgres'

/** For root's checkouts closed to other users, which the `postgres` user must still reach; the first it can enter wins. */
export const SHARED_STATE_DIRS = ['/var/lib/orbit-website', path.join(os.tmpdir(), 'orbit-website'), '/tmp/orbit-website']

export const isRoot = () => process.getuid?.() === 0

export function embeddedPaths(dataDir: string, asRoot: boolean = isRoot()) {
  const inPlace = path.join(dataDir, 'postgres')
  const relocated = asRoot && !isReachableByOthers(dataDir)
  return {
    cluster: relocated ? path.join(sharedStateDir(), clusterKey(dataDir), 'postgres') : inPlace,
    relocated,
    password: path.join(dataDir, 'postgres-password'),
    log: path.join(dataDir, 'postgres.log'),
  }
}

export function sharedStateDir(candidates: readonly string[] = SHARED_STATE_DIRS): string {
  const found = candidates.find(isReachableByOthers)
  if (!found) {
    throw new Error(
      `None of ${candidates.join(', ')} can be entered by other users, so the \`postgres\` user that ` +
        'runs the embedded database as root has nowhere to keep it. Set DATA_DIR to a folder every ' +
        'user can enter, or DATABASE_URL to a PostgreSQL server.',
    )
  }
  return found
}

export function clusterKey(dataDir: string): string {
  const absolute = path.resolve(dataDir)
  const name =
    path
      .basename(path.dirname(absolute))
      .replace(/[^A-Za-z0-9_.-]+/g, '-')
      .slice(0, 40) || 'root'
  return `${name}-${createHash('sha256').update(absolute).digest('hex').slice(0, 12)}`
}

/** Every existing folder on the way is searchable by others (`o+x`); missing ones are made 755. */
export function isReachableByOthers(dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    let mode: number | undefined
    try {
      mode = fs.statSync(current).mode
    } catch {
      mode = undefined // not made yet
    }
    if (mode !== undefined && (mode & 0o001) === 0) return false
    if (current === path.dirname(current)) return true
  }
}

export function embeddedDatabaseUrl({ dataDir, port, database }: EmbeddedOptions): string {
  const password = readOrCreateSecret(embeddedPaths(dataDir).password, 24)
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

export function runningPostmasterPid(clusterDir: string): number | undefined {
  let pidFile: string
  try {
    pidFile = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8')
  } catch {
    return undefined
  }
  const pid = Number.parseInt(pidFile.split('\n')[0] ?? '', 10)
  // After a crash in a container the stale pid is often ours or our parent's now.
  if (pid === process.pid || pid === process.ppid) return undefined
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user (postgres runs as its own user).
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
