// @vitest-environment node
/**
 * Caddy (deploy/Caddyfile) in front of an instance, serving the built site itself: what a visitor
 * gets through the proxy is what the Node server would send. Needs the build (`npm test` builds first).
 */
import { mkdtempSync, readdirSync, readlinkSync } from 'node:fs'
import type { ClientRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect as tlsConnect } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCaddy, startInstance } from '../scripts/test-support/local-services'
import { apiPaths } from '../src/contract/paths'
import { androidDownloadUrl } from '../src/lib/download-channel'

let instance: Awaited<ReturnType<typeof startInstance>>
let caddy: Awaited<ReturnType<typeof startCaddy>>
let metricsPort: number

beforeAll(async () => {
  metricsPort = await freePort()
  instance = await startInstance({
    env: {
      METRICS_PORT: String(metricsPort),
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'proxy-test-')), 'site.sqlite'),
      TRUST_PROXY: '1',
      FEED_SEED: '3',
      DEMO_TIME: '2026-11-25T14:00:00Z',
    },
  })
  caddy = await startCaddy({ upstreams: [`127.0.0.1:${instance.port}`] })
}, 90_000)
afterAll(async () => {
  await caddy?.stop()
  await instance?.stop()
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request over TLS, verified against Caddy's local CA (nothing is skipped). */
function viaProxy(path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `${caddy.url}${path}`,
      { ca: caddy.rootCertificate(), servername: 'localhost', headers, method: body === undefined ? 'GET' : 'POST' },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The same request to the instance directly, as Caddy would forward it (HTTPS, through a trusted proxy). */
async function fromNode(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${instance.url}${path}`, {
    headers: { 'X-Forwarded-Proto': 'https', ...headers },
    redirect: 'manual',
  })
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
}

/** The headers a visitor's browser acts on: security, caching, type. */
const compared = [
  'strict-transport-security',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'cache-control',
  'vary',
  'content-type',
  'content-encoding',
]
/** SVG compares by media type: Node adds a charset, which an SVG declares inside itself anyway. */
const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    compared.map((name) => {
      const value = headers[name] ?? null
      return [name, name === 'content-type' && String(value).startsWith('image/svg+xml') ? 'image/svg+xml' : value]
    }),
  )

describe('through the TLS proxy', () => {
  it('speaks HTTPS with HSTS, with a certificate from its CA', async () => {
    const page = await viaProxy('/')
    expect(page.status).toBe(200)
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
    expect(page.headers.server).toBeUndefined()
  })

  it('redirects plain HTTP to HTTPS, keeping the address', async () => {
    const response = await fetch(`${caddy.httpUrl}/en/trading/forex?x=1`, { redirect: 'manual' })
    expect([301, 308]).toContain(response.status)
    expect(response.headers.get('location')).toBe(`${caddy.url}/en/trading/forex?x=1`)
  })

  it('serves pages, assets and the service worker with the headers the Node server sends', async () => {
    const page = await viaProxy('/en/trading/forex')
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(page.body)?.[1]
    expect(script).toBeTruthy()
    for (const [path, headers] of [
      // fetch asks for compression unless told otherwise: every request names what it accepts.
      ['/', { 'Accept-Encoding': 'identity' }],
      ['/en/trading/forex', { 'Accept-Encoding': 'br' }],
      ['/pl/more/company', { 'Accept-Encoding': 'gzip' }],
      [script!, { 'Accept-Encoding': 'br, gzip' }],
      ['/sw.js', { 'Accept-Encoding': 'gzip' }],
      ['/icons/favicon-32.png', { 'Accept-Encoding': 'identity' }],
    ] as const) {
      const proxied = await viaProxy(path, headers)
      const direct = await fromNode(path, headers)
      expect({ path, status: proxied.status, headers: pick(proxied.headers) }).toEqual({
        path,
        status: direct.status,
        headers: pick(direct.headers),
      })
    }
  })

  it('keeps each page’s own script policy in the page', async () => {
    const page = await viaProxy('/en/trading/forex')
    expect(page.body).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-/,
    )
  })

  it('answers the API and the not-found page through the instances, and refuses dot-folders', async () => {
    const quotes = await viaProxy(apiPaths.quoteList, { 'Content-Type': 'application/json' }, JSON.stringify({ goods: 'EURUSD' }))
    expect(JSON.parse(quotes.body)).toMatchObject({ res: 1, dt: { list: [{ name: 'EURUSD' }] } })
    expect(quotes.headers['strict-transport-security']).toBeTruthy()
    expect((await viaProxy('/en/no-such-page')).status).toBe(404)
    expect((await viaProxy('/.vite/manifest.json')).status).toBe(404)
  })

  it('passes the quote stream through unbuffered: frames arrive one by one as they are sent', async () => {
    const arrivals: number[] = []
    await new Promise<void>((resolve, reject) => {
      const req = httpsRequest(
        `${caddy.url}${apiPaths.quoteStream}?goods=EURUSD`,
        { ca: caddy.rootCertificate(), servername: 'localhost' },
        (res) => {
          expect(res.headers['content-type']).toContain('text/event-stream')
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            if (chunk.includes('event: ticks')) arrivals.push(Date.now())
            // The feed steps once a second: three frames that came apart were not held back.
            if (arrivals.length === 3) {
              req.destroy()
              resolve()
            }
          })
        },
      )
      req.on('error', (error) => (arrivals.length === 3 ? undefined : reject(error)))
      req.end()
    })
    expect(arrivals[2]! - arrivals[0]!).toBeGreaterThan(1000)
  })

  it('carries the streams to the instance over h2c: 12 stream clients add a few of its sockets, not one each', async () => {
    const sockets = () =>
      readdirSync(`/proc/${instance.process.pid}/fd`).filter((fd) => {
        try {
          return readlinkSync(`/proc/${instance.process.pid}/fd/${fd}`).startsWith('socket:')
        } catch {
          return false
        }
      }).length
    const before = sockets()
    const clients = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          new Promise<ClientRequest>((resolve, reject) => {
            const req = httpsRequest(
              `${caddy.url}${apiPaths.quoteStream}?goods=EURUSD`,
              { ca: caddy.rootCertificate(), servername: 'localhost', agent: false },
              (res) => {
                expect(res.statusCode).toBe(200)
                res.once('data', () => resolve(req))
              },
            )
            req.on('error', reject)
            req.end()
          }),
      ),
    )
    const during = sockets()
    for (const req of clients) req.destroy()
    // Caddy's connections to the instance (one, a second for its health checks at most), not 12 (20 streams per address are allowed).
    expect(during - before).toBeLessThanOrEqual(4)
  })

  it('never lets the instances’ metrics out: /metrics is refused, though the instance serves it on its own port', async () => {
    const direct = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(await direct.text()).toContain('http_request_duration_seconds')
    for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const proxied = await viaProxy(path)
      expect({ path, status: proxied.status }).toEqual({ path, status: 404 })
      expect(proxied.body).not.toContain('http_request_duration_seconds')
    }
  })

  it('a request whose body cannot be read (an invalid chunk size) leaves the instances in rotation', async () => {
    const answer = await rawRequest(
      `POST ${apiPaths.quoteList} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 [45]\d\d /)
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) {
      const quotes = await viaProxy(
        apiPaths.quoteList,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ goods: 'EURUSD' }),
      )
      statuses.push(quotes.status)
    }
    expect(statuses).toEqual(Array(50).fill(200))
  })

  it('refuses a body larger than the API takes before it reaches an instance', async () => {
    const answer = await rawRequest(
      `POST ${apiPaths.quoteList} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunked(`{"goods":"EURUSD","padding":"${'x'.repeat(40_000)}"}`)}`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
  })

  it('closes a connection whose request headers never finish', async () => {
    const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: `, { waitForClose: true })
    // Caddy answers a timed-out request with nothing, or with a 408 before it closes.
    expect(answer).toMatch(/^$|^HTTP\/1\.1 408 /)
  }, 30_000)

  it('sends phones on /download to their store with the channel cookie, as the instance does', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
    for (const path of ['/download?v=1234', '/en/download?v=1234', '/pl/download?v=1234']) {
      const proxied = await viaProxy(path, { 'User-Agent': android })
      const direct = await fromNode(path, { 'User-Agent': android })
      expect(proxied.status).toBe(302)
      expect(proxied.headers.location).toBe(androidDownloadUrl('1234'))
      expect(String(proxied.headers['set-cookie'])).toMatch(/^dl-channel=1234; .*Secure/)
      expect({ status: proxied.status, location: proxied.headers.location, cookie: proxied.headers['set-cookie'] }).toEqual({
        status: direct.status,
        location: direct.headers.location,
        cookie: [direct.headers['set-cookie']],
      })
    }
    // A computer gets the page, and the cookie with it.
    const page = await viaProxy('/en/download?v=1234', { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0' })
    expect(page.status).toBe(200)
    expect(String(page.headers['set-cookie'])).toMatch(/^dl-channel=1234;/)
  })
})

/** A body in one chunk of HTTP/1.1 chunked encoding, with the closing empty chunk. */
const chunked = (body: string) => `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`

/**
 * Bytes written as they are on a TLS connection to Caddy (HTTP/1.1), for requests no HTTP client
 * would send. What came back, once the first answer has arrived (or, with `waitForClose`, once
 * Caddy has closed the connection).
 */
function rawRequest(request: string, { waitForClose = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = tlsConnect({
      host: '127.0.0.1',
      port: caddy.ports.https,
      servername: 'localhost',
      ca: caddy.rootCertificate(),
      ALPNProtocols: ['http/1.1'],
    })
    socket.setEncoding('utf8')
    socket.on('secureConnect', () => socket.write(request))
    socket.on('data', (chunk: string) => {
      answer += chunk
      if (!waitForClose && answer.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('close', () => resolve(answer))
    socket.on('error', (error) => (waitForClose ? resolve(answer) : reject(error)))
  })
}
