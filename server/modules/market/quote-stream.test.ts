// @vitest-environment node
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { serve } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { instruments } from '../../../src/config/instruments'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { trustedProxies } from '../../client-address'

const allGoods = instruments.map((i) => i.name).join(',')
const tick = () => new Promise((resolve) => setImmediate(resolve))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A stream's text as it arrives: `until` reads on until the text so far passes the check. */
function reading(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  return {
    async until(done: (text: string) => boolean) {
      while (!done(text)) {
        const { value, done: ended } = await reader.read()
        if (ended) break
        text += decoder.decode(value, { stream: true })
      }
      return text
    },
    cancel: () => reader.cancel(),
  }
}

describe('the quote stream under load', () => {
  it('numbers its frames and resumes from Last-Event-ID with only what moved since', async () => {
    const t = await createTestApp()
    const first = reading(await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD,XAUUSD`))
    expect(await first.until((s) => s.includes('\n\n'))).toMatch(/^retry: \d+\nid: 0\nevent: ticks\ndata: \[/)
    await first.cancel()
    for (let i = 0; i < 3; i++) t.feed.step()
    // A client that saw step 3 reconnects: nothing has moved since, so no data comes first.
    const resumed = reading(
      await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD,XAUUSD`, { headers: { 'Last-Event-ID': '3' } }),
    )
    expect(await resumed.until((s) => s.includes('\n\n'))).toBe('retry: 2000\n\n')
    t.feed.step()
    expect(await resumed.until((s) => s.includes('data:'))).toMatch(/id: 4\nevent: ticks\ndata: \[/)
    await resumed.cancel()
    await tick()
    expect(t.stream.stats().clients).toBe(0)
  })

  it('caps streams per address and in total', async () => {
    const t = await createTestApp(undefined, {
      streamMaxClients: 3,
      streamMaxClientsPerAddress: 2,
      trustProxy: trustedProxies('1'),
    })
    const openOn = (address: string) =>
      t.app.request(`${apiPaths.quoteStream}?goods=EURUSD`, { headers: { 'X-Forwarded-For': address } })
    expect((await openOn('203.0.113.1')).status).toBe(200)
    expect((await openOn('203.0.113.1')).status).toBe(200)
    const third = await openOn('203.0.113.1')
    expect(third.status).toBe(429)
    expect((await third.json()).ec).toBe(errorCodes.rateLimited)
    expect((await openOn('203.0.113.2')).status).toBe(200)
    const busy = await openOn('203.0.113.3')
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('5')
    expect((await busy.json()).ec).toBe(errorCodes.serverBusy)
  })

  it('keeps at most one pending quote per instrument for a reader that stopped reading, then lets it go', async () => {
    const t = await createTestApp()
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(`GET ${apiPaths.quoteStream}?goods=${allGoods} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    // The client reads nothing from now on: the kernel's buffers fill, then the server's.
    socket.pause()
    let closed = false
    socket.on('close', () => {
      closed = true
    })
    for (let i = 0; i < 200 && t.stream.stats().clients === 0; i++) await pause(10)
    expect(t.stream.stats().clients).toBe(1)
    let mostPending = 0
    for (let step = 0; step < 50_000 && t.stream.stats().clients > 0; step++) {
      t.feed.step()
      mostPending = Math.max(mostPending, t.stream.stats().pendingQuotes)
      if (step % 20 === 0) await tick()
    }
    // What waits for the reader is bounded by the instruments, whatever the number of ticks...
    expect(mostPending).toBeGreaterThan(0)
    expect(mostPending).toBeLessThanOrEqual(instruments.length)
    // ...and a reader that falls too far behind is disconnected and forgotten.
    expect(t.stream.stats()).toMatchObject({ clients: 0, pendingQuotes: 0 })
    // The server ended the connection: the client finds the end once it reads again.
    socket.resume()
    for (let i = 0; i < 300 && !closed; i++) await pause(10)
    expect(closed).toBe(true)
    server.close()
  })

  it('cleans up when the client goes away', async () => {
    const t = await createTestApp()
    const controller = new AbortController()
    const response = await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD`, { signal: controller.signal })
    expect(response.status).toBe(200)
    expect(t.stream.stats().clients).toBe(1)
    controller.abort()
    await tick()
    expect(t.stream.stats().clients).toBe(0)
  })
})

describe('health and draining', () => {
  it('healthz says the process lives; readyz that it can serve, until it drains; draining ends streams with a retry hint', async () => {
    const t = await createTestApp()
    expect((await t.app.request('/healthz')).status).toBe(200)
    const ready = await t.app.request('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    const stream = reading(await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD`))
    await stream.until((s) => s.includes('\n\n'))
    t.drain()
    expect((await t.app.request('/readyz')).status).toBe(503)
    expect((await t.app.request('/healthz')).status).toBe(200)
    expect(await stream.until(() => false)).toContain('retry: 500')
    expect(t.stream.stats().clients).toBe(0)
  })
})
