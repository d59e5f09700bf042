import { MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH } from '@/domain/tracking/limits'

const encoder = new TextEncoder()

/** The size of `text` as UTF-8, as it travels. */
export const byteLength = (text: string) => encoder.encode(text).length

/**
 * Request bodies for `events`: JSON arrays of at most `maxEvents` events and `maxBytes` bytes,
 * which the collector accepts whole. An event too big to travel even alone is left out (the
 * collector would refuse the request, and with it the events beside it).
 */
export function requestBodies(events: readonly unknown[], { maxEvents = MAX_EVENTS_PER_BATCH, maxBytes = MAX_BATCH_BYTES } = {}): string[] {
  const bodies: string[] = []
  let parts: string[] = []
  let size = 2 // the brackets
  const close = () => {
    if (parts.length > 0) bodies.push(`[${parts.join(',')}]`)
    parts = []
    size = 2
  }
  for (const event of events) {
    const part = JSON.stringify(event)
    const partSize = byteLength(part)
    if (partSize + 2 > maxBytes) continue
    const separator = parts.length > 0 ? 1 : 0
    if (parts.length >= maxEvents || size + separator + partSize > maxBytes) close()
    size += (parts.length > 0 ? 1 : 0) + partSize
    parts.push(part)
  }
  close()
  return bodies
}
