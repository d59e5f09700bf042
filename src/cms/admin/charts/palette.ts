/** Series colours readable on Payload's light and dark themes, in the order series get them. */
export const SERIES_COLOURS = ['#2f6fdf', '#e8590c', '#2b8a3e', '#ae3ec9', '#c2255c', '#1098ad'] as const

export const THRESHOLD_COLOURS = { good: '#2b8a3e', poor: '#e03131' } as const

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length]!
}
