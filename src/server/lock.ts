import fs from 'node:fs'
import path from 'node:path'

import { isAlive } from './database/embedded-paths'

export class AlreadyRunningError extends Error {
  override name = 'AlreadyRunningError'
}

/** A lock file naming our own pid is stale unless listed here. */
const heldHere = new Set<string>()

type Owner = { pid: number; holder: string }

/** Written aside, then hard-linked into place, so the file appears complete or not at all. A dead holder's lock is taken over. */
export function acquireLock(file: string, holder: string): { release: () => void } {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusively(file, `${process.pid}\n${holder}\n`)) {
      heldHere.add(file)
      return {
        release: () => {
          heldHere.delete(file)
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true })
        },
      }
    }
    const owner = readOwner(file)
    if (owner && isLive(owner, file)) throw alreadyRunning(owner, file)
    removeStaleLock(file, owner)
  }
  throw new AlreadyRunningError(`Could not take the lock ${file}: another process keeps taking it.`)
}

function createExclusively(file: string, content: string): boolean {
  const scratch = `${file}.${process.pid}.tmp`
  fs.writeFileSync(scratch, content)
  try {
    fs.linkSync(scratch, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    fs.rmSync(scratch, { force: true })
  }
}

/** Checks that what was moved is the lock judged stale: two processes may take over at once. */
function removeStaleLock(file: string, stale: Owner | undefined) {
  const aside = `${file}.stale.${process.pid}`
  try {
    fs.renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return // someone else moved it first
    throw error
  }
  const moved = readOwner(aside)
  if (moved && stale && moved.pid !== stale.pid && isLive(moved, file)) {
    fs.renameSync(aside, file)
    throw alreadyRunning(moved, file)
  }
  fs.rmSync(aside, { force: true })
}

function isLive(owner: Owner, file: string): boolean {
  // In a container a restarted server often gets the same pid as the one that crashed.
  return owner.pid === process.pid ? heldHere.has(file) : isAlive(owner.pid)
}

function alreadyRunning(owner: Owner, file: string) {
  return new AlreadyRunningError(
    `Another ${owner.holder} (pid ${owner.pid}) is already using ${path.dirname(file)}. ` +
      'Stop it first (Ctrl-C in its terminal), or set DATA_DIR or DATABASE_URL to use another database.',
  )
}

function readOwner(file: string): Owner | undefined {
  try {
    const [pid, holder] = fs.readFileSync(file, 'utf8').split('\n')
    const parsed = Number.parseInt(pid ?? '', 10)
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, holder: holder || 'process' } : undefined
  } catch {
    return undefined
  }
}
