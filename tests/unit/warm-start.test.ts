import type { IncomingMessage, ServerResponse } from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { warmUpPrivately } from '@/server/cli/warm-start'

/** A site whose /hangs never answers, and which remembers the paths it rendered. */
function site() {
  const rendered: string[] = []
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/hangs') return
    rendered.push(`${request.method} ${request.url}`)
    response.end('page')
  }
  return { handler, rendered }
}

function accepts(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

describe('warming up before taking visitors', () => {
  it('renders its pages once, in order, on a loopback port of its own, which it closes after', async () => {
    const { handler, rendered } = site()
    const origins: (string | undefined)[] = []
    const answers = await warmUpPrivately(handler, ['/', '/pricing'], 10_000, { whileWarming: (origin) => origins.push(origin) })
    expect(answers.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/', status: 200 },
      { path: '/pricing', status: 200 },
    ])
    expect(rendered).toEqual(['GET /', 'GET /pricing'])
    expect(origins).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), undefined])
    expect(await accepts(origins[0]!)).toBe(false)
  })

  it('stops once its time is over, though a page never answered', async () => {
    const { handler } = site()
    const answers = await warmUpPrivately(handler, ['/hangs', '/'], 300)
    expect(answers).toEqual([{ path: '/hangs', status: 'none', ms: expect.any(Number) }])
  })
})
