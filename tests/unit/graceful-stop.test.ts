import { createServer, request as httpRequest, Agent, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { gracefulStop } from '@/server/cli/graceful-stop'

type Answer = { status: number; connection: string | undefined; body: string }

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** A server whose /slow answers only when the test says so. */
async function server(options: { idleCloseMs?: number } = {}) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let slowArrived: () => void = () => {}
  const slowHasArrived = new Promise<void>((resolve) => (slowArrived = resolve))
  const http = createServer()
  const graceful = gracefulStop(http, options)
  http.on(
    'request',
    graceful.handle((request, response) => {
      if (request.url === '/slow') {
        slowArrived()
        void released.then(() => response.end('slow done'))
        return
      }
      response.end(request.url === '/healthz' ? '{"status":"ok"}' : 'page')
    }),
  )
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return { http, graceful, port: (http.address() as AddressInfo).port, release, slowHasArrived }
}

const agents: Agent[] = []
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy()
})

describe('a server that is asked to stop', () => {
  it('refuses new connections, finishes what it has in hand with Connection: close, and says it is leaving', async () => {
    const { graceful, port, release, slowHasArrived } = await server()
    const keptOpen = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(keptOpen)
    expect((await get(port, '/healthz', keptOpen)).status).toBe(200)

    const slow = get(port, '/slow')
    await slowHasArrived
    const stopped = graceful.stop(10_000)

    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    // A request on a connection the client kept open is still answered, and that connection closed.
    const health = await get(port, '/healthz', keptOpen)
    expect(health).toMatchObject({ status: 503, connection: 'close' })
    expect(JSON.parse(health.body)).toEqual({ status: 'stopping' })

    release()
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: 'slow done' })
    expect(await stopped).toEqual({ cut: 0 })
  })

  it('leaves an idle connection to its client, and is done once the client has closed it', async () => {
    const http = createServer((_request, response) => response.end('page'))
    const graceful = gracefulStop(http)
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const port = (http.address() as AddressInfo).port
    const keptOpen = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(keptOpen)
    expect((await get(port, '/', keptOpen)).status).toBe(200)
    const stopped = graceful.stop(10_000)
    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    // A balancer may be sending on it: it stays open as long as the client keeps it.
    const [idle] = Object.values(keptOpen.freeSockets).flat()
    expect(idle?.destroyed).toBe(false)
    keptOpen.destroy()
    expect(await stopped).toEqual({ cut: 0 })
  })

  it('closes a connection its client left idle once a balancer would have closed its own', async () => {
    const http = createServer((_request, response) => response.end('page'))
    const graceful = gracefulStop(http, { idleCloseMs: 300 })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const port = (http.address() as AddressInfo).port
    const keptOpen = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(keptOpen)
    expect((await get(port, '/', keptOpen)).status).toBe(200)
    const [idle] = Object.values(keptOpen.freeSockets).flat()
    const closed = new Promise<void>((resolve) => idle!.once('close', () => resolve()))
    const started = Date.now()
    expect(await graceful.stop(10_000)).toEqual({ cut: 0 })
    await closed
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('keeps a connection whose request is still in hand past the idle close, until its answer', async () => {
    const { graceful, port, release, slowHasArrived } = await server({ idleCloseMs: 100 })
    const slow = get(port, '/slow')
    await slowHasArrived
    const stopped = graceful.stop(10_000)
    // Well past the idle close: the connection with a request in hand is still open.
    await new Promise((resolve) => setTimeout(resolve, 600))
    release()
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: 'slow done' })
    expect(await stopped).toEqual({ cut: 0 })
  })

  it('lets an answer handed over before the stop reach a slow reader whole', async () => {
    const page = 'x'.repeat(8 * 1024 * 1024)
    const http = createServer((_request, response) => response.end(page))
    const graceful = gracefulStop(http)
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const port = (http.address() as AddressInfo).port
    // The answer is ended (Node then counts the connection idle) while most of it still waits to go out.
    const answer = new Promise<{ response: IncomingMessage; ended: Promise<number> }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
        response.pause()
        let length = 0
        const ended = new Promise<number>((done, failed) => {
          response.on('data', (chunk: Buffer) => (length += chunk.length))
          response.on('end', () => done(length))
          response.on('error', failed)
          response.on('aborted', () => failed(new Error('aborted')))
        })
        resolve({ response, ended })
      })
      sent.on('error', reject)
      sent.end()
    })
    const { response, ended } = await answer
    const stopped = graceful.stop(10_000)
    response.resume()
    expect(await ended).toBe(page.length)
    expect(await stopped).toEqual({ cut: 0 })
  })

  it('cuts what is still open at its limit', async () => {
    const { graceful, port, slowHasArrived } = await server()
    const slow = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code)
    await slowHasArrived
    const started = Date.now()
    expect(await graceful.stop(200)).toEqual({ cut: 1 })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await slow).toBe('ECONNRESET')
  })
})
