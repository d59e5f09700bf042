import { describe, expect, it } from 'vitest'

import { answerUnavailableWhenDatabaseDown, RETRY_AFTER_SECONDS } from '@/infrastructure/api-availability'

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

  it('turns a thrown error into 503 when the database is down, and rethrows it otherwise', async () => {
    const failing = async (): Promise<Response> => {
      throw new Error('connect ECONNREFUSED')
    }
    expect((await answerUnavailableWhenDatabaseDown(failing, down)(request, {})).status).toBe(503)
    await expect(answerUnavailableWhenDatabaseDown(failing, up)(request, {})).rejects.toThrow('ECONNREFUSED')
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
