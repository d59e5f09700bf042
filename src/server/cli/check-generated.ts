/**
 * `npm run check:generated`: fails when src/payload-types.ts or the admin's import map is out
 * of date with the Payload config (run first by `npm test`). Both are regenerated from the
 * config alone, no database needed, and compared with the files in the tree, which are left
 * as they were: the message says which command brings them up to date.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CLI_NODE_ARGS } from './processes'

const root = process.cwd()
const TYPES = 'src/payload-types.ts'
const IMPORT_MAP = 'src/app/(payload)/admin/importMap.js'

// The config reads these when it loads; nothing connects, and no secret is written to .data/.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: 'postgres://check:generated@127.0.0.1:1/none',
  PAYLOAD_SECRET: 'check-generated-needs-no-real-secret',
  NODE_ENV: 'development' as const,
}

/**
 * Runs Payload's command line as this project's other CLI tasks run (CLI_NODE_ARGS): its own
 * launcher loads Lexical in a way that Node 20 sometimes leaves unfinished, and the command
 * then ends without having written anything.
 */
function payload(args: string[], extraEnv: Record<string, string> = {}): string {
  const bin = path.join(root, 'node_modules', 'payload', 'bin.js')
  const result = spawnSync(process.execPath, [...CLI_NODE_ARGS, bin, '--disable-transpile', ...args], {
    cwd: root,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) fail(`payload ${args.join(' ')} failed (exit code ${result.status}):\n${output}`)
  return output
}

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

const stale: string[] = []

// Types: written to a scratch file and compared.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-check-generated-'))
try {
  const fresh = path.join(scratch, 'payload-types.ts')
  const output = payload(['generate:types'], { PAYLOAD_TS_OUTPUT_PATH: fresh })
  if (!fs.existsSync(fresh)) fail(`payload generate:types wrote no types:\n${output}`)
  if (fs.readFileSync(fresh, 'utf8') !== fs.readFileSync(path.join(root, TYPES), 'utf8')) {
    stale.push(`${TYPES} (run \`npm run generate:types\`)`)
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
}

// The import map has no other output path (its imports are relative to where it lives):
// regenerated in place, compared, and put back as it was.
const importMapFile = path.join(root, IMPORT_MAP)
const committed = fs.readFileSync(importMapFile, 'utf8')
try {
  payload(['generate:importmap'])
  if (fs.readFileSync(importMapFile, 'utf8') !== committed) stale.push(`${IMPORT_MAP} (run \`npm run generate:importmap\`)`)
} finally {
  fs.writeFileSync(importMapFile, committed)
}

if (stale.length > 0) {
  console.error(`✗ Generated files are out of date with the Payload config:\n${stale.map((file) => `  - ${file}`).join('\n')}\nRegenerate and commit them.`)
  process.exit(1)
}
console.log(`✓ ${TYPES} and ${IMPORT_MAP} match the Payload config.`)
