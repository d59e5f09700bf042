/**
 * A scheduling service that never answers its questions, for the browser tests: the site must
 * give up on it (SCHEDULING_TIMEOUT_MS), report the timeouts and still confirm the request.
 * `GET /health` answers, so Playwright knows when it is up; it counts what it was asked.
 */
import http from 'node:http'

const port = Number(process.env.PORT ?? 3101)
let asked = 0

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ asked }))
    return
  }
  asked += 1
  request.resume() // read the question, never answer it
})

server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
