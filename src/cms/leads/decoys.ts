/** A day: content keys change with the date anyway, and a bot's resend comes within seconds. */
const DEFAULT_TTL_MS = 24 * 60 * 60_000

/**
 * Lets a resent honeypot post get the 200 a person's resend would, so a bot cannot tell it was caught. Per process and
 * bounded; a resend reaching another instance gets 201, which tells a bot nothing useful.
 */
export class RecentKeys {
  readonly #seen = new Map<string, number>()

  constructor(
    readonly maxKeys = 10_000,
    readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  seen(key: string, now: number): boolean {
    const until = this.#seen.get(key)
    const known = until !== undefined && until > now
    this.#seen.delete(key)
    this.#seen.set(key, now + this.ttlMs)
    while (this.#seen.size > this.maxKeys) this.#seen.delete(this.#seen.keys().next().value!)
    return known
  }
}
