import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { dedupeServerChunks } from '@/server/build/server-chunks'

import { makeTempDir } from '../helpers/tempDir'

/*
 * After the compile, server chunks Turbopack wrote several times (the same code under other names)
 * load one copy (src/server/build/server-chunks.ts). A chunk here is what Turbopack writes: a
 * CommonJS module whose exports are the module ids and factories the runtime installs.
 */

let dist: { path: string; remove: () => void }
const chunks = () => path.join(dist.path, 'server', 'chunks')

/** A chunk of about 40 kB, its modules' code made from `seed`, ending with its map comment. */
function writeChunk(relative: string, seed: string): string {
  const file = path.join(chunks(), relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const body = `module.exports=[${JSON.stringify(seed)},function(){return ${JSON.stringify(seed.repeat(4000))}}];\n\n//# sourceMappingURL=${path.basename(file)}.map`
  fs.writeFileSync(file, body)
  fs.writeFileSync(`${file}.map`, '{}')
  return file
}

/** Loads a chunk as Turbopack's runtime does. */
const load = (file: string) => createRequire(file)(file) as unknown[]

beforeEach(() => {
  dist = makeTempDir('orbit-chunks-')
})

afterEach(() => {
  dist.remove()
})

describe('server chunks written more than once', () => {
  it('load the first copy’s modules, from one source', () => {
    const first = writeChunk('_0aaa._.js', 'payload config')
    const copy = writeChunk('_1bbb._.js', 'payload config')
    const nested = writeChunk('ssr/_2ccc._.js', 'payload config')
    const other = writeChunk('_3ddd._.js', 'a page of its own')

    expect(dedupeServerChunks(dist.path)).toEqual({ replaced: 2, bytesSaved: fs.statSync(first).size * 2 })

    const modules = load(first)
    expect(load(copy)).toBe(modules)
    expect(load(nested)).toBe(modules)
    expect(fs.statSync(copy).size).toBeLessThan(100)
    expect(fs.existsSync(`${copy}.map`)).toBe(false)
    // What differs stays as it was, maps included.
    expect(load(other)[0]).toBe('a page of its own')
    expect(fs.existsSync(`${other}.map`)).toBe(true)
    expect(fs.existsSync(`${first}.map`)).toBe(true)
  })

  it('change nothing on a second run, nor in a build with no copies', () => {
    writeChunk('_0aaa._.js', 'payload config')
    writeChunk('_1bbb._.js', 'payload config')
    dedupeServerChunks(dist.path)
    expect(dedupeServerChunks(dist.path)).toEqual({ replaced: 0, bytesSaved: 0 })
    expect(dedupeServerChunks(path.join(dist.path, 'missing'))).toEqual({ replaced: 0, bytesSaved: 0 })
  })
})
