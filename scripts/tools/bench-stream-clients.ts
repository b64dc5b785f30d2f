/**
 * One process of quote-stream clients for `npm run bench:scale`. Started with the stream's URL, a
 * count and how many streams share a connection: the clients are HTTP/2 streams over cleartext
 * (h2c), as Caddy forwards the browsers' streams to an instance (deploy/Caddyfile, server/h2c.ts),
 * so the instance holds a connection per that many clients, not one per client. It reports on IPC
 * how many streams opened, then, when told `report`, the receipt time of every frame by its id, on
 * the same clock as the bench's (time origin plus now).
 */
import { type ClientHttp2Session, connect } from 'node:http2'

const [url, countText, perSessionText] = process.argv.slice(2)
const count = Number(countText)
const perSession = Number(perSessionText ?? 100)
const target = new URL(url!)
const receipts = new Map<number, number[]>()
let opened = 0
let failed = 0

function openStream(session: ClientHttp2Session) {
  let buffer = ''
  const stream = session.request({ ':path': `${target.pathname}${target.search}` }, { endStream: true })
  stream.on('response', (headers) => {
    if (headers[':status'] === 200) opened++
    else failed++
  })
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    const now = performance.timeOrigin + performance.now()
    buffer += chunk
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))?.[1]
      buffer = buffer.slice(end + 2)
      if (id) {
        const times = receipts.get(Number(id)) ?? []
        times.push(now)
        receipts.set(Number(id), times)
      }
      end = buffer.indexOf('\n\n')
    }
  })
  stream.on('error', () => failed++)
}

const sessions: ClientHttp2Session[] = []
for (let started = 0; started < count; started += perSession) {
  const session = connect(target.origin, { peerMaxConcurrentStreams: perSession })
  session.on('error', () => {})
  for (let i = 0; i < Math.min(perSession, count - started); i++) openStream(session)
  sessions.push(session)
}

const timer = setInterval(() => process.send?.({ opened, failed }), 500)
process.on('message', (message: string) => {
  if (message === 'report') {
    process.send?.({ receipts: [...receipts] })
  } else if (message === 'stop') {
    clearInterval(timer)
    for (const session of sessions) session.destroy()
    process.disconnect?.()
  }
})
