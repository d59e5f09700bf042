import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  AFTER_OUTAGE_MS,
  answerUnavailableWhenDatabaseDown,
  forgetOutages,
  isDatabaseUnavailableError,
  RETRY_AFTER_SECONDS,
} from '@/infrastructure/api-availability'

afterEach(() => {
  forgetOutages()
  vi.useRealTimers()
})

const request = new Request('http://localhost/api/pages')
const up = async () => true
const down = async () => false
const never = () => new Promise<Response>(() => {})

describe('answerUnavailableWhenDatabaseDown', () => {
  it('passes a healthy answer through untouched', async () => {
    const handler = answerUnavailableWhenDatabaseDown(async () => new Response('ok', { status: 200 }), down)
    const response = await handler(request, {})
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
  })

  it('keeps a client error a client error even when the database is down', async () => {
    const handler = answerUnavailableWhenDatabaseDown(async () => new Response('bad', { status: 400 }), down)
    expect((await handler(request, {})).status).toBe(400)
  })

  it('turns a 500 caused by an unreachable database into 503 with Retry-After', async () => {
    const handler = answerUnavailableWhenDatabaseDown(async () => new Response('oops', { status: 500 }), down)
    const response = await handler(request, {})
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ errors: [{ message: expect.stringContaining('temporarily unavailable') }] })
  })

  it('leaves a 500 with another cause alone', async () => {
    const handler = answerUnavailableWhenDatabaseDown(async () => new Response('oops', { status: 500 }), up)
    expect((await handler(request, {})).status).toBe(500)
  })

  it('turns a thrown error into 503 when the database is down, and rethrows one with another cause', async () => {
    const failing = async (): Promise<Response> => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')")
    }
    expect((await answerUnavailableWhenDatabaseDown(failing, down)(request, {})).status).toBe(503)
    forgetOutages()
    await expect(answerUnavailableWhenDatabaseDown(failing, up)(request, {})).rejects.toThrow('Cannot read properties')
  })

  it('answers 503 for a request that failed because the database was away, though it is back when asked', async () => {
    // PostgreSQL restarting: Payload rethrows the driver's words without their code.
    const failing = async (): Promise<Response> => {
      throw new Error('Error: cannot begin transaction: the database system is starting up')
    }
    const response = await answerUnavailableWhenDatabaseDown(failing, up)(request, {})
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
  })

  it('takes a 500 just after an outage this process saw for one of the outage, and later ones for what they are', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await answerUnavailableWhenDatabaseDown(async () => new Response('oops', { status: 500 }), down)(request, {})
    const afterwards = answerUnavailableWhenDatabaseDown(async () => new Response('oops', { status: 500 }), up)
    expect((await afterwards(request, {})).status).toBe(503)
    vi.advanceTimersByTime(AFTER_OUTAGE_MS + 1)
    expect((await afterwards(request, {})).status).toBe(500)
  })

  it('answers 503 instead of waiting when a request hangs on a database that is down', async () => {
    const handler = answerUnavailableWhenDatabaseDown(never, down, 20)
    expect((await handler(request, {})).status).toBe(503)
  })

  it('lets a slow request on a healthy database finish', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('late')), 60))
    const response = await answerUnavailableWhenDatabaseDown(slow, up, 20)(request, {})
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('late')
  })
})

describe('isDatabaseUnavailableError', () => {
  it('knows a database that is away by code or, when the code is lost, by the driver’s words', () => {
    expect(isDatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailableError({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true)
    expect(isDatabaseUnavailableError({ code: '08006' })).toBe(true)
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: { code: '57P03' } }))).toBe(true)
  })

  it('does not take a wrong query or a bug for one', () => {
    expect(isDatabaseUnavailableError({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(false)
    expect(isDatabaseUnavailableError({ code: '42P01', message: 'relation "nope" does not exist' })).toBe(false)
    expect(isDatabaseUnavailableError(new TypeError('x is not a function'))).toBe(false)
    expect(isDatabaseUnavailableError(undefined)).toBe(false)
  })
})
