/**
 * A stand-in for the error-reporting service, for the browser tests: SENTRY_DSN points here, so
 * the site's browser and server Sentry post their envelopes to `POST /api/<project>/envelope/`.
 * It keeps them (ungzipped) for the test to read: `GET /envelopes` answers what arrived, as
 * `{ envelopes: [{ body, origin }] }`, `DELETE /envelopes` forgets them; `GET /health` answers
 * so that Playwright knows when it is up. It answers CORS as Sentry does, so that the browser's
 * sends succeed without a console error.
 */
import http from 'node:http'

import { envelopeBody } from './sentry-envelopes'

const port = Number(process.env.PORT ?? 3102)
const received: { body: string; origin: string | null }[] = []

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, DELETE' }

const server = http.createServer((request, response) => {
  void envelopeBody(request).then(
    (body) => {
      const path = request.url?.split('?')[0] ?? ''
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(path)) {
        // The browser names its page's origin; Node's SDK names none.
        received.push({ body, origin: request.headers.origin ?? null })
        response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}')
      } else if (request.method === 'GET' && (path === '/envelopes' || path === '/health')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ envelopes: received }))
      } else if (request.method === 'DELETE' && path === '/envelopes') {
        received.length = 0
        response.writeHead(204).end()
      } else if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end()
      } else {
        response.writeHead(404).end()
      }
    },
    () => response.writeHead(400).end(),
  )
})

server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
