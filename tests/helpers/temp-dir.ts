import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { isReachableByOthers } from '../../src/server/database/embedded-paths'

/**
 * The system's temporary folder, or /tmp when TMPDIR names a private one: the embedded
 * database's `postgres` user (when run as root) must be able to enter the folders made here.
 */
export function reachableTempRoot(): string {
  return isReachableByOthers(os.tmpdir()) ? os.tmpdir() : '/tmp'
}

/** A temporary folder that the embedded database's `postgres` user can enter (when run as root). */
export function makeTempDir(prefix: string): { path: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(reachableTempRoot(), prefix))
  fs.chmodSync(dir, 0o755)
  return { path: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
