// @vitest-environment node
import type { Server as HttpServer } from 'node:http'
import { type ClientHttp2Session, type ClientHttp2Stream, connect as http2Connect } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { instruments } from '../src/config/instruments'
import { errorCodes } from '../src/contract/envelope'
import { apiPaths } from '../src/contract/paths'
import { createHttpAndH2cServer } from './h2c'
import { listenerOptions, shutDown } from './lifecycle'

const allGoods = instruments.map((i) => i.name).join(',')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const tick = () => new Promise((resolve) => setImmediate(resolve))

let cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const step of cleanup.reverse()) await step()
  cleanup = []
})

async function listening(app: Awaited<ReturnType<typeof createTestApp>>) {
  const server = createHttpAndH2cServer(app.app.fetch, { ...listenerOptions, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(() => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  })
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

function h2cSession(origin: string) {
  const session = http2Connect(origin)
  session.on('error', () => {})
  cleanup.push(() => session.destroy())
  return session
}

/** An HTTP/2 request's status, headers and whole body. */
function h2Request(session: ClientHttp2Session, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const stream = session.request(headers)
    let text = ''
    let head: Record<string, unknown> = {}
    stream.setEncoding('utf8')
    stream.on('response', (h) => {
      head = h
    })
    stream.on('data', (chunk: string) => {
      text += chunk
    })
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: text }))
    stream.on('error', reject)
    stream.end(body)
  })
}

/** An HTTP/2 stream's text as it arrives: `until` waits until the text so far passes the check. */
function h2Reading(stream: ClientHttp2Stream) {
  let text = ''
  let ended = false
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    text += chunk
  })
  stream.on('close', () => {
    ended = true
  })
  return {
    async until(done: (text: string) => boolean) {
      for (let i = 0; i < 500 && !done(text) && !ended; i++) await pause(10)
      return text
    },
    get ended() {
      return ended
    },
  }
}

const quoteList = JSON.stringify({ goods: 'EURUSD,XAUUSD' })

describe('one port for HTTP/1.1 and HTTP/2 over cleartext (h2c)', () => {
  it('answers the API and the quote stream over both protocols', async () => {
    const t = await createTestApp()
    const { origin } = await listening(t)

    const overHttp1 = await fetch(`${origin}${apiPaths.quoteList}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: quoteList,
    })
    expect((await overHttp1.json()).dt.list).toHaveLength(2)

    const session = h2cSession(origin)
    const overH2c = await h2Request(
      session,
      { ':method': 'POST', ':path': apiPaths.quoteList, 'content-type': 'application/json' },
      quoteList,
    )
    expect(overH2c.status).toBe(200)
    expect(JSON.parse(overH2c.body).dt.list).toHaveLength(2)
    expect((await h2Request(session, { ':path': '/healthz' })).status).toBe(200)

    // The stream over h2c: its head without HTTP/1.1's connection headers, then its frames.
    const stream = session.request({ ':path': `${apiPaths.quoteStream}?goods=EURUSD` }, { endStream: true })
    const head = await new Promise<Record<string, unknown>>((resolve) => stream.once('response', resolve))
    expect(head[':status']).toBe(200)
    expect(head['content-type']).toContain('text/event-stream')
    expect(head['x-content-type-options']).toBe('nosniff')
    const frames = h2Reading(stream)
    expect(await frames.until((s) => s.includes('\n\n'))).toMatch(/^retry: \d+\nid: \d+\nevent: ticks\ndata: \[/)
    t.feed.step()
    expect(await frames.until((s) => s.split('event: ticks').length > 2)).toMatch(/id: 1\nevent: ticks/)

    // And over HTTP/1.1 on the same port, at the same time.
    const controller = new AbortController()
    const overHttp1Stream = await fetch(`${origin}${apiPaths.quoteStream}?goods=EURUSD`, { signal: controller.signal })
    expect(overHttp1Stream.headers.get('content-type')).toContain('text/event-stream')
    const reader = overHttp1Stream.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^retry: \d+\nid: 1\nevent: ticks/)
    expect(t.stream.stats().clients).toBe(2)
    controller.abort()
    stream.close()
    for (let i = 0; i < 100 && t.stream.stats().clients > 0; i++) await pause(10)
    expect(t.stream.stats().clients).toBe(0)
  })

  it('refuses a body too large over h2c with the API’s answer, and the connection serves on', async () => {
    const t = await createTestApp()
    const { origin } = await listening(t)
    const session = h2cSession(origin)
    const tooLarge = await h2Request(
      session,
      { ':method': 'POST', ':path': apiPaths.quoteList, 'content-type': 'application/json' },
      JSON.stringify({ goods: 'x'.repeat(64 * 1024) }),
    )
    expect(tooLarge.status).toBe(413)
    expect(JSON.parse(tooLarge.body).ec).toBe(errorCodes.payloadTooLarge)
    // One declared too large to read at all: over HTTP/1.1 its connection would close; over h2c
    // only its stream ends, with no Connection header (Node drops one with a warning).
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)
    process.on('warning', onWarning)
    cleanup.push(() => process.off('warning', onWarning))
    const unread = session.request({
      ':method': 'POST',
      ':path': apiPaths.quoteList,
      'content-type': 'application/json',
      'content-length': String(64 * 1024 * 1024),
    })
    unread.write('{"goods":"')
    const head = await new Promise<Record<string, unknown>>((resolve) => unread.once('response', resolve))
    expect(head[':status']).toBe(413)
    unread.close()
    expect((await h2Request(session, { ':path': '/healthz' })).status).toBe(200)
    expect(warnings).toEqual([])
  })

  it('cuts off an h2c stream whose reader stopped reading, while the streams beside it on the connection go on', async () => {
    const t = await createTestApp()
    const { origin } = await listening(t)
    const session = h2cSession(origin)
    // As Caddy's connection to an instance: a window large enough that one stalled stream does not hold up the rest.
    await new Promise((resolve) => session.once('connect', resolve))
    session.setLocalWindowSize(2 ** 30)
    const stalled = session.request({ ':path': `${apiPaths.quoteStream}?goods=${allGoods}` }, { endStream: true })
    stalled.pause()
    const reading = h2Reading(session.request({ ':path': `${apiPaths.quoteStream}?goods=${allGoods}` }, { endStream: true }))
    for (let i = 0; i < 200 && t.stream.stats().clients < 2; i++) await pause(10)
    expect(t.stream.stats().clients).toBe(2)
    let mostPending = 0
    for (let step = 0; step < 50_000 && t.stream.stats().clients > 1; step++) {
      t.feed.step()
      mostPending = Math.max(mostPending, t.stream.stats().pendingQuotes)
      if (step % 20 === 0) await tick()
    }
    // Each stream waited with at most one quote per instrument (the reading one, too, while the
    // steps came faster than this loop let it read); the stalled one was let go...
    expect(mostPending).toBeGreaterThan(0)
    expect(mostPending).toBeLessThanOrEqual(2 * instruments.length)
    expect(t.stream.stats()).toMatchObject({ clients: 1, pendingQuotes: 0 })
    // ...and the one that reads still receives what comes next.
    const seen = (await reading.until(() => true)).length
    t.feed.step()
    expect((await reading.until((s) => s.length > seen)).length).toBeGreaterThan(seen)
    expect(reading.ended).toBe(false)
  })

  it('a shutdown ends the h2c streams with a reconnect hint, closes their connection and exits 0', async () => {
    const t = await createTestApp()
    const { server, origin } = await listening(t)
    const session = h2cSession(origin)
    const sessionClosed = new Promise<void>((resolve) => session.once('close', () => resolve()))
    const stream = h2Reading(session.request({ ':path': `${apiPaths.quoteStream}?goods=EURUSD` }, { endStream: true }))
    await stream.until((s) => s.includes('\n\n'))
    const code = await new Promise<number>((resolve) => {
      void shutDown([server as HttpServer], t, 'SIGTERM', { graceMs: 60_000, limitMs: 60_000, exit: resolve, log: () => {} })
    })
    expect(code).toBe(0)
    expect(await stream.until(() => false)).toContain('retry: 500')
    await sessionClosed
    expect(server.listening).toBe(false)
  })
})
