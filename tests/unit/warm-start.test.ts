import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { BALANCER_RETRIES_HEADER, warmStart } from '@/server/cli/warm-start'

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.close()
    server.closeAllConnections()
  }
})

/** A site whose /hangs never answers, and which remembers the paths it rendered. */
async function site() {
  const rendered: string[] = []
  const starting = warmStart()
  const server = createServer(
    starting.handle((request, response) => {
      if (request.url === '/hangs') return
      rendered.push(`${request.method} ${request.url}`)
      response.end(request.url === '/healthz' ? '{"status":"ok"}' : 'page')
    }),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { starting, origin, rendered }
}

const fromBalancer = { [BALANCER_RETRIES_HEADER]: '503' }

describe('an instance that is starting', () => {
  it('says so to health checks and turns the balancer’s GETs back at once, for it to ask another instance', async () => {
    const { origin, rendered } = await site()
    const health = await fetch(`${origin}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ status: 'starting' })
    const page = await fetch(`${origin}/pricing`, { headers: fromBalancer })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('1')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(rendered).toEqual([])
  })

  it('answers what no balancer could send elsewhere: a post, and a request with no balancer in front', async () => {
    const { origin, rendered } = await site()
    expect((await fetch(`${origin}/api/forms/contact-sales`, { method: 'POST', headers: fromBalancer, body: '{}' })).status).toBe(200)
    expect((await fetch(`${origin}/pricing`)).status).toBe(200)
    expect(rendered).toEqual(['POST /api/forms/contact-sales', 'GET /pricing'])
  })

  it('renders its pages once, in order, then takes every request', async () => {
    const { starting, origin, rendered } = await site()
    const answers = await starting.warmUp(origin, ['/', '/pricing'], 10_000)
    expect(answers.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/', status: 200 },
      { path: '/pricing', status: 200 },
    ])
    expect(starting.warming).toBe(false)
    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    expect((await fetch(`${origin}/crm`, { headers: fromBalancer })).status).toBe(200)
    expect(rendered).toEqual(['GET /', 'GET /pricing', 'GET /healthz', 'GET /crm'])
  })

  it('takes every request once its time for warming up is over, though a page never answered', async () => {
    const { starting, origin } = await site()
    const answers = await starting.warmUp(origin, ['/hangs', '/'], 300)
    expect(answers).toEqual([{ path: '/hangs', status: 'none', ms: expect.any(Number) }])
    expect(starting.warming).toBe(false)
    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
  })
})
