import { createHash } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { type RateDecision, type RateLimiter, SlidingWindowRateLimiter } from '@/domain/rate-limit'

import { env } from './env'
import { redisClient, redisReady } from './redis'

export interface CheckingRateLimiter extends RateLimiter {
  check(key: string, now?: number): RateDecision | Promise<RateDecision>
}

/**
 * Counters in Redis, shared by every instance (fixed windows, not the in-memory limiter's sliding
 * ones). While Redis is away each instance counts its share of the budget in memory, so an outage
 * neither stalls visitors nor lets a client through more often.
 */
export class RedisRateLimiter implements CheckingRateLimiter {
  private readonly limiter: RateLimiterRedis

  constructor(
    private readonly url: string,
    name: string,
    private readonly limit: number,
    windowMs: number,
    instances: number = env().cluster.instances,
  ) {
    const duration = Math.max(1, Math.round(windowMs / 1000))
    this.limiter = new RateLimiterRedis({
      storeClient: redisClient(url),
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `${env().brand.slug}:limit:${name}`,
      points: limit,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points: instanceShare(limit, instances), duration }),
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

/** Together never more than the whole, and at least one. */
export function instanceShare(limit: number, instances: number): number {
  return Math.max(1, Math.floor(limit / Math.max(1, instances)))
}

function refused(state: RateLimiterRes): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}

/** Keys hold client and email addresses: Redis gets a digest, never the text. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32)
}

/** `name` is unique per budget. Without REDIS_URL the memory limiter is right only for a single instance. */
export function rateLimiter(name: string, limit: number, windowMs: number): CheckingRateLimiter {
  const url = env().redisUrl
  return url ? new RedisRateLimiter(url, name, limit, windowMs) : new SlidingWindowRateLimiter(limit, windowMs)
}
