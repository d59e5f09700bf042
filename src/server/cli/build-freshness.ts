import fs from 'node:fs'
import path from 'node:path'

/** What a production build is made from; a change to any of them calls for a new build. */
const SOURCES = ['src', 'migrations', 'public', 'payload.config.ts', 'next.config.ts', 'package-lock.json']

/** True when `distDir` holds no build, or one older than the newest source file. */
export function buildIsStale(root: string, distDir: string): boolean {
  let builtAt: number
  try {
    builtAt = fs.statSync(path.join(root, distDir, 'BUILD_ID')).mtimeMs
  } catch {
    return true
  }
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt)
}

function newestChange(entry: string): number {
  let stat: fs.Stats
  try {
    stat = fs.statSync(entry)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)))
  return newest
}
