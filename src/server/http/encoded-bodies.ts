import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'

import { BytesBoundedMap } from './bytes-bounded-map'
import type { ContentCoding } from './content-coding'

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

/** The pages asked for without compression lately, kept decompressed. */
type Decompressed = BytesBoundedMap<EncodedBody, { identity: Buffer; bytes: number }>

/**
 * A page kept compressed, at about a tenth of its size, so hundreds of pages fit where tens did.
 * Gzip is made at once, brotli the first time a visitor asks for it; a visitor who accepts
 * neither gets the page decompressed, which costs less than a render.
 */
export class EncodedBody {
  private readonly codings: Partial<Record<Exclude<ContentCoding, 'identity'>, Buffer>>
  readonly length: number

  constructor(
    identity: Buffer,
    private readonly grew: (by: number) => void,
    private readonly decompressed: Decompressed,
  ) {
    this.codings = { gzip: encode(identity, 'gzip') }
    this.length = identity.length
  }

  get bytes(): number {
    return Object.values(this.codings).reduce((sum, coded) => sum + coded.length, 0)
  }

  in(coding: ContentCoding): Buffer {
    if (coding === 'identity') {
      const kept = this.decompressed.get(this)?.identity
      if (kept) return kept
      const identity = gunzipSync(this.codings.gzip as Buffer)
      this.decompressed.set(this, { identity, bytes: identity.length })
      return identity
    }
    const existing = this.codings[coding]
    if (existing) return existing
    const made = encode(this.in('identity'), coding)
    this.codings[coding] = made
    this.grew(made.length)
    return made
  }
}

type Entry = { body: EncodedBody; bytes: number }

/**
 * Each cached page's codings, made once. Keyed by a digest of the text, so an entry only ever
 * answers for the very same body, and the store keeps compressed bytes, not the text Next handed
 * over (two bytes a character once a page has any character outside Latin-1).
 */
export class EncodedBodies {
  private readonly entries: BytesBoundedMap<string, Entry>
  private readonly decompressed: Decompressed

  constructor(maxBytes: number, decompressedMaxBytes = 0) {
    this.entries = new BytesBoundedMap(maxBytes)
    this.decompressed = new BytesBoundedMap(decompressedMaxBytes)
  }

  of(text: string): EncodedBody {
    return this.ofBytes(Buffer.from(text, 'utf8'))
  }

  ofBytes(identity: Buffer): EncodedBody {
    const key = createHash('sha256').update(identity).digest('base64')
    const found = this.entries.get(key)
    if (found) return found.body
    const body = new EncodedBody(
      identity,
      (by) => {
        // A body the store let go of may still be sent, or kept as a page copy: it no longer counts here.
        if (this.entries.peek(key) === entry) this.entries.grow(entry, by)
      },
      this.decompressed,
    )
    const entry: Entry = { body, bytes: body.bytes }
    this.entries.set(key, entry)
    return body
  }

  get size(): { entries: number; bytes: number } {
    return this.entries.size
  }
}
