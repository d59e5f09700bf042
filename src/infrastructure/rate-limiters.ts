import { createHash } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { type RateDecision, type RateLimiter, SlidingWindowRateLimiter } from '@/domain/rate-limit'

import { env } from './env'
import { redisClient, redisReady } from './redis'

/** A limiter that can also say whether one more would pass, counting nothing (failed logins). */
export interface CheckingRateLimiter extends RateLimiter {
  check(key: string, now?: number): RateDecision | Promise<RateDecision>
}

/**
 * A RateLimiter whose counters live in Redis, shared by every app instance: rate-limiter-flexible's
 * RateLimiterRedis (an atomic increment with an expiry per key and window). Its windows are fixed,
 * starting at a client's first request, rather than the in-memory limiter's sliding ones. When
 * Redis cannot be reached, each instance counts in its own memory meanwhile (the insurance
 * limiter), so a Redis outage loosens the limits instead of refusing or stalling every visitor.
 */
export class RedisRateLimiter implements CheckingRateLimiter {
  private readonly limiter: RateLimiterRedis

  constructor(
    private readonly url: string,
    name: string,
    private readonly limit: number,
    windowMs: number,
  ) {
    const duration = Math.max(1, Math.round(windowMs / 1000))
    this.limiter = new RateLimiterRedis({
      storeClient: redisClient(url),
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `${env().brand.slug}:limit:${name}`,
      points: limit,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
    })
  }

  async consume(key: string): Promise<RateDecision> {
    await redisReady(this.url)
    try {
      await this.limiter.consume(storedKey(key))
      return { allowed: true }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return refused(rejection)
      throw rejection
    }
  }

  async check(key: string): Promise<RateDecision> {
    await redisReady(this.url)
    const state = await this.limiter.get(storedKey(key)).catch(() => null)
    return state && state.consumedPoints >= this.limit ? refused(state) : { allowed: true }
  }
}

function refused(state: RateLimiterRes): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}

/** Keys hold client addresses and email addresses: Redis is given a digest of them, never the text. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32)
}

/**
 * The limiter for one budget (`name`, unique per budget): in Redis when REDIS_URL is set, so
 * every instance counts against the same budget; otherwise in this process's memory, which is
 * right only for a single instance. Callers keep one per process (on a module or globalThis).
 */
export function rateLimiter(name: string, limit: number, windowMs: number): CheckingRateLimiter {
  const url = env().redisUrl
  return url ? new RedisRateLimiter(url, name, limit, windowMs) : new SlidingWindowRateLimiter(limit, windowMs)
}
