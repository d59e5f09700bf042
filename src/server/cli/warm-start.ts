import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export type WarmUpAnswer = { path: string; status: number | 'none'; ms: number }

/**
 * Starting without keeping a visitor waiting (docs/operations.md). A cold instance's first renders
 * load the page route and start Payload, which holds its event loop for seconds on a busy machine:
 * an instance that listened meanwhile would hold the balancer's requests too, health checks
 * included. So the first renders go through a server on a loopback port of its own, before the
 * public port opens; until then a balancer finds that port closed and asks another instance.
 *
 * `whileWarming` hears the private origin first, then `undefined` once it is closed, for anything
 * the site asks of its own server during a render.
 */
export async function warmUpPrivately(
  handler: Handler,
  paths: readonly string[],
  limitMs: number,
  { headers = {}, whileWarming = () => {} }: { headers?: Record<string, string>; whileWarming?: (origin: string | undefined) => void } = {},
): Promise<WarmUpAnswer[]> {
  const server = createServer(handler)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  whileWarming(origin)
  const deadline = Date.now() + limitMs
  const answers: WarmUpAnswer[] = []
  try {
    for (const path of paths) {
      const left = deadline - Date.now()
      if (left <= 0) break
      answers.push(await ask(`${origin}${path}`, path, left, headers))
    }
  } finally {
    // What a render set going (a snapshot refresh) finishes on this port first.
    await closeWithin(server, CLOSE_GRACE_MS)
    whileWarming(undefined)
  }
  return answers
}

const CLOSE_GRACE_MS = 2_000

function closeWithin(server: Server, limitMs: number): Promise<void> {
  server.closeIdleConnections()
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), limitMs)
    server.close(() => {
      clearTimeout(cut)
      resolve()
    })
  })
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
