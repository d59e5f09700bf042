import fs from 'node:fs'
import path from 'node:path'

/** What a production build is made from; a change to any of them calls for a new build. */
const SOURCES = ['src', 'migrations', 'public', 'payload.config.ts', 'next.config.ts', 'package-lock.json']

/** Settings next.config.ts bakes into the build: the CSP's connect-src allows their origins. */
export const BUILD_SETTINGS = ['TRACKING_URL', 'SENTRY_DSN'] as const

const SETTINGS_STAMP = 'orbit-build-settings.json'

type Settings = Record<string, string | undefined>

function bakedSettings(source: Settings): Record<string, string> {
  return Object.fromEntries(BUILD_SETTINGS.map((name) => [name, source[name]?.trim() ?? '']))
}

/** Notes the settings a build was made with, so that changing one calls for a new build. */
export function recordBuildSettings(root: string, distDir: string, source: Settings): void {
  fs.writeFileSync(path.join(root, distDir, SETTINGS_STAMP), JSON.stringify(bakedSettings(source)))
}

/**
 * True when `distDir` holds no build, one older than the newest source file, or one made with
 * other build settings than `source` has now.
 */
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

/** A build without a stamp (made by `next build` alone) counts as made without those settings. */
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
