import { describe, expect, it } from 'vitest'

import { LONGEST_SLEEP_MS, wakeDelay } from '@/domain/job-wake'

const now = new Date('2026-11-26T12:00:00.000Z')

describe('when the job runner next wakes', () => {
  it('runs at once a job that is due or overdue', () => {
    expect(wakeDelay(now, now)).toBe(0)
    expect(wakeDelay(new Date('2026-11-26T11:00:00.000Z'), now)).toBe(0)
  })

  it('wakes at a scheduled publication’s time', () => {
    expect(wakeDelay(new Date('2026-11-26T12:00:01.500Z'), now)).toBe(1_500)
  })

  it('with nothing queued, or a job hours ahead, still looks every ten minutes', () => {
    expect(wakeDelay(null, now)).toBe(LONGEST_SLEEP_MS)
    expect(wakeDelay(new Date('2027-03-01T09:00:00.000Z'), now)).toBe(LONGEST_SLEEP_MS)
    expect(LONGEST_SLEEP_MS).toBe(600_000)
  })
})
