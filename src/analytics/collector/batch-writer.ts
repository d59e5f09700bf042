/**
 * Group commit: items written by many requests are gathered and handed to `flush` together, so
 * that hundreds of small requests become a few INSERTs (or a few POSTs to a tracking service).
 * A batch goes when it holds `maxItems` or when its first item has waited `maxDelayMs`,
 * whichever comes first. `write` settles when the flush holding its items has: resolved means
 * stored, rejected means not stored (as far as we know: a flush that timed out may still land).
 */

export type BatchWriterOptions = {
  maxItems: number
  maxDelayMs: number
  /** Flushes running at once; further full batches wait their turn. */
  maxConcurrentFlushes: number
  /** Items waiting beyond this are refused at once (OverloadedError) instead of queueing memory. */
  maxQueuedItems: number
  /** A flush that has not settled after this counts as failed (a database that hangs). */
  flushTimeoutMs: number
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

type Waiter = { resolve: () => void; reject: (error: unknown) => void }
type Batch<T> = { items: T[]; waiters: Waiter[] }

export class BatchWriter<T> {
  private readonly options: BatchWriterOptions
  private open: Batch<T> = { items: [], waiters: [] }
  private readonly ready: Batch<T>[] = []
  private timer: NodeJS.Timeout | undefined
  private readonly flushing = new Set<Promise<void>>()
  private queued = 0

  constructor(
    private readonly flush: (items: T[]) => Promise<void>,
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
      // One request's items stay in one batch, so they are stored or refused together; a batch
      // that cannot take them whole goes first. No batch exceeds maxItems unless one write does.
      if (this.open.items.length > 0 && this.open.items.length + items.length > this.options.maxItems) this.close()
      this.open.items.push(...items)
      this.open.waiters.push({ resolve, reject })
      this.queued += items.length
      if (this.open.items.length >= this.options.maxItems) this.close()
      else this.timer ??= setTimeout(() => this.close(), this.options.maxDelayMs)
    })
  }

  /** Sends whatever is gathered now and waits until everything written so far has settled. */
  async drain(): Promise<void> {
    this.close()
    while (this.flushing.size > 0) await Promise.allSettled([...this.flushing])
  }

  /** Items accepted and not yet settled; for tests and metrics. */
  get pending(): number {
    return this.queued
  }

  private close(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.open.items.length === 0) return
    this.ready.push(this.open)
    this.open = { items: [], waiters: [] }
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
      await withTimeout(this.flush(batch.items), this.options.flushTimeoutMs)
      for (const waiter of batch.waiters) waiter.resolve()
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error)
    } finally {
      this.queued -= batch.items.length
    }
  }
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FlushTimeoutError(`The write did not finish within ${ms} ms.`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
