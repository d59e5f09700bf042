import fs from 'node:fs'
import path from 'node:path'

import { isAlive } from './database/embedded-paths'

export class AlreadyRunningError extends Error {
  override name = 'AlreadyRunningError'
}

/**
 * Takes an exclusive lock file holding this process's pid. A lock left by a process that
 * no longer exists (a crash, a kill -9) is taken over; a live one is refused.
 */
export function acquireLock(file: string, holder: string): { release: () => void } {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n${holder}\n`, { flag: 'wx' })
      return {
        release: () => {
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
      throw new AlreadyRunningError(
        `Another ${owner.holder} (pid ${owner.pid}) is already using ${path.dirname(file)}. ` +
          'Stop it first (Ctrl-C in its terminal), or set DATA_DIR or DATABASE_URL to use another database.',
      )
    }
    fs.rmSync(file, { force: true })
  }
  throw new AlreadyRunningError(`Could not take the lock ${file}`)
}

function readOwner(file: string): { pid: number; holder: string } | undefined {
  try {
    const [pid, holder] = fs.readFileSync(file, 'utf8').split('\n')
    const parsed = Number.parseInt(pid ?? '', 10)
    return Number.isInteger(parsed) ? { pid: parsed, holder: holder || 'process' } : undefined
  } catch {
    return undefined
  }
}
