// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { openDatabase } from './db/connect'
import { GeneratedCalendar } from './feeds/calendar'
import { SimulatedQuoteFeed } from './feeds/quote-feed'
import { createRateLimits } from './http/rate-limit'
import { createMailer } from './mail'

const inline = 'self.$_TSR={h(){}}'
const page = (lang: string, text: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${text}</title></head><body><h1>${text}</h1><p>${'Text '.repeat(300)}</p><script>${inline}</script><script type="module" src="/assets/main-abc.js"></script></body></html>`

let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(site, 'assets'))
  mkdirSync(join(site, 'en/trading/forex'), { recursive: true })
  mkdirSync(join(site, 'trading/forex'), { recursive: true })
  writeFileSync(join(site, 'index.html'), page('de', 'Startseite'))
  writeFileSync(join(site, 'trading/forex/index.html'), page('de', 'Forex-Handel'))
  writeFileSync(join(site, 'en/trading/forex/index.html'), page('en', 'Forex trading'))
  writeFileSync(join(site, '404.html'), page('de', 'Seite nicht gefunden'))
  mkdirSync(join(site, 'en'), { recursive: true })
  writeFileSync(join(site, 'en/404.html'), page('en', 'Page not found'))
  writeFileSync(join(site, 'assets/main-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  writeFileSync(
    join(site, 'prerendered.json'),
    JSON.stringify({
      pages: ['/', '/trading/forex', '/en/trading/forex'],
      redirects: { '/account/funding': '/account/deposit' },
      styleHashes: ["'sha256-abc='"],
    }),
  )
  const clock = () => new Date('2026-11-25T14:00:00Z')
  const db = await openDatabase(':memory:')
  app = createApp({
    env: {
      port: 0,
      host: '127.0.0.1',
      siteDir: site,
      databasePath: ':memory:',
      corsOrigins: [],
      feedSeed: 1,
      logRequests: false,
      trustProxy: false,
      rateLimitScale: 1,
    },
    db,
    feed: new SimulatedQuoteFeed(1, clock),
    calendar: new GeneratedCalendar(1, clock),
    mailer: createMailer(db, clock, undefined, () => {}),
    limits: createRateLimits(),
    clock,
  })
})

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

describe('security headers', () => {
  it('a page carries a strict CSP that allows its inline script by hash only', async () => {
    const response = await app.request('/trading/forex')
    expect(response.status).toBe(200)
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name)).toBe(value)
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('HSTS is sent over HTTPS', async () => {
    const response = await app.request('https://broker.example/trading/forex')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('an API answer is never cached and carries the same headers', async () => {
    const response = await app.request('/api/q/v1/QF1001', {
      method: 'POST',
      body: JSON.stringify({ goods: 'EURUSD' }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name)).toBe(value)
  })
})

describe('the built site', () => {
  it('is compressed with brotli when the browser accepts it', async () => {
    const response = await app.request('/en/trading/forex', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(html).toContain('<h1>Forex trading</h1>')
  })

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await app.request('/assets/main-abc.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers unknown addresses with the not-found page of their language and status 404', async () => {
    const german = await app.request('/gibt-es-nicht')
    expect(german.status).toBe(404)
    expect(await german.text()).toContain('Seite nicht gefunden')
    const english = await app.request('/en/nope')
    expect(english.status).toBe(404)
    expect(await english.text()).toContain('Page not found')
  })

  it('redirects moved pages permanently and the remembered language of the hl cookie', async () => {
    const moved = await app.request('/account/funding?x=1')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/account/deposit?x=1')
    const remembered = await app.request('/trading/forex', { headers: { Cookie: 'hl=en' } })
    expect(remembered.status).toBe(302)
    expect(remembered.headers.get('location')).toBe('/en/trading/forex')
    expect((await app.request('/trading/forex', { headers: { Cookie: 'hl=de' } })).status).toBe(200)
  })

  it('never serves a file outside the site folder', async () => {
    expect((await app.request('/..%2f..%2fpackage.json')).status).toBe(404)
    expect((await app.request('/assets/../../package.json')).status).toBe(404)
  })
})
