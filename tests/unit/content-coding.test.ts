import { describe, expect, it } from 'vitest'

import { forbidsTransform, isCompressibleType, isSharedCacheable, preferredContentCoding } from '@/server/http/content-coding'

describe('preferredContentCoding', () => {
  it('answers browsers, which accept both, with brotli', () => {
    expect(preferredContentCoding('gzip, deflate, br, zstd')).toBe('br')
  })

  it('follows the weights the client gives', () => {
    expect(preferredContentCoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredContentCoding('gzip;q=0.2, br;q=0.9')).toBe('br')
    expect(preferredContentCoding('br;q=0, gzip;q=0')).toBe('identity')
  })

  it('sends the body as it is to a client that names no coding it can read', () => {
    expect(preferredContentCoding(undefined)).toBe('identity')
    expect(preferredContentCoding('')).toBe('identity')
    expect(preferredContentCoding('identity')).toBe('identity')
    expect(preferredContentCoding('deflate')).toBe('identity')
  })

  it('reads * as any coding not named', () => {
    expect(preferredContentCoding('*')).toBe('br')
    expect(preferredContentCoding('br;q=0, *')).toBe('gzip')
  })

  it('ignores case and spaces, and a weight it cannot read', () => {
    expect(preferredContentCoding(' GZIP ; Q=1 ')).toBe('gzip')
    expect(preferredContentCoding('br;q=lots, gzip')).toBe('gzip')
  })
})

describe('isCompressibleType', () => {
  it('compresses text, JSON, XML and SVG', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/x-component',
      'application/json',
      'application/manifest+json',
      'application/xml',
      'image/svg+xml',
      'application/javascript',
    ]) {
      expect(isCompressibleType(type), type).toBe(true)
    }
  })

  it('leaves pictures, fonts and unknown bodies alone', () => {
    for (const type of ['image/avif', 'image/webp', 'font/woff2', 'application/octet-stream', undefined, '']) {
      expect(isCompressibleType(type), String(type)).toBe(false)
    }
  })
})

describe('isSharedCacheable', () => {
  it('is true for what Next sends with a cached page', () => {
    expect(isSharedCacheable('s-maxage=3600, stale-while-revalidate=31532400')).toBe(true)
    expect(isSharedCacheable('public, max-age=31536000, immutable')).toBe(true)
  })

  it('is false for a personal or uncached answer', () => {
    expect(isSharedCacheable('private, no-store')).toBe(false)
    expect(isSharedCacheable('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false)
    expect(isSharedCacheable('max-age=60')).toBe(false)
    expect(isSharedCacheable(undefined)).toBe(false)
  })
})

describe('forbidsTransform', () => {
  it('reads no-transform among other directives', () => {
    expect(forbidsTransform('public, no-transform')).toBe(true)
    expect(forbidsTransform('s-maxage=60')).toBe(false)
    expect(forbidsTransform(undefined)).toBe(false)
  })
})
