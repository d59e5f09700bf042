import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import net from 'node:net'
import type { Socket } from 'node:net'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

type SignalTarget = { on(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown }

/**
 * Runs `stop` on the first SIGINT or SIGTERM. It stays a listener afterwards: the event drain
 * (src/analytics/collector/shutdown.ts) raises SIGTERM again when it finds none, and that would
 * end the process with answers still on their way.
 */
export function stopOnSignals(stop: () => void, target: SignalTarget = process): void {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    target.on(signal, () => {
      if (stopping) return
      stopping = true
      stop()
    })
  }
}

export type GracefulStop = {
  handle: (next: Handler) => Handler
  /** Resolves with how many connections were cut at the limit. */
  stop: (limitMs: number) => Promise<{ cut: number }>
  readonly stopping: boolean
}

/**
 * Past nginx's 4 s limit for an idle connection to an instance (deploy/nginx.conf): by then every
 * connection of nginx's is closed or has brought a request, and one still idle is another client's.
 */
export const IDLE_CLOSE_MS = 5_000

/**
 * Leaving without turning a visitor away (docs/operations.md): stop listening, answer what is in
 * hand with `Connection: close`, and leave idle connections for the client to close until
 * `idleCloseMs`. Closing them sooner could cross a request (a POST nginx may not resend); a
 * connection with an answer still on its way out is never closed before the limit.
 */
export function gracefulStop(
  server: Server,
  { healthPath = '/healthz', idleCloseMs = IDLE_CLOSE_MS }: { healthPath?: string; idleCloseMs?: number } = {},
): GracefulStop {
  let stopping = false
  const open = new Set<Socket>()
  const inHand = new Set<ServerResponse>()
  /** Requests in hand per connection. */
  const busy = new Map<Socket, number>()
  server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => {
      open.delete(socket)
      busy.delete(socket)
    })
  })
  const track = (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    busy.set(socket, (busy.get(socket) ?? 0) + 1)
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1
      if (left > 0) busy.set(socket, left)
      else busy.delete(socket)
    })
  }
  const closeIdle = () => {
    for (const socket of open) if (!busy.has(socket) && socket.writableLength === 0) socket.destroy()
  }

  return {
    get stopping() {
      return stopping
    },
    handle: (next) => (request, response) => {
      track(request, response)
      if (!stopping) {
        inHand.add(response)
        response.once('close', () => inHand.delete(response))
        return next(request, response)
      }
      response.setHeader('connection', 'close')
      if (request.method === 'GET' && request.url?.split('?')[0] === healthPath) {
        response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' })
        response.end(JSON.stringify({ status: 'stopping' }))
        return
      }
      next(request, response)
    },
    stop: (limitMs) => {
      stopping = true
      for (const response of inHand) if (!response.headersSent) response.setHeader('connection', 'close')
      return new Promise((resolve) => {
        let sweep: NodeJS.Timeout | undefined
        const idle = setTimeout(() => {
          closeIdle()
          sweep = setInterval(closeIdle, 250)
          sweep.unref()
        }, idleCloseMs)
        idle.unref()
        const finish = (cut: number) => {
          clearTimeout(idle)
          clearInterval(sweep)
          resolve({ cut })
        }
        const limit = setTimeout(() => {
          const cut = open.size
          server.closeAllConnections()
          for (const socket of open) socket.destroy()
          finish(cut)
        }, limitMs)
        limit.unref()
        // net.Server's close, not http.Server's: that one also closes the idle kept-open connections at once (step 3).
        net.Server.prototype.close.call(server, () => {
          clearTimeout(limit)
          finish(0)
        })
      })
    },
  }
}
