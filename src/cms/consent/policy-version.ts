import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent/consent'

export const POLICY_VERSION_CACHE_MS = 10_000

/** A failed read is not cached and gives undefined, so the endpoint neither refuses records nor waits on a struggling database. */
export function cachedPolicyVersion(
  load: () => Promise<number | null | undefined>,
  { ttlMs = POLICY_VERSION_CACHE_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): (options?: { fresh?: boolean }) => Promise<number | undefined> {
  let cached: { version: Promise<number | undefined>; until: number } | undefined
  return ({ fresh = false } = {}) => {
    const time = now()
    if (fresh || !cached || time >= cached.until) {
      const version = Promise.resolve()
        .then(load)
        .then((value) => (Number.isInteger(value) && value! >= 1 ? value! : DEFAULT_COOKIE_POLICY_VERSION))
      const entry = { version: version.catch(() => undefined), until: time + ttlMs }
      version.catch(() => {
        if (cached === entry) cached = undefined
      })
      cached = entry
    }
    return cached.version
  }
}
