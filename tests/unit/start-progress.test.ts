import { describe, expect, it } from 'vitest'

import { seconds } from '@/server/cli/progress'

describe('seconds', () => {
  it('gives a start-up step’s duration in tenths of seconds, and minutes past one', () => {
    expect(seconds(0)).toBe('0.0 s')
    expect(seconds(412)).toBe('0.4 s')
    expect(seconds(12_345)).toBe('12.3 s')
    expect(seconds(185_000)).toBe('3 min 05 s')
    expect(seconds(600_400)).toBe('10 min 00 s')
  })
})
