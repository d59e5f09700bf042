/**
 * A map whose values' bytes stay under a limit: the least recently used go first, and the newest
 * stays even when it alone is over the limit (it is being sent). For the server's copies of pages
 * and their encodings, each value counting its own `bytes`.
 */
export class BytesBoundedMap<K, V extends { bytes: number }> {
  private readonly entries = new Map<K, V>()
  private total = 0

  constructor(private readonly maxBytes: number) {}

  /** The value under `key`, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    this.delete(key)
    this.entries.set(key, value)
    this.total += value.bytes
    this.evict()
  }

  /** Counts `by` more bytes for `value`, which this map holds. */
  grow(value: V, by: number): void {
    value.bytes += by
    this.total += by
    this.evict()
  }

  delete(key: K): void {
    const value = this.entries.get(key)
    if (!value) return
    this.entries.delete(key)
    this.total -= value.bytes
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  /** How many values are kept, and their bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total }
  }

  private evict(): void {
    for (const [key, value] of this.entries) {
      if (this.total <= this.maxBytes || this.entries.size === 1) return
      this.entries.delete(key)
      this.total -= value.bytes
    }
  }
}
