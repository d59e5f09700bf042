/** The newest value stays even when it alone is over the limit: it is being sent. */
export class BytesBoundedMap<K, V extends { bytes: number }> {
  private readonly entries = new Map<K, V>()
  private total = 0

  constructor(private readonly maxBytes: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  /** Without counting as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key)
  }

  set(key: K, value: V): void {
    this.delete(key)
    this.entries.set(key, value)
    this.total += value.bytes
    this.evict()
  }

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
