import net from 'node:net'

export type ProxyMode = 'forward' | 'refuse' | 'blackhole'

/**
 * A TCP proxy in front of the test database that a test can break on purpose:
 * `refuse` drops every connection at once (a stopped server), `blackhole` accepts and
 * never answers (a hung server or a dead network path), `forward` heals it again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward'
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = net.createServer((client) => {
    track(client)
    if (mode === 'refuse') return client.destroy()
    if (mode === 'blackhole') return // hold the connection, say nothing
    const upstream = net.connect(target)
    track(upstream)
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo

  const dropAll = () => {
    for (const socket of sockets) socket.destroy()
  }
  return {
    port,
    setMode(next: ProxyMode) {
      mode = next
      if (next === 'refuse') dropAll()
      if (next === 'blackhole') {
        // Existing connections go silent too: stop relaying without closing.
        for (const socket of sockets) {
          socket.unpipe()
          socket.removeAllListeners('data')
          socket.pause()
        }
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll()
        server.close(() => resolve())
      }),
  }
}
