import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A temporary folder that the embedded database's `postgres` user can enter (when run as root). */
export function makeTempDir(prefix: string): { path: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  return { path: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
