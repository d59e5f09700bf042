/**
 * The site's HTTP server: Next.js (production, or development with `--dev`) behind a server of
 * our own, which is the one place that sees each connection's socket address.
 *
 * Next's route handlers and proxy never see the socket; Next's own server only fills in
 * X-Forwarded-For when a request has none, so a client that sends one would choose the address
 * every rate limit counts it by. Here, before Next sees a request, X-Forwarded-For is replaced by
 * the one client address resolved from the socket under TRUSTED_PROXIES (src/domain/client-key.ts):
 * the socket's own address unless it is a trusted proxy. Started by start.ts; not run directly.
 */
import { createServer, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'

import { resolveClientAddress } from '@/domain/client-key'

import { env } from '@/infrastructure/env'

import { EncodedBodies } from '../http/encoded-bodies'
import { FixedResponses } from '../http/fixed-responses'
import { responseEncoding } from '../http/whole-body-encoding'

// tsx, which runs this file, turns on Node's source maps for the whole process; Next.js would
// then have Node read and keep the source map of every server chunk it loads, and map every
// error stack it builds. `next start` runs without them: so does this server (a CPU profile
// under load showed the maps' reading at startup, and the process kept them in memory).
// Next is imported only after that, so that none of its chunks is loaded with maps on.
process.setSourceMapsEnabled(false)
const { default: next } = await import('next')

const dev = process.argv.includes('--dev')
const { port, trustedProxies } = env()

const app = next({ dev, dir: process.cwd(), port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
const upgrade = app.getUpgradeHandler()

function withClientAddress(request: import('node:http').IncomingMessage): void {
  request.headers['x-forwarded-for'] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies)
}

/**
 * Headers Next sets for its own router that tell a visitor how the site is built inside (the
 * proxy's rewrite target, with its variant segment). Its App Router client reads none of them.
 */
const INTERNAL_HEADERS = ['x-middleware-rewrite'] as const

function withoutInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse
  // Node writes implicit headers through writeHead too, so this sees every response.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of INTERNAL_HEADERS) response.removeHeader(name)
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
    for (const name of INTERNAL_HEADERS) if (headers) delete headers[name]
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

// A cached page, its text and its two compressed copies take about 0.3 MB: this keeps the pages
// visitors ask for most, in their languages and variants.
const encode = responseEncoding(new EncodedBodies(48 * 1024 * 1024))
// Only what depends on the process's settings alone: robots.txt is made from SERVER_URL. (The
// sitemap changes when a page is published, so it is not one of them.)
const fixed = new FixedResponses(new Set(['/robots.txt']))

const server = createServer((request, response) => {
  withClientAddress(request)
  withoutInternalHeaders(response)
  encode(request, response, () => {
    if (!fixed.answer(request, response)) void handle(request, response)
  })
})
server.on('upgrade', (request, socket, head) => {
  withClientAddress(request)
  void upgrade(request, socket, head)
})
// Without this, a port in use surfaced as an uncaught exception and the process ended with 0.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `✗ Port ${port} is already in use: stop what listens there, or set PORT to a free port.`
      : `✗ The server could not listen on port ${port}: ${error.message}`,
  )
  process.exit(1)
})
server.listen(port, () => console.log(`  Next.js ${dev ? 'development' : 'production'} server on port ${port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
