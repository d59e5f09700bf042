/**
 * Group commit: many requests' items become a few INSERTs (or POSTs). A flush that times out
 * rejects its writes at once but keeps its slot until it settles: starting more beside it would
 * let a hung database take every connection.
 */

export type BatchWriterOptions = {
  maxItems: number
  maxDelayMs: number
  maxConcurrentFlushes: number
  /** Beyond this, writes are refused (OverloadedError) instead of queueing memory. */
  maxQueuedItems: number
  flushTimeoutMs: number
  /** For errors caused by the data rather than the destination, so one bad write cannot fail the others. */
  retryAlone?: (error: unknown) => boolean
}

export const DEFAULT_BATCH_OPTIONS: BatchWriterOptions = {
  maxItems: 500,
  maxDelayMs: 100,
  maxConcurrentFlushes: 4,
  maxQueuedItems: 20_000,
  flushTimeoutMs: 4_000,
}

export class OverloadedError extends Error {
  override name = 'OverloadedError'
}

export class FlushTimeoutError extends Error {
  override name = 'FlushTimeoutError'
}

type Write<T> = { items: readonly T[]; resolve: () => void; reject: (error: unknown) => void }
type Batch<T> = { items: T[]; writes: Write<T>[] }

type Outcome = { ok: true } | { ok: false; error: unknown; timedOut: boolean }

export class BatchWriter<T> {
  private readonly options: BatchWriterOptions
  private open: Batch<T> = { items: [], writes: [] }
  private readonly ready: Batch<T>[] = []
  private timer: NodeJS.Timeout | undefined
  private readonly flushing = new Set<Promise<void>>()
  private queued = 0

  constructor(
    private readonly flush: (items: readonly T[]) => Promise<void>,
    options: Partial<BatchWriterOptions> = {},
  ) {
    this.options = { ...DEFAULT_BATCH_OPTIONS, ...options }
  }

  write(items: readonly T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve()
    if (this.queued + items.length > this.options.maxQueuedItems) {
      return Promise.reject(new OverloadedError('Too many events are waiting to be written.'))
    }
    return new Promise<void>((resolve, reject) => {
      // One request's items stay in one batch, so they are stored or refused together.
      if (this.open.items.length > 0 && this.open.items.length + items.length > this.options.maxItems) this.close()
      this.open.items.push(...items)
      this.open.writes.push({ items, resolve, reject })
      this.queued += items.length
      if (this.open.items.length >= this.options.maxItems) this.close()
      else this.timer ??= setTimeout(() => this.close(), this.options.maxDelayMs)
    })
  }

  async drain(): Promise<void> {
    this.close()
    while (this.flushing.size > 0) await Promise.allSettled([...this.flushing])
  }

  get pending(): number {
    return this.queued
  }

  private close(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.open.items.length === 0) return
    this.ready.push(this.open)
    this.open = { items: [], writes: [] }
    this.startFlushes()
  }

  private startFlushes(): void {
    while (this.flushing.size < this.options.maxConcurrentFlushes && this.ready.length > 0) {
      const run = this.run(this.ready.shift()!)
      this.flushing.add(run)
      void run.finally(() => {
        this.flushing.delete(run)
        this.startFlushes()
      })
    }
  }

  private async run(batch: Batch<T>): Promise<void> {
    try {
      const outcome = await this.attempt(batch.items, batch.writes)
      if (outcome.ok || outcome.timedOut) return
      if (batch.writes.length > 1 && this.options.retryAlone?.(outcome.error)) {
        for (const write of batch.writes) {
          const alone = await this.attempt(write.items, [write])
          if (!alone.ok && !alone.timedOut) write.reject(alone.error)
        }
        return
      }
      for (const write of batch.writes) write.reject(outcome.error)
    } finally {
      this.queued -= batch.items.length
    }
  }

  /** Resolves when the flush itself settles, however long after its writes were rejected for the timeout. */
  private async attempt(items: readonly T[], writes: readonly Write<T>[]): Promise<Outcome> {
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      const error = new FlushTimeoutError(`The write did not finish within ${this.options.flushTimeoutMs} ms.`)
      for (const write of writes) write.reject(error)
    }, this.options.flushTimeoutMs)
    try {
      await this.flush(items)
      clearTimeout(timer)
      if (!timedOut) for (const write of writes) write.resolve()
      return { ok: true }
    } catch (error) {
      clearTimeout(timer)
      return { ok: false, error, timedOut }
    }
  }
}
