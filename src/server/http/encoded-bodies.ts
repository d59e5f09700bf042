import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { BytesBoundedMap } from './bytes-bounded-map'
import type { ContentCoding } from './content-coding'

type Entry = Partial<Record<ContentCoding, Buffer>> & { bytes: number }

/* Each body is encoded once, but its first visitor waits for it: fast settings, little bigger than the slow ones. */
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
 * Each coding of a cached page made once. Keyed by the body's text, so an entry only ever answers
 * for the very same body; texts are counted at two bytes a character.
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

  get size(): { entries: number; bytes: number } {
    return this.entries.size
  }
}
