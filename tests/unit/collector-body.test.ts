import { describe, expect, it } from 'vitest'

import { isAcceptedContentType } from '@/analytics/collector/content-type'
import { readBodyWithLimit } from '@/infrastructure/request-body'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/collect', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** A body of `chunks` chunks of 1 KiB with no Content-Length, counting how many were pulled. */
function streamedBody(chunks: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(1024).fill(0x20))
    },
  })
  return { stream, pulled: () => pulled }
}

describe('readBodyWithLimit', () => {
  it('returns the text of a body within the limit', async () => {
    expect(await readBodyWithLimit(post('[{"name":"a"}]'), 1024)).toEqual({ kind: 'ok', text: '[{"name":"a"}]' })
  })

  it('accepts a body of exactly the limit', async () => {
    expect((await readBodyWithLimit(post('x'.repeat(1024)), 1024)).kind).toBe('ok')
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { stream, pulled } = streamedBody(100)
    const result = await readBodyWithLimit(post(stream, { 'content-length': String(100 * 1024) }), 64 * 1024)
    expect(result.kind).toBe('too-large')
    expect(pulled()).toBeLessThanOrEqual(1) // a stream may pre-pull one chunk
  })

  it('stops reading a stream without Content-Length as soon as it passes the limit', async () => {
    const { stream, pulled } = streamedBody(1000)
    expect((await readBodyWithLimit(post(stream), 64 * 1024)).kind).toBe('too-large')
    expect(pulled()).toBeLessThan(70)
  })

  it('does not trust a Content-Length that understates the body', async () => {
    const { stream } = streamedBody(100)
    const result = await readBodyWithLimit(post(stream, { 'content-length': '10' }), 64 * 1024)
    expect(result.kind).toBe('too-large')
  })

  it('calls a body that is not UTF-8 unreadable', async () => {
    expect((await readBodyWithLimit(post(new Uint8Array([0xff, 0xfe, 0x00])), 1024)).kind).toBe('unreadable')
  })

  it('reads a missing body as empty text', async () => {
    expect(await readBodyWithLimit(post(null), 1024)).toEqual({ kind: 'ok', text: '' })
  })
})

describe('isAcceptedContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Text/Plain;charset=UTF-8', true],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/jsonp', false],
    ['', false],
    [null, false],
  ])('%s → %s', (header, expected) => {
    expect(isAcceptedContentType(header)).toBe(expected)
  })
})
