/**
 * Runs a long-lived program (start.ts, serve.ts, cluster.ts) compiled by esbuild into one module
 * under node_modules/.cache/site-cli/, not under tsx (docs/decisions/0002).
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
  await stop()
}

// Cluster instances launch at once: each writes under a name of its own, then renames.
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
