/** A day: content keys change with the date anyway, and a bot's resend comes within seconds. */
const DEFAULT_TTL_MS = 24 * 60 * 60_000

/**
 * Idempotency keys of honeypot posts answered lately, so that a program resending one gets the
 * 200 a person's resend would get (and cannot tell it was caught). Per process and bounded: the
 * oldest key goes first. Nothing is stored for a caught post, so a resend that reaches another
 * instance is answered 201; that costs a bot nothing and tells it nothing useful.
 */
export class RecentKeys {
  readonly #seen = new Map<string, number>()

  constructor(
    readonly maxKeys = 10_000,
    readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  /** Whether `key` was seen within the TTL; remembers it (again) either way. */
  seen(key: string, now: number): boolean {
    const until = this.#seen.get(key)
    const known = until !== undefined && until > now
    this.#seen.delete(key)
    this.#seen.set(key, now + this.ttlMs)
    while (this.#seen.size > this.maxKeys) this.#seen.delete(this.#seen.keys().next().value!)
    return known
  }
}
