import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'migrations', 'public', 'payload.config.ts', 'next.config.ts', 'package-lock.json']

/** Settings next.config.ts bakes into the build: the CSP's connect-src allows their origins. */
export const BUILD_SETTINGS = ['TRACKING_URL', 'SENTRY_DSN'] as const

const SETTINGS_STAMP = 'orbit-build-settings.json'

type Settings = Record<string, string | undefined>

function bakedSettings(source: Settings): Record<string, string> {
  return Object.fromEntries(BUILD_SETTINGS.map((name) => [name, source[name]?.trim() ?? '']))
}

export function recordBuildSettings(root: string, distDir: string, source: Settings): void {
  fs.writeFileSync(path.join(root, distDir, SETTINGS_STAMP), JSON.stringify(bakedSettings(source)))
}

export function buildIsStale(root: string, distDir: string, source: Settings = {}): boolean {
  let builtAt: number
  try {
    builtAt = fs.statSync(path.join(root, distDir, 'BUILD_ID')).mtimeMs
  } catch {
    return true
  }
  if (SOURCES.some((entry) => newestChange(path.join(root, entry)) > builtAt)) return true
  return readStamp(path.join(root, distDir, SETTINGS_STAMP)) !== JSON.stringify(bakedSettings(source))
}

/** `next build` alone writes no stamp. */
function readStamp(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return JSON.stringify(bakedSettings({}))
  }
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
