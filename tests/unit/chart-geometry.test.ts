import { describe, expect, it } from 'vitest'

import { bandPath, daysBetween, groupedBands, linearScale, linePath, niceStep, niceTicks, pointPositions, thinLabels } from '@/cms/admin/charts/geometry'

describe('chart geometry', () => {
  it('maps values linearly, inverted ranges included (SVG’s y grows downwards)', () => {
    const y = linearScale([0, 100], [200, 0])
    expect(y(0)).toBe(200)
    expect(y(25)).toBe(150)
    expect(y(100)).toBe(0)
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5)
  })

  it('picks round steps and ticks that cover the data', () => {
    expect(niceStep(87, 5)).toBe(20)
    expect(niceStep(0.9, 5)).toBe(0.2)
    expect(niceTicks(0, 87)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(niceTicks(0.031, 0.048)).toEqual([0.03, 0.035, 0.04, 0.045, 0.05])
    expect(niceTicks(0, 0)).toEqual([0, 1])
    expect(niceTicks(3, 3)).toEqual([1, 3, 5])
    expect(niceTicks(Number.NaN, 3)).toEqual([0, 1])
    for (const [min, max] of [
      [0, 3],
      [12, 2718],
      [0.001, 0.0042],
      [-5, 5],
    ] as const) {
      const ticks = niceTicks(min, max)
      expect(ticks[0]).toBeLessThanOrEqual(min)
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max)
      expect(ticks.length).toBeLessThanOrEqual(12)
    }
  })

  it('draws lines with gaps where a day has no value', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5.555, y: 20 }, null, { x: 20, y: 5 }, { x: 30, y: 0 }])).toBe('M0 10 L5.56 20 M20 5 L30 0')
    expect(linePath([])).toBe('')
  })

  it('closes a band between two lines, broken where a bound is missing', () => {
    const upper = [{ x: 0, y: 1 }, { x: 10, y: 2 }, null, { x: 30, y: 4 }]
    const lower = [
      { x: 0, y: 5 },
      { x: 10, y: 6 },
      { x: 20, y: 7 },
      { x: 30, y: 8 },
    ]
    expect(bandPath(upper, lower)).toBe('M0 1 L10 2 L10 6 L0 5 Z M30 4 L30 8 Z')
  })

  it('spreads points and grouped bars over the plot', () => {
    expect(pointPositions(3, 0, 100)).toEqual([0, 50, 100])
    expect(pointPositions(1, 0, 100)).toEqual([50])
    const bands = groupedBands(2, 3, 0, 200, 0.25)
    expect(bands).toHaveLength(2)
    expect(bands[0]![0]).toEqual({ start: 12.5, width: 25 })
    expect(bands[1]![2]!.start + bands[1]![2]!.width).toBeCloseTo(187.5)
  })

  it('thins long axes but keeps the first and last label', () => {
    const days = Array.from({ length: 30 }, (_, index) => index)
    const shown = thinLabels(days, 6).map((entry) => entry.index)
    expect(shown[0]).toBe(0)
    expect(shown.at(-1)).toBe(29)
    expect(shown.length).toBeLessThanOrEqual(7)
    expect(thinLabels(['a', 'b'], 6)).toEqual([
      { index: 0, label: 'a' },
      { index: 1, label: 'b' },
    ])
  })

  it('lists every UTC day of a range', () => {
    expect(daysBetween(new Date('2026-02-27T22:00:00Z'), new Date('2026-03-02T01:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(daysBetween(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-01T00:00:00Z'))).toEqual([])
  })
})
