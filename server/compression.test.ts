// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { apiPaths } from '../src/contract/paths'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const history = JSON.stringify({ goods: 'EURUSD', period: '1h', count: 500 })

describe('compressed answers', () => {
  it('gzips a large answer for a browser that accepts it, and sends the same data', async () => {
    const t = await createTestApp()
    close = t.close
    const request = (acceptEncoding?: string) =>
      t.app.request(apiPaths.priceHistory, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
        body: history,
      })
    const plain = await request()
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const text = await plain.text()
    const zipped = await request('gzip, deflate, br')
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/i)
    // app.request hands over the body as the server writes it: still compressed.
    const body = Buffer.from(await zipped.arrayBuffer())
    expect(body.length).toBeLessThan(text.length / 3)
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(JSON.parse(text))
  })

  it('leaves a small answer as it is: compressing it would make it larger', async () => {
    const t = await createTestApp()
    close = t.close
    const small = await t.app.request('/api/q/v1/no-such-operation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: '{}',
    })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    const text = await small.text()
    expect(Number(small.headers.get('Content-Length'))).toBe(Buffer.byteLength(text))
    expect(JSON.parse(text).res).toBe(0)
  })

  it('leaves the quote stream uncompressed, so each frame arrives as it is written', async () => {
    const t = await createTestApp()
    close = t.close
    const controller = new AbortController()
    const stream = await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD`, {
      headers: { 'Accept-Encoding': 'gzip' },
      signal: controller.signal,
    })
    expect(stream.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    expect(stream.headers.get('Content-Encoding')).toBeNull()
    controller.abort()
    await stream.body?.cancel().catch(() => {})
  })
})
