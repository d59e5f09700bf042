import type { IncomingMessage, ServerResponse } from 'node:http'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * Set by a balancer that sends a GET answered 503 on to another instance (deploy/nginx.conf).
 * While an instance warms up it turns such requests back at once, rather than keep a visitor
 * waiting seconds for its first renders.
 */
export const BALANCER_RETRIES_HEADER = 'x-balancer-retries'

export type WarmUpAnswer = { path: string; status: number | 'none'; ms: number }

export type WarmStart = {
  handle: (next: Handler) => Handler
  /** Asks for each path in turn, within `limitMs` in all, then takes every request. */
  warmUp: (origin: string, paths: readonly string[], limitMs: number, headers?: Record<string, string>) => Promise<WarmUpAnswer[]>
  readonly warming: boolean
}

/**
 * Starting without keeping a visitor waiting (docs/operations.md): until its main pages have been
 * rendered once, the instance tells health checks it is starting, and sends back what the balancer
 * can give another instance. Everything else (a post, a request with no balancer in front) is
 * answered, only more slowly.
 */
export function warmStart({ healthPath = '/healthz' }: { healthPath?: string } = {}): WarmStart {
  let warming = true
  return {
    get warming() {
      return warming
    },
    handle: (next) => (request, response) => {
      if (warming && isTurnedBack(request, healthPath)) {
        response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '1' })
        response.end(JSON.stringify({ status: 'starting' }))
        return
      }
      next(request, response)
    },
    warmUp: async (origin, paths, limitMs, headers = {}) => {
      const deadline = Date.now() + limitMs
      const answers: WarmUpAnswer[] = []
      try {
        for (const path of paths) {
          const left = deadline - Date.now()
          if (left <= 0) break
          answers.push(await ask(`${origin}${path}`, path, left, headers))
        }
      } finally {
        warming = false
      }
      return answers
    },
  }
}

function isTurnedBack(request: IncomingMessage, healthPath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.url?.split('?')[0] === healthPath) return true
  return request.headers[BALANCER_RETRIES_HEADER] !== undefined
}

async function ask(url: string, path: string, limitMs: number, headers: Record<string, string>): Promise<WarmUpAnswer> {
  const started = Date.now()
  try {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(limitMs) })
    await response.arrayBuffer()
    return { path, status: response.status, ms: Date.now() - started }
  } catch {
    return { path, status: 'none', ms: Date.now() - started }
  }
}
