import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The comment Turbopack ends each chunk with: the only difference between the copies. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/
/** Below this a copy costs less than keeping track of it. */
const MIN_BYTES = 16 * 1024

/**
 * Turbopack's production build (Next 16.4) writes some server chunks several times under
 * different names, the same code byte for byte but for their source map comment: every route's
 * bundle gets its own copy of the chunk with the Payload config (4.4 MB, of which the server
 * loaded ten copies, 83 MB of its heap, as a heap snapshot showed). Node loads each file as its own module.
 *
 * This keeps the first copy of each and turns the others into a module that exports it: Turbopack's
 * runtime takes a chunk's modules from `require(file)` and keeps the factories it already has,
 * so it gets the same modules from one source. Run after the compile (next.config.ts's
 * `runAfterProductionCompile`), before Next loads any chunk to collect page data.
 */
export function dedupeServerChunks(distDir: string): { replaced: number; bytesSaved: number } {
  const chunksDir = path.join(distDir, 'server', 'chunks')
  const firstWithCode = new Map<string, string>()
  let replaced = 0
  let bytesSaved = 0
  for (const file of javascriptFiles(chunksDir)) {
    const text = fs.readFileSync(file, 'utf8')
    if (text.length < MIN_BYTES) continue
    const digest = createHash('sha256').update(text.replace(SOURCE_MAP_COMMENT, '')).digest('hex')
    const first = firstWithCode.get(digest)
    if (first === undefined) {
      firstWithCode.set(digest, file)
      continue
    }
    const relative = path.relative(path.dirname(file), first).split(path.sep).join('/')
    fs.writeFileSync(file, `module.exports = require(${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)})\n`)
    // Its map described the copy's code, which is gone.
    fs.rmSync(`${file}.map`, { force: true })
    replaced += 1
    bytesSaved += Buffer.byteLength(text)
  }
  return { replaced, bytesSaved }
}

/** Every .js file under `dir`, in a stable order (the first copy kept is the same on every build). */
function javascriptFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => path.join(dir, name))
}
