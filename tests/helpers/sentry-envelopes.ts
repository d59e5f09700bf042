import type { IncomingMessage } from 'node:http'
import { gunzipSync } from 'node:zlib'

/** What a Sentry SDK posted, as text (its envelopes may come gzipped). */
export async function envelopeBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')
}

/** One item of a Sentry envelope: its header (the item's type) and its payload (an event…). */
export type EnvelopeItem = { header: { type?: string }; payload: Record<string, unknown> }

/** An envelope is lines of JSON: its header, then a header and a payload per item. */
export function itemsOf(envelope: string): EnvelopeItem[] {
  const [, ...lines] = envelope.split('\n').filter((line) => line.length > 0)
  const items: EnvelopeItem[] = []
  for (let index = 0; index + 1 < lines.length; index += 2) {
    items.push({ header: JSON.parse(lines[index]!) as EnvelopeItem['header'], payload: JSON.parse(lines[index + 1]!) as Record<string, unknown> })
  }
  return items
}
