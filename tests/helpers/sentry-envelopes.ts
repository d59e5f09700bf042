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
