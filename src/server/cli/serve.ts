/**
 * The site's HTTP server: Next.js (production, or development with `--dev`) behind a server of
 * our own, which is the one place that sees each connection's socket address.
 *
 * Next's route handlers and proxy never see the socket; Next's own server only fills in
 * X-Forwarded-For when a request has none, so a client that sends one would choose the address
 * every rate limit counts it by. Here, before Next sees a request, X-Forwarded-For is replaced by
 * the one client address resolved from the socket under TRUSTED_PROXIES (src/domain/client-key.ts):
 * the socket's own address unless it is a trusted proxy. Started by start.ts through launch.mjs;
 * not run directly.
 */
import { createServer } from 'node:http'

import next from 'next'

import { env } from '@/infrastructure/env'

import { publicFilePaths } from '../http/public-files'
import { sitePipeline, withClientAddress } from '../http/site-pipeline'

const dev = process.argv.includes('--dev')
const { port, trustedProxies, visitorCountryHeader } = env()

const app = next({ dev, dir: process.cwd(), port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
const upgrade = app.getUpgradeHandler()

const pipeline = sitePipeline((request, response) => void handle(request, response), {
  trustedProxies,
  visitorCountryHeader,
  // In development they may change while the server runs.
  publicFiles: dev ? [] : publicFilePaths(process.cwd()),
})

const server = createServer(pipeline)
server.on('upgrade', (request, socket, head) => {
  withClientAddress(request, trustedProxies)
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
