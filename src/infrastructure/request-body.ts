/** Content-Length may be absent or lie, so the stream itself is counted and abandoned past the cap. */
import { mediaType } from './http'

export type BodyResult = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'unreadable' } // not UTF-8, or the stream broke off

type WithBody = Pick<Request, 'headers' | 'body'>

export type BytesResult = { kind: 'ok'; bytes: Uint8Array } | { kind: 'too-large' } | { kind: 'unreadable' }

export async function readBytesWithLimit(request: WithBody, maxBytes: number): Promise<BytesResult> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { kind: 'too-large' }
  }
  if (!request.body) return { kind: 'ok', bytes: new Uint8Array() }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return { kind: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { kind: 'unreadable' }
  }
  return { kind: 'ok', bytes: concat(chunks, size) }
}

export async function readBodyWithLimit(request: WithBody, maxBytes: number): Promise<BodyResult> {
  const body = await readBytesWithLimit(request, maxBytes)
  if (body.kind !== 'ok') return body
  try {
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) }
  } catch {
    return { kind: 'unreadable' }
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 0) return new Uint8Array()
  if (chunks.length === 1) return chunks[0]!
  const all = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.byteLength
  }
  return all
}

export type JsonBodyResult = { kind: 'ok'; json: unknown } | { kind: 'refused'; status: 400 | 413 | 415; message: string }

/** `what` names what the client sends ("the action"). */
export async function readJsonBody(request: Request, maxBytes: number, what: string): Promise<JsonBodyResult> {
  const type = mediaType(request.headers.get('content-type'))
  if (type !== 'application/json') return { kind: 'refused', status: 415, message: `Send ${what} as application/json.` }
  const body = await readBodyWithLimit(request, maxBytes)
  if (body.kind === 'too-large') return { kind: 'refused', status: 413, message: `The body may be at most ${maxBytes} bytes.` }
  if (body.kind === 'unreadable') return { kind: 'refused', status: 400, message: 'The body could not be read as UTF-8 text.' }
  try {
    return { kind: 'ok', json: JSON.parse(body.text) }
  } catch {
    return { kind: 'refused', status: 400, message: 'The body is not valid JSON.' }
  }
}
