/* Chart geometry with no React, so every number in a chart is unit-tested. */

export type Scale = ((value: number) => number) & { domain: readonly [number, number]; range: readonly [number, number] }

/** Maps [d0, d1] linearly onto [r0, r1]; a flat domain maps everything to the middle of the range. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0
  const scale = ((value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0))) as Scale
  scale.domain = domain
  scale.range = range
  return scale
}

/** 1, 2 or 5 times a power of ten: the step people read at a glance. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1
  const raw = span / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / power
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
  return nice * power
}

/** Round ticks covering [min, max], starting and ending on a tick; a flat range gets one below and above. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1]
  if (min > max) [min, max] = [max, min]
  if (min === max) {
    if (min === 0) return [0, 1]
    const step = niceStep(Math.abs(min), 2)
    return [min - step, min, min + step].map((value) => roundTo(value, step))
  }
  const step = niceStep(max - min, count)
  const first = Math.floor(min / step) * step
  const last = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let value = first; value <= last + step / 2; value += step) ticks.push(roundTo(value, step))
  return ticks
}

/** Removes binary noise (0.30000000000000004) at the step's precision. */
function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  return Number(value.toFixed(Math.min(decimals, 12)))
}

export type Point = { x: number; y: number }

/** Two decimals are enough on a screen and keep the markup short. */
export function coordinate(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** A null point breaks the line, so a day without data is a gap rather than a slope. */
export function linePath(points: readonly (Point | null)[]): string {
  const segments: string[] = []
  let open = false
  for (const point of points) {
    if (point === null) {
      open = false
      continue
    }
    segments.push(`${open ? 'L' : 'M'}${coordinate(point.x)} ${coordinate(point.y)}`)
    open = true
  }
  return segments.join(' ')
}

/** A closed band between two lines (a confidence interval), broken like linePath where a bound is missing. */
export function bandPath(upper: readonly (Point | null)[], lower: readonly (Point | null)[]): string {
  const parts: string[] = []
  let run: { upper: Point; lower: Point }[] = []
  const close = () => {
    if (run.length > 0) {
      const top = run.map(({ upper: point }, index) => `${index === 0 ? 'M' : 'L'}${coordinate(point.x)} ${coordinate(point.y)}`)
      const bottom = [...run].reverse().map(({ lower: point }) => `L${coordinate(point.x)} ${coordinate(point.y)}`)
      parts.push(`${top.join(' ')} ${bottom.join(' ')} Z`)
    }
    run = []
  }
  for (let index = 0; index < Math.max(upper.length, lower.length); index += 1) {
    const high = upper[index] ?? null
    const low = lower[index] ?? null
    if (high === null || low === null) close()
    else run.push({ upper: high, lower: low })
  }
  close()
  return parts.join(' ')
}

export function pointPositions(count: number, start: number, end: number): number[] {
  if (count <= 0) return []
  if (count === 1) return [(start + end) / 2]
  const step = (end - start) / (count - 1)
  return Array.from({ length: count }, (_, index) => start + index * step)
}

export type Band = { start: number; width: number }

/** `padding` (0–1) of each slot is left empty between groups. */
export function groupedBands(groups: number, perGroup: number, start: number, end: number, padding = 0.25): Band[][] {
  if (groups <= 0 || perGroup <= 0) return []
  const slot = (end - start) / groups
  const inner = slot * (1 - padding)
  const barWidth = inner / perGroup
  return Array.from({ length: groups }, (_, group) => {
    const groupStart = start + group * slot + (slot - inner) / 2
    return Array.from({ length: perGroup }, (_, bar) => ({ start: groupStart + bar * barWidth, width: barWidth }))
  })
}

/** At most `max` labels of a long axis: every n-th, always the last. */
export function thinLabels<T>(labels: readonly T[], max: number): { index: number; label: T }[] {
  if (labels.length <= max) return labels.map((label, index) => ({ index, label }))
  const every = Math.ceil(labels.length / Math.max(1, max))
  return labels
    .flatMap((label, index) => (index % every === 0 || index === labels.length - 1 ? [{ index, label }] : []))
    .filter((entry, position, all) => position === all.length - 1 || all[all.length - 1]!.index - entry.index >= every / 2 || entry.index === 0)
}

/** Every UTC day from `since` to `until` (both included) as YYYY-MM-DD, so a chart's axis has no holes. */
export function daysBetween(since: Date, until: Date, limit = 400): string[] {
  const days: string[] = []
  const cursor = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()))
  const last = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate())
  while (cursor.getTime() <= last && days.length < limit) {
    days.push(cursor.toISOString().slice(0, 10))
    cursor.setUTCDate(cursor.getUTCDate() + 1)
  }
  return days
}
