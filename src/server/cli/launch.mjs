/**
 * Runs one of the site's long-lived programs (the supervisor start.ts, the site's server serve.ts,
 * cluster.ts) on Node alone:
 *
 *   node src/server/cli/launch.mjs src/server/cli/start.ts [arguments…]
 *
 * The TypeScript program and the project's modules it imports are compiled into one plain module
 * under node_modules/.cache/site-cli/ (the packages stay in node_modules, where its imports find
 * them), which is then run in this process with the arguments that follow. Compiled on every
 * launch, in about 50 ms, so it is never older than its sources. Its stack traces point into that
 * module, which is readable JavaScript: there is no source map.
 *
 * Why not tsx, as the short tasks (migrations, seed) run: its loader keeps an esbuild service for
 * the life of the process, a child process that pings it every second, and a loader thread of its
 * own. Measured on the idle site's server: 10 CPU ticks in two minutes against 0, and 50 MB more
 * memory.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build, stop } from 'esbuild'

const entry = process.argv[2]
if (!entry?.endsWith('.ts')) {
  console.error('Usage: node src/server/cli/launch.mjs <program.ts> [arguments…]')
  process.exit(2)
}

const root = process.cwd()
// Named after the program's whole path, so two programs never share a file.
const outfile = path.join(root, 'node_modules', '.cache', 'site-cli', `${path.normalize(entry).replaceAll(path.sep, '+').replace(/\.ts$/, '')}.mjs`)

let compiled
try {
  compiled = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    outfile,
    write: false,
    logLevel: 'silent',
  })
} catch (error) {
  console.error(`✗ ${entry} could not be compiled:\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
} finally {
  // Its service would otherwise stay for the life of the process, pinged every second.
  await stop()
}

// Instances of a cluster launch the same programs at once: each writes the whole file under a
// name of its own, then puts it in place.
try {
  mkdirSync(path.dirname(outfile), { recursive: true })
  const written = `${outfile}.${process.pid}`
  writeFileSync(written, compiled.outputFiles[0].contents)
  renameSync(written, outfile)
} catch (error) {
  console.error(
    `✗ ${entry} could not be written to ${path.dirname(outfile)} (${error instanceof Error ? error.message : String(error)}): this user must be able to write there.`,
  )
  process.exit(1)
}

// As if Node had been asked to run the program itself: argv[1] is its path, then its arguments.
process.argv.splice(1, 2, path.resolve(entry))
await import(pathToFileURL(outfile).href)
