/** `npm run check:generated`: regenerates the types and import map from the config alone and compares; the tree is left as it was. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CLI_NODE_ARGS } from './processes'

const root = process.cwd()
const TYPES = 'src/payload-types.ts'
const IMPORT_MAP = 'src/app/(payload)/admin/importMap.js'

// Nothing connects, and no secret is written to .data/.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: 'postgres://check:generated@127.0.0.1:1/none',
  PAYLOAD_SECRET: 'check-generated-needs-no-real-secret',
  NODE_ENV: 'development' as const,
}

/** As the other CLI tasks run (CLI_NODE_ARGS): Payload's own launcher loads Lexical in a way Node 20 sometimes leaves unfinished. */
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

// The import map's imports are relative to where it lives: regenerated in place, compared, put back.
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
