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

/** "id: " as bytes: every frame of the stream starts its lines with it (server/modules/market/quote-stream.ts). */
const idField = Buffer.from('id: ')
const newline = 0x0a

/**
 * The frame ids a chunk carries, read from its bytes without decoding it: the time a chunk is seen
 * is taken before anything else, and reading it costs as little as can be, so that the clients of
 * one process reading their frames one after another delay each other's figures as little as
 * possible (they share two cores with the instance under test). A frame is one write of well under
 * an HTTP/2 frame's size, so it arrives whole.
 */
function frameIds(chunk: Buffer, found: (id: number) => void) {
  for (let at = chunk.indexOf(idField); at >= 0; at = chunk.indexOf(idField, at + idField.length)) {
    if (at > 0 && chunk[at - 1] !== newline) continue
    let id = 0
    for (let i = at + idField.length; i < chunk.length && chunk[i] !== newline; i++) id = id * 10 + (chunk[i]! - 48)
    found(id)
  }
}

function openStream(session: ClientHttp2Session) {
  const stream = session.request({ ':path': `${target.pathname}${target.search}` }, { endStream: true })
  stream.on('response', (headers) => {
    if (headers[':status'] === 200) opened++
    else failed++
  })
  stream.on('data', (chunk: Buffer) => {
    const now = performance.timeOrigin + performance.now()
    frameIds(chunk, (id) => {
      const times = receipts.get(id)
      if (times) times.push(now)
      else receipts.set(id, [now])
    })
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
