/**
 * Next's route handlers and proxy never see the socket, and Next trusts a client's own
 * X-Forwarded-For: this server replaces it with the address resolved under TRUSTED_PROXIES
 * before Next sees the request (docs/decisions/0001).
 */
import { createServer } from 'node:http'

import next from 'next'

import { pathFor } from '@/domain/routing/paths'
import { env } from '@/infrastructure/env'
import { reportVisitEvents, routingTableNow } from '@/infrastructure/routing-snapshot'
import { selfOrigin, setSelfOrigin } from '@/infrastructure/self-origin'

import { publicFilePaths } from '../http/public-files'
import { sitePipeline, withClientAddress } from '../http/site-pipeline'
import { gracefulStop, stopOnSignals } from './graceful-stop'
import { warmUpPrivately } from './warm-start'
import { siteServerOptions } from '../http/slow-clients'

const dev = process.argv.includes('--dev')
const { port, trustedProxies, visitorCountryHeader, serverUrl, pageCopies } = env()

const app = next({ dev, dir: process.cwd(), port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
const upgrade = app.getUpgradeHandler()

const pipeline = sitePipeline((request, response) => void handle(request, response), {
  trustedProxies,
  visitorCountryHeader,
  publicHostname: new URL(serverUrl).hostname,
  routingTable: () => routingTableNow(selfOrigin(port)),
  reportEvents: (events) => void reportVisitEvents(selfOrigin(port), events),
  pageCopies,
  // In development they may change while the server runs.
  publicFiles: dev ? [] : publicFilePaths(process.cwd()),
})

const server = createServer(siteServerOptions())
const leaving = gracefulStop(server)
server.on('request', leaving.handle(pipeline))
// Well past nginx's idle limit (4 s), so the balancer closes an idle connection, never this
// server while the balancer sends a request on it.
server.keepAliveTimeout = 30_000
server.on('upgrade', (request, socket, head) => {
  withClientAddress(request, trustedProxies)
  void upgrade(request, socket, head)
})
// Otherwise a port in use is an uncaught exception and the process ends with 0.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `✗ Port ${port} is already in use: stop what listens there, or set PORT to a free port.`
      : `✗ The server could not listen on port ${port}: ${error.message}`,
  )
  process.exit(1)
})
/**
 * The first render loads the page route and starts Payload (seconds on a busy machine): done once
 * on a private port (warm-start.ts), on pages that set no cookie and report nothing.
 */
const WARM_UP_PATHS = [pathFor({ path: '/' }), pathFor({ path: '/pricing' }), pathFor({ path: '/' }, 'de')]
const WARM_UP_LIMIT_MS = 60_000

async function warmUp(): Promise<void> {
  const started = Date.now()
  const answers = await warmUpPrivately(pipeline, WARM_UP_PATHS, WARM_UP_LIMIT_MS, {
    whileWarming: setSelfOrigin,
  })
  const unanswered = answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.path} ${answer.status}`)
  console.log(`  Warmed up in ${((Date.now() - started) / 1000).toFixed(1)} s` + (unanswered.length > 0 ? ` (not 200: ${unanswered.join(', ')})` : ''))
}

/**
 * A request nginx sends on a kept connection up to 4 s into the stop still gets a whole render on
 * a busy machine; under what its supervisors wait (SERVER_STOP_MS).
 */
const STOP_LIMIT_MS = 20_000

stopOnSignals(() => {
  void leaving
    .stop(STOP_LIMIT_MS)
    .then(({ cut }) => {
      if (cut > 0) console.error(`  ${cut} connection${cut > 1 ? 's' : ''} still open after ${STOP_LIMIT_MS / 1000} s were closed`)
      return app.close()
    })
    .finally(() => process.exit(0))
})

if (!dev) await warmUp()
server.listen(port, () => console.log(`  Next.js ${dev ? 'development' : 'production'} server on port ${port}`))
