import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTcpProxy } from '../helpers/tcp-proxy'

// The app reaches this file's database through a proxy the test can break on purpose.
const direct = new URL(process.env.DATABASE_URL!)
const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
const viaProxy = new URL(direct)
viaProxy.hostname = '127.0.0.1'
viaProxy.port = String(proxy.port)
process.env.DATABASE_URL = viaProxy.toString()

const { GET } = await import('@/app/healthz/route')

async function timedHealth() {
  const started = performance.now()
  const response = await GET()
  return { response, seconds: (performance.now() - started) / 1000, body: await response.json() }
}

beforeAll(async () => {
  expect((await GET()).status).toBe(200) // warm: Payload is initialised while the database is up
})

afterAll(async () => {
  proxy.setMode('forward')
  await proxy.close()
})

describe('GET /healthz', () => {
  it('answers 200 and is never cached while the database answers', async () => {
    const { response, body } = await timedHealth()
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ status: 'ok', database: 'up' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 within 5 s when the database is stopped', async () => {
    proxy.setMode('refuse')
    const { response, seconds, body } = await timedHealth()
    expect(response.status).toBe(503)
    expect(seconds).toBeLessThan(5)
    expect(body).toMatchObject({ status: 'unavailable', database: 'down' })
    expect(JSON.stringify(body)).not.toMatch(/postgres:\/\/|at \w+ \(/) // no connection string, no stack
  })

  it('answers 503 within 5 s when the database hangs instead of refusing', async () => {
    proxy.setMode('blackhole')
    const { response, seconds } = await timedHealth()
    expect(response.status).toBe(503)
    expect(seconds).toBeLessThan(5)
  })

  it('recovers by itself when the database comes back, without a restart', async () => {
    proxy.setMode('forward')
    await expect.poll(async () => (await GET()).status, { timeout: 15_000, interval: 250 }).toBe(200)
  })
})
