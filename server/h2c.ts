import { createServer as createHttpServer, type Server as HttpServer, type ServerOptions } from 'node:http'
import { createServer as createHttp2Server, type Http2Session } from 'node:http2'
import type { Socket } from 'node:net'
import { getRequestListener } from '@hono/node-server'

/** What an HTTP/2 client with prior knowledge sends first on a cleartext connection (RFC 9113, 3.4). */
const preface = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n')

/**
 * HTTP/2 settings for the proxy's multiplexed connections (docs/architecture.md, section 7):
 * - at most 1,000 streams on one connection: Caddy opens another connection when a connection is
 *   full, so 20,000 quote streams take about 20 connections and a stream costs no descriptor;
 * - 64 MB of HTTP/2 state per connection (Node's default of 10 MB refuses new streams with
 *   ENHANCE_YOUR_CALM well before 1,000 streams each holding a frame to send).
 */
const h2cOptions = { settings: { maxConcurrentStreams: 1000 }, maxSessionMemory: 64 }

type Fetch = Parameters<typeof getRequestListener>[0]

/**
 * One listener for HTTP/1.1 and HTTP/2 over cleartext (h2c with prior knowledge, as Caddy's
 * `versions h2c` speaks it): each connection is handed by its first bytes to Node's HTTP/1.1 or
 * HTTP/2 server, both answering with the same app. Behind Caddy every quote stream is then a
 * stream on a few shared connections instead of a socket of its own, so the descriptors an
 * instance holds no longer grow with its clients; browsers, curl and health checks still speak
 * HTTP/1.1 to it directly.
 *
 * The HTTP/1.1 side keeps its timeouts (`options`, see server/lifecycle.ts). A connection that
 * sends nothing is closed after `headersTimeout` as before; an HTTP/2 connection with no traffic
 * after `keepAliveTimeout`. `closeIdleConnections` also closes the HTTP/2 connections gracefully
 * (GOAWAY: no new streams, the open ones finish), `closeAllConnections` ends them at once, so a
 * shutdown (server/lifecycle.ts) treats both protocols alike.
 */
export function createHttpAndH2cServer(fetch: Fetch, options: ServerOptions & { hostname?: string }): HttpServer {
  const { hostname, ...serverOptions } = options
  const listener = getRequestListener(fetch, { hostname })
  const server = createHttpServer(serverOptions, listener)
  const http2 = createHttp2Server(h2cOptions, listener)
  http2.setTimeout(serverOptions.keepAliveTimeout ?? 5000)
  const sessions = new Set<Http2Session>()
  http2.on('session', (session: Http2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  /** Connections whose first bytes have not said yet which protocol they speak. */
  const undecided = new Set<Socket>()

  const [http1Connection] = server.listeners('connection') as Array<(socket: Socket) => void>
  server.removeAllListeners('connection')
  server.on('connection', (socket: Socket) => {
    undecided.add(socket)
    const silent = setTimeout(() => socket.destroy(), serverOptions.headersTimeout ?? 60_000)
    let head: Buffer = Buffer.alloc(0)
    const forget = () => {
      clearTimeout(silent)
      undecided.delete(socket)
    }
    const onReadable = () => {
      const chunk = socket.read() as Buffer | null
      if (chunk === null) return
      head = head.length === 0 ? chunk : Buffer.concat([head, chunk])
      const compared = Math.min(head.length, preface.length)
      const speaksHttp2 = head.subarray(0, compared).equals(preface.subarray(0, compared))
      // Part of the preface: the rest decides.
      if (speaksHttp2 && head.length < preface.length) return
      socket.off('readable', onReadable)
      socket.off('close', forget)
      forget()
      // The bytes go back for the chosen server to read as the connection's first.
      socket.unshift(head)
      if (speaksHttp2) http2.emit('connection', socket)
      else http1Connection!.call(server, socket)
    }
    socket.on('readable', onReadable)
    socket.once('close', forget)
  })

  const closeIdle = server.closeIdleConnections.bind(server)
  server.closeIdleConnections = () => {
    closeIdle()
    for (const socket of undecided) socket.destroy()
    for (const session of sessions) if (!session.closed) session.close()
  }
  const closeAll = server.closeAllConnections.bind(server)
  server.closeAllConnections = () => {
    closeAll()
    for (const socket of undecided) socket.destroy()
    for (const session of sessions) session.destroy()
  }
  return server
}
