import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkHealth } from '@/infrastructure/health'

const payloadWith = (query: () => Promise<unknown>) => async () => ({ db: { pool: { query } } }) as unknown as Payload

describe('checkHealth', () => {
  it('is ok when the database answers', async () => {
    const health = await checkHealth(payloadWith(async () => ({ rows: [] })))
    expect(health).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('is unavailable, with a reason and no secrets, when the database refuses', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 postgres://u:p@h/db'), { code: 'ECONNREFUSED' })
    const health = await checkHealth(payloadWith(() => Promise.reject(refused)))
    expect(health).toEqual({ status: 'unavailable', database: 'down', reason: 'The database is unreachable (ECONNREFUSED)' })
  })

  it('gives up after the timeout when the database hangs', async () => {
    const started = Date.now()
    const health = await checkHealth(
      payloadWith(() => new Promise(() => {})),
      100,
    )
    expect(health).toMatchObject({ status: 'unavailable', reason: 'The database did not answer within 100 ms' })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('is unavailable when Payload itself cannot start', async () => {
    const health = await checkHealth(() => Promise.reject(new Error('Error: cannot connect to Postgres')))
    expect(health.status).toBe('unavailable')
  })
})
