import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { BytesBoundedMap } from './bytes-bounded-map'
import type { ContentCoding } from './content-coding'

type Entry = Partial<Record<ContentCoding, Buffer>> & { bytes: number }

/*
 * Settings chosen by timing an 82 KB page here: brotli quality 5 takes about 3 ms and comes within
 * 2 % of quality 6, while 8 and up take 40 to 160 ms; gzip's level 9 takes 2 ms. Each body is
 * encoded once, so the slower, smaller settings would still cost a visitor that wait.
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 9

function encode(identity: Buffer, coding: Exclude<ContentCoding, 'identity'>): Buffer {
  return coding === 'br'
    ? brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      })
    : gzipSync(identity, { level: GZIP_LEVEL })
}

/**
 * The bytes of bodies that go out many times, each coding made once: a cached page, which Next
 * hands over as one JavaScript string on every request. Keyed by the body's text, so an entry can
 * only ever answer for the very same body. Least recently used bodies leave first, past `maxBytes`
 * (the texts, which the map keeps alive, counted at two bytes a character).
 */
export class EncodedBodies {
  private readonly entries: BytesBoundedMap<string, Entry>

  constructor(maxBytes: number) {
    this.entries = new BytesBoundedMap(maxBytes)
  }

  encoded(body: string, coding: ContentCoding): Buffer {
    let entry = this.entries.get(body)
    if (!entry) {
      const identity = Buffer.from(body, 'utf8')
      entry = { identity, bytes: body.length * 2 + identity.length }
      this.entries.set(body, entry)
    }
    const existing = entry[coding]
    if (existing) return existing
    const made = encode(entry.identity as Buffer, coding as Exclude<ContentCoding, 'identity'>)
    entry[coding] = made
    this.entries.grow(entry, made.length)
    return made
  }

  /** How many bodies are kept, and their bytes. */
  get size(): { entries: number; bytes: number } {
    return this.entries.size
  }
}
