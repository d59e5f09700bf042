import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BatchWriter, FlushTimeoutError, OverloadedError } from '@/analytics/collector/batch-writer'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

function recorder(outcome: () => Promise<void> = () => Promise.resolve()) {
  const batches: (readonly number[])[] = []
  const flush = vi.fn(async (items: readonly number[]) => {
    batches.push(items)
    await outcome()
  })
  return { batches, flush }
}

describe('BatchWriter', () => {
  it('gathers many small writes into one flush after the delay, and settles them all', async () => {
    const { batches, flush } = recorder()
    const writer = new BatchWriter(flush, { maxItems: 500, maxDelayMs: 100 })
    const writes = Array.from({ length: 20 }, (_, i) => writer.write([i * 2, i * 2 + 1]))
    expect(flush).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    await Promise.all(writes)
    expect(batches).toHaveLength(1)
    expect(batches[0]).toHaveLength(40)
    expect(writer.pending).toBe(0)
  })

  it('flushes at once when a batch is full, without waiting for the delay', async () => {
    const { batches, flush } = recorder()
    const writer = new BatchWriter(flush, { maxItems: 10, maxDelayMs: 100 })
    const full = writer.write([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    await full
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]])
  })

  it('keeps one write in one batch, and a batch within maxItems unless one write exceeds it', async () => {
    const { batches, flush } = recorder()
    const writer = new BatchWriter(flush, { maxItems: 4, maxDelayMs: 100 })
    const writes = [writer.write([1, 2, 3]), writer.write([4, 5, 6]), writer.write([7, 8, 9, 10, 11])]
    await vi.advanceTimersByTimeAsync(100)
    await Promise.all(writes)
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9, 10, 11],
    ])
  })

  it('rejects every write of a failed flush, and only those', async () => {
    let fail = true
    const { flush } = recorder(() => (fail ? Promise.reject(new Error('database down')) : Promise.resolve()))
    const writer = new BatchWriter(flush, { maxItems: 2, maxDelayMs: 100 })
    const failed = [writer.write([1]), writer.write([2])]
    await expect(failed[0]).rejects.toThrow('database down')
    await expect(failed[1]).rejects.toThrow('database down')
    fail = false
    await expect(writer.write([3, 4])).resolves.toBeUndefined()
  })

  it('gives up on a flush that hangs', async () => {
    const writer = new BatchWriter<number>(() => new Promise(() => {}), { maxItems: 1, flushTimeoutMs: 4_000 })
    const write = writer.write([1])
    const outcome = expect(write).rejects.toBeInstanceOf(FlushTimeoutError)
    await vi.advanceTimersByTimeAsync(4_000)
    await outcome
  })

  it('runs at most maxConcurrentFlushes at once and queues the rest', async () => {
    let running = 0
    let most = 0
    let started = 0
    const release: (() => void)[] = []
    const writer = new BatchWriter<number>(
      async () => {
        started += 1
        running += 1
        most = Math.max(most, running)
        await new Promise<void>((resolve) => release.push(resolve))
        running -= 1
      },
      { maxItems: 1, maxConcurrentFlushes: 2 },
    )
    const writes = [1, 2, 3, 4, 5].map((n) => writer.write([n]))
    expect(running).toBe(2)
    while (release.length > 0) {
      release.shift()!()
      await vi.advanceTimersByTimeAsync(0) // lets the finished flush hand over to a queued one
    }
    await Promise.all(writes)
    expect(started).toBe(5)
    expect(most).toBe(2)
  })

  it('refuses writes beyond maxQueuedItems instead of queueing without bound', async () => {
    const writer = new BatchWriter<number>(() => new Promise(() => {}), { maxItems: 100, maxQueuedItems: 5, flushTimeoutMs: 1_000 })
    const first = writer.write([1, 2, 3, 4, 5])
    await expect(writer.write([6])).rejects.toBeInstanceOf(OverloadedError)
    const settled = expect(first).rejects.toBeInstanceOf(FlushTimeoutError)
    await vi.advanceTimersByTimeAsync(1_100)
    await settled
  })

  it('keeps a timed-out flush’s slot and queued items until the flush really settles', async () => {
    const release: (() => void)[] = []
    let started = 0
    const writer = new BatchWriter<number>(
      () => {
        started += 1
        return new Promise<void>((resolve) => release.push(resolve))
      },
      { maxItems: 1, maxConcurrentFlushes: 1, maxQueuedItems: 2, flushTimeoutMs: 1_000 },
    )
    const first = writer.write([1])
    const firstTimedOut = expect(first).rejects.toBeInstanceOf(FlushTimeoutError)
    await vi.advanceTimersByTimeAsync(1_000)
    await firstTimedOut // the visitor hears at once
    expect(writer.pending).toBe(1) // but the query still holds its connection

    const second = writer.write([2])
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toBe(1) // no second query beside the hung one
    await expect(writer.write([3])).rejects.toBeInstanceOf(OverloadedError)

    release.shift()!() // the hung query ends at last
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toBe(2)
    release.shift()!()
    await expect(second).resolves.toBeUndefined()
    await vi.advanceTimersByTimeAsync(0)
    expect(writer.pending).toBe(0)
  })

  it('retries a batch one write at a time when retryAlone says the data was at fault', async () => {
    const bad = Object.assign(new Error('invalid byte sequence'), { code: '22021' })
    const batches: (readonly number[])[] = []
    const writer = new BatchWriter<number>(
      async (items) => {
        batches.push(items)
        if (items.includes(-1)) throw bad
      },
      { maxDelayMs: 100, retryAlone: (error) => error === bad },
    )
    const writes = [writer.write([1, 2]), writer.write([-1]), writer.write([3])]
    const outcomes = Promise.allSettled(writes)
    await vi.advanceTimersByTimeAsync(100)
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    await expect(writes[1]).rejects.toBe(bad)
    expect(batches).toEqual([[1, 2, -1, 3], [1, 2], [-1], [3]])
    expect(writer.pending).toBe(0)
  })

  it('does not retry alone for other failures, such as a database that is down', async () => {
    const down = new Error('connect ECONNREFUSED')
    const flush = vi.fn(async () => {
      throw down
    })
    const writer = new BatchWriter<number>(flush, { maxDelayMs: 100, retryAlone: () => false })
    const outcomes = Promise.allSettled([writer.write([1]), writer.write([2])])
    await vi.advanceTimersByTimeAsync(100)
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
    expect(flush).toHaveBeenCalledTimes(1)
  })

  it('drain sends what is gathered and waits for it', async () => {
    const { batches, flush } = recorder()
    const writer = new BatchWriter(flush, { maxDelayMs: 10_000 })
    void writer.write([1])
    await writer.drain()
    expect(batches).toEqual([[1]])
  })
})
