import fs from 'node:fs'
import path from 'node:path'

import { isAlive } from './database/embedded-paths'

export class AlreadyRunningError extends Error {
  override name = 'AlreadyRunningError'
}

/** Locks this process holds; a lock file naming our own pid is stale unless listed here. */
const heldHere = new Set<string>()

/**
 * Takes an exclusive lock file holding this process's pid. A lock left by a process that
 * no longer exists (a crash, a kill -9) is taken over; a live one is refused.
 */
export function acquireLock(file: string, holder: string): { release: () => void } {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n${holder}\n`, { flag: 'wx' })
      heldHere.add(file)
      return {
        release: () => {
          heldHere.delete(file)
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    // In a container a restarted server often gets the same pid as the one that crashed.
    const ownedByLiveProcess = owner && (owner.pid === process.pid ? heldHere.has(file) : isAlive(owner.pid))
    if (ownedByLiveProcess) {
      throw new AlreadyRunningError(
        `Another ${owner!.holder} (pid ${owner!.pid}) is already using ${path.dirname(file)}. ` +
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
