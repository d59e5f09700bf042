/**
 * Shared limits: with REDIS_URL set, two app instances count against one budget. Each
 * "instance" here is a RedisRateLimiter of its own (as each process builds one); the counters live
 * in a real redis-server started for this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RedisRateLimiter } from '@/infrastructure/rate-limiters'
import { closeRedisClients, redisClient } from '@/infrastructure/redis'

import { freePort } from '../helpers/postgres'
import { REDIS_SERVER, redisServerInstalled, startTestRedis, type TestRedis } from '../helpers/redis-server'

const installed = redisServerInstalled()
// CI installs redis-server (.ci/run), so there a missing one fails this file rather than skipping it.
const required = Boolean(process.env.CI)
if (!installed && !required) console.warn('[cluster-limits] redis-server is not installed (apt-get install redis-server): skipped')

describe.skipIf(!installed && !required)('rate limits in Redis', () => {
  let redis: TestRedis
  beforeAll(async () => {
    if (!installed) throw new Error(`${REDIS_SERVER} is not installed (apt-get install redis-server), and CI runs these tests.`)
    redis = await startTestRedis()
  })
  afterAll(async () => {
    await closeRedisClients()
    await redis?.stop()
  })

  it('counts one budget across instances', async () => {
    const instanceA = new RedisRateLimiter(redis.url, 'forms-test', 3, 60_000)
    const instanceB = new RedisRateLimiter(redis.url, 'forms-test', 3, 60_000)
    const decisions = [
      await instanceA.consume('203.0.113.7'),
      await instanceB.consume('203.0.113.7'),
      await instanceA.consume('203.0.113.7'),
      await instanceB.consume('203.0.113.7'),
    ]
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false])
    const refused = decisions[3]!
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Another client, and another budget with the same client, are untouched.
    expect((await instanceA.consume('198.51.100.1')).allowed).toBe(true)
    expect((await new RedisRateLimiter(redis.url, 'consent-test', 3, 60_000).consume('203.0.113.7')).allowed).toBe(true)
  })

  it('checks without counting (failed logins)', async () => {
    const instanceA = new RedisRateLimiter(redis.url, 'logins-test', 2, 60_000)
    const instanceB = new RedisRateLimiter(redis.url, 'logins-test', 2, 60_000)
    expect((await instanceB.check('192.0.2.9')).allowed).toBe(true)
    expect((await instanceB.check('192.0.2.9')).allowed).toBe(true)
    await instanceA.consume('192.0.2.9')
    expect((await instanceB.check('192.0.2.9')).allowed).toBe(true)
    await instanceA.consume('192.0.2.9')
    expect((await instanceB.check('192.0.2.9')).allowed).toBe(false)
  })

  it('keeps no client or email address readable in Redis', async () => {
    await new RedisRateLimiter(redis.url, 'privacy-test', 5, 60_000).consume('someone@example.com')
    const keys = await redisClient(redis.url).keys('*privacy-test*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain('example.com')
  })

  it('counts in memory, without waiting, its share of the budget while Redis is unreachable', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`
    // Four a minute over two instances: two on each, never more than four in all.
    const limiter = new RedisRateLimiter(nowhere, 'outage-test', 4, 60_000, 2)
    const started = Date.now()
    const first = [await limiter.consume('x'), await limiter.consume('x'), await limiter.consume('x')]
    expect(first.map((decision) => decision.allowed)).toEqual([true, true, false])
    expect(first[2]).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) })
    const later = Date.now()
    await limiter.consume('y')
    // Only the process's very first command waits (a second at most) for a connection.
    expect(Date.now() - later).toBeLessThan(500)
    expect(later - started).toBeLessThan(5_000)
  })

  it('counts in Redis again, shared, once Redis is back, without a new limiter', async () => {
    const port = await freePort()
    const url = `redis://127.0.0.1:${port}`
    const instanceA = new RedisRateLimiter(url, 'comeback-test', 4, 60_000, 2)
    const instanceB = new RedisRateLimiter(url, 'comeback-test', 4, 60_000, 2)
    // Redis away: each counts alone, two each.
    expect((await instanceA.consume('z')).allowed).toBe(true)
    expect((await instanceA.consume('z')).allowed).toBe(true)
    expect((await instanceA.consume('z')).allowed).toBe(false)
    const back = await startTestRedis(port)
    try {
      await expect.poll(() => redisClient(url).isReady, { timeout: 10_000 }).toBe(true)
      // One budget of four again, across both.
      const shared = [
        await instanceA.consume('w'),
        await instanceB.consume('w'),
        await instanceA.consume('w'),
        await instanceB.consume('w'),
        await instanceA.consume('w'),
      ]
      expect(shared.map((decision) => decision.allowed)).toEqual([true, true, true, true, false])
    } finally {
      await back.stop()
    }
  })
})
