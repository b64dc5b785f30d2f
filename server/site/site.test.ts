// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { encode } from 'uqr'
import { beforeAll, describe, expect, it } from 'vitest'
import { precompressSite } from '../../scripts/build/precompress-site'
import { createTestApp } from '../../scripts/test-support/test-app'
import { brand } from '../../src/config/brand'
import { apiPaths } from '../../src/contract/paths'

const inline = 'self.$_TSR={h(){}}'
const page = (lang: string, text: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${text}</title></head><body><h1>${text}</h1><p>${'Text '.repeat(300)}</p><script>${inline}</script><script type="module" src="/assets/main-abc.js"></script></body></html>`

let app: Awaited<ReturnType<typeof createTestApp>>['app']

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(site, 'assets'))
  mkdirSync(join(site, 'en/trading/forex'), { recursive: true })
  mkdirSync(join(site, 'trading/forex'), { recursive: true })
  writeFileSync(join(site, 'index.html'), page('de', 'Startseite'))
  writeFileSync(join(site, 'trading/forex/index.html'), page('de', 'Forex-Handel'))
  writeFileSync(join(site, 'en/trading/forex/index.html'), page('en', 'Forex trading'))
  writeFileSync(join(site, '404.html'), page('de', 'Seite nicht gefunden'))
  mkdirSync(join(site, 'download'), { recursive: true })
  writeFileSync(join(site, 'download/index.html'), page('de', 'App herunterladen'))
  mkdirSync(join(site, 'offline'), { recursive: true })
  writeFileSync(join(site, 'offline/index.html'), page('de', 'Sie sind offline'))
  mkdirSync(join(site, 'en'), { recursive: true })
  writeFileSync(join(site, 'en/404.html'), page('en', 'Page not found'))
  writeFileSync(join(site, 'assets/main-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  // What Vite leaves in the build besides the site: not for visitors.
  mkdirSync(join(site, '.vite'))
  writeFileSync(join(site, '.vite/manifest.json'), '{"src/main.tsx":{}}')
  writeFileSync(join(site, 'assets/.hidden.js'), 'secret()')
  writeFileSync(
    join(site, 'prerendered.json'),
    JSON.stringify({
      pages: ['/', '/trading/forex', '/en/trading/forex', '/download', '/offline'],
      redirects: { '/account/funding': '/account/deposit' },
    }),
  )
  await precompressSite(site)
  app = (await createTestApp(undefined, { siteDir: site, corsOrigins: [], feedSeed: 1, pushLocalEndpoints: false })).app
})

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

describe('security headers', () => {
  it('a page carries the header policy that keeps it out of frames (its own policy is in the page)', async () => {
    const response = await app.request('/trading/forex')
    expect(response.status).toBe(200)
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name)).toBe(value)
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('HSTS is sent over HTTPS', async () => {
    const response = await app.request('https://broker.example/trading/forex')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('an API answer is never cached and carries the same headers', async () => {
    const response = await app.request(apiPaths.quoteList, {
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

  it('never sends an encoding the browser refused with q=0', async () => {
    const noBrotli = await app.request('/en/trading/forex', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } })
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip')
    const identity = await app.request('/assets/main-abc.js', { headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0' } })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toContain('console.log')
  })

  it('refuses dot-folders and dot-files (build metadata lists the source paths)', async () => {
    for (const path of ['/.vite/manifest.json', '/assets/.hidden.js', '/%2evite/manifest.json', '/.vite/']) {
      const response = await app.request(path)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(await response.text()).not.toContain('src/main.tsx')
    }
  })

  it('never serves a file outside the site folder', async () => {
    expect((await app.request('/..%2f..%2fpackage.json')).status).toBe(404)
    expect((await app.request('/assets/../../package.json')).status).toBe(404)
  })
})

describe('/download', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
  const get = (path: string, userAgent: string) => app.request(path, { headers: { 'User-Agent': userAgent } })

  it('sends Android visitors to the APK of their channel and keeps the channel in its cookie', async () => {
    const response = await get('/download?v=partner42', android)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://download.mcmarkets.example/android/mctrader-partner42.apk')
    expect(response.headers.get('set-cookie')).toMatch(/^dl-channel=partner42; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('uses the default channel 6688 without v or with a value that is not a channel', async () => {
    for (const path of ['/download', '/download?v=', '/download?v=%3Cscript%3E']) {
      const response = await get(path, android)
      expect(response.headers.get('location'), path).toBe('https://download.mcmarkets.example/android/mctrader-6688.apk')
      expect(response.headers.get('set-cookie'), path).toContain('dl-channel=6688;')
    }
  })

  it('sends iOS visitors to the App Store', async () => {
    const response = await get('/download?v=77', iphone)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://apps.apple.com/app/mc-trader/id6450000000')
    expect(response.headers.get('set-cookie')).toContain('dl-channel=77;')
  })

  it('shows desktop visitors the download page and marks the cookie Secure over HTTPS', async () => {
    const response = await app.request('https://broker.example/download?v=77', { headers: { 'User-Agent': desktop } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('App herunterladen')
    expect(response.headers.get('set-cookie')).toContain('dl-channel=77;')
    expect(response.headers.get('set-cookie')).toContain('; Secure')
    expect(response.headers.get('vary')).toContain('User-Agent')
  })

  it("draws the QR code of a channel's download page as an SVG image, and of the default channel for anything else", async () => {
    const modules = (url: string) => {
      const rows = encode(url, { ecc: 'M', border: 2 }).data
      return rows.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('')
    }
    const partner = await app.request('/download/qr.svg?v=partner42')
    expect(partner.status).toBe(200)
    expect(partner.headers.get('content-type')).toBe('image/svg+xml')
    expect(await partner.text()).toContain(`d="${modules(`${brand.siteUrl}/download?v=partner42`)}"`)
    const odd = await app.request('/download/qr.svg?v=%3Cscript%3E')
    expect(await odd.text()).toContain(`d="${modules(`${brand.siteUrl}/download?v=6688`)}"`)
  })
})

describe('/offline', () => {
  it('is served in the language of its address even when another language is remembered', async () => {
    const response = await app.request('/offline', { headers: { Cookie: 'hl=en' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Sie sind offline')
  })
})
