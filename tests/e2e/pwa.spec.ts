import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../playwright.config'
import { register } from './account'
import { tr } from './catalog'
import { expect, test } from './fixtures'
import { paintsReported } from './frames'
import { gotoHydrated, waitForServiceWorker } from './hydrated'
import { dispatchInstallOffer } from './install-offer'
import { freshEmail } from './outbox'

// About the service worker, which the tests not about it run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

/** The worker writes a marker once every page of a language and every legal document is stored. */
async function waitForLanguageKept(page: Page, locale: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (code) => (await (await caches.open('mc-meta')).keys()).some((r) => r.url.includes(`/__kept/${code}?`)),
          locale,
        ),
      { timeout: 30_000 },
    )
    .toBe(true)
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test.describe('web app manifest', () => {
  for (const [code, home] of [
    ['de', '/'],
    ['en', '/en'],
    ['pl', '/pl'],
  ] as const) {
    test(`the ${code} manifest is complete and every address in it answers @desktop-only`, async ({ request }) => {
      const page = await request.get(home)
      const link = /<link rel="manifest" href="([^"]+)"/.exec(await page.text())?.[1]
      expect(link).toBe(`/manifest-${code}.webmanifest`)
      const response = await request.get(link!)
      expect(response.headers()['content-type']).toContain('application/manifest+json')
      const manifest = await response.json()
      expect(manifest).toMatchObject({ id: '/', start_url: home, scope: '/', display: 'standalone', short_name: 'MC Markets' })
      expect(manifest.lang).toMatch(new RegExp(`^${code}-`))
      expect(manifest.name).toBe(tr(code, '{0}: forex and CFD trading').replace('{0}', 'MC Markets'))
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
      expect(manifest.icons.map((i: { purpose: string }) => i.purpose).sort()).toEqual(['any', 'any', 'maskable', 'maskable'])
      for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons)]) {
        const file = await request.get(icon.src)
        expect(file.status(), icon.src).toBe(200)
        expect(pngSize(await file.body()), icon.src).toBe(icon.sizes)
      }
      expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
        tr(code, 'Real-time quotes'),
        tr(code, 'Economic calendar'),
      ])
      for (const target of [manifest.start_url, ...manifest.shortcuts.map((s: { url: string }) => s.url)]) {
        expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200)
      }
      expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'narrow', 'wide'])
      for (const shot of manifest.screenshots) {
        const file = await request.get(shot.src)
        expect(file.status(), shot.src).toBe(200)
        expect([...(await file.body()).subarray(0, 2)]).toEqual([0xff, 0xd8])
        expect(shot.label).toBeTruthy()
      }
    })
  }

  test('Chromium finds the app installable @desktop-only', async ({ baseURL }) => {
    // Chromium never offers installation in an incognito profile, which every Playwright context is;
    // this check runs in a real (temporary) profile.
    const profile = mkdtempSync(join(tmpdir(), 'profile-'))
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL })
    try {
      await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
      const page = await context.newPage()
      await gotoHydrated(page, '/en')
      await waitForServiceWorker(page)
      const cdp = await context.newCDPSession(page)
      const { errors } = await cdp.send('Page.getAppManifest')
      expect(errors).toEqual([])
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

test.describe('page icons', () => {
  // The browser fetches the tab's icon and decodes it in the page's renderer: an SVG icon is a whole
  // SVG document built on the main thread (tens of milliseconds on a phone, once per page load), a
  // small PNG next to nothing. The router writes the head again as it hydrates, so the page is
  // checked after hydration too.
  test('the prerendered and the hydrated page name PNG icons of their stated size @desktop-only', async ({ page, request }) => {
    const icons = () =>
      page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
        links.map((link) => ({
          rel: link.getAttribute('rel'),
          href: link.getAttribute('href'),
          sizes: link.getAttribute('sizes'),
        })),
      )
    await page.route('**/assets/**', (route) => route.abort())
    await page.goto('/pl/trading/hours')
    const prerendered = await icons()
    await page.unrouteAll()
    await gotoHydrated(page, '/pl/trading/hours')
    expect(await icons()).toEqual(prerendered)
    expect(prerendered.map((icon) => icon.rel).sort()).toEqual(['apple-touch-icon', 'icon'])
    for (const icon of prerendered) {
      const file = await request.get(icon.href!)
      expect(file.status(), icon.href!).toBe(200)
      const size = pngSize(await file.body())
      if (icon.sizes) expect(size, icon.href!).toBe(icon.sizes)
    }
  })
})

test.describe('offline reading', () => {
  test('the visitor language, the legal documents and visited pages open offline; other pages show the offline page @desktop-only', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/en')
    await waitForServiceWorker(page)
    await waitForLanguageKept(page, 'en')
    // Pages in other languages are kept when visited, not the whole language.
    await gotoHydrated(page, '/more/company')
    await gotoHydrated(page, '/pl/more/company')

    await context.setOffline(true)
    await page.goto('/en/more/faq')
    await expect(page.locator('h1')).toHaveText('Frequently asked questions')
    const documents = await page.evaluate(async () => {
      const index: Array<{ path: string; data?: string; locale: string }> = await (await fetch('/legal/index.json')).json()
      const files = [...new Set(index.filter((d) => d.locale === 'en').flatMap((d) => (d.data ? [d.path, d.data] : [d.path])))]
      return Promise.all(
        files.map(async (path) => {
          const response = await fetch(path)
          const bytes = new Uint8Array(await response.arrayBuffer())
          return { path, status: response.status, head: String.fromCharCode(...bytes.subarray(0, 4)) }
        }),
      )
    })
    expect(documents.length).toBeGreaterThan(20)
    for (const document of documents) {
      expect(document.status, document.path).toBe(200)
      if (document.path.endsWith('.pdf')) expect(document.head, document.path).toBe('%PDF')
      else if (document.path.endsWith('.json')) expect(document.head, document.path).toBe('{"sl')
      else expect(document.path).toMatch(/\.csv$/)
    }
    // The documents of the visitor's language only: no German or Polish policy is on the device.
    const stored = await page.evaluate(async () =>
      (await (await caches.open('mc-legal')).keys()).map((r) => new URL(r.url).pathname),
    )
    expect(stored.filter((path) => /^\/legal\/(de|pl)\//.test(path))).toEqual([])
    for (const [address, code] of [
      ['/more/company', 'de'],
      ['/pl/more/company', 'pl'],
      ['/en/more/company', 'en'],
    ] as const) {
      await page.goto(address)
      await expect(page.locator('h1'), address).toHaveText(tr(code, 'Company information'))
    }

    await page.goto('/pl/trading/forex')
    await expect(page.locator('h1')).toHaveText(tr('pl', 'You are offline'))
    await expect(page).toHaveURL(/\/pl\/offline\?from=%2Fpl%2Ftrading%2Fforex$/)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // Back online, the wanted page opens by itself.
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/pl\/trading\/forex$/, { timeout: 20_000 })
    await expect(page.locator('h1')).not.toHaveText(tr('pl', 'You are offline'))
  })

  test('after a German visit a German policy opens offline, by address and from the library, and no other language is stored @desktop-only', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/')
    await waitForServiceWorker(page)
    await waitForLanguageKept(page, 'de')
    const index: Array<{ slug: string; locale: string; title: string; language: string }> = await page.evaluate(async () =>
      (await fetch('/legal/index.json')).json(),
    )
    const german = index.find((d) => d.slug === 'risk-disclosure' && d.locale === 'de')!

    await context.setOffline(true)
    await page.goto('/more/legal/risk-disclosure')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('h1')).toHaveText(german.title)
    await expect(page.locator('.legal-document-body h2').first()).toBeVisible()
    // Within the app (no page load), the document's data comes from the device too.
    await gotoHydrated(page, '/more/legal')
    await page
      .locator('.legal-table')
      .first()
      .getByRole('link', { name: tr('de', 'Privacy policy'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/more\/legal\/privacy-policy$/)
    await expect(page.locator('h1')).toHaveText(index.find((d) => d.slug === 'privacy-policy' && d.locale === 'de')!.title)
    const stored = await page.evaluate(async () =>
      (await (await caches.open('mc-legal')).keys()).map((r) => new URL(r.url).pathname),
    )
    expect(stored).toContain('/legal/de/risk-disclosure.json')
    expect(stored.filter((path) => /^\/legal\/(en|pl)\//.test(path))).toEqual([])
    await page.goto('/pl/more/legal/risk-disclosure')
    await expect(page.locator('h1')).toHaveText(tr('pl', 'You are offline'))
    await context.setOffline(false)
  })

  test('"Make available offline" stores every legal document with progress @desktop-only', async ({ page }) => {
    await gotoHydrated(page, '/en/more/legal')
    await waitForServiceWorker(page)
    await waitForLanguageKept(page, 'en')
    // Start from an empty document store to watch the control do the work.
    await page.evaluate(() => caches.delete('mc-legal'))
    await gotoHydrated(page, '/en/more/legal')
    const total = await page.evaluate(
      async () =>
        ((await (await fetch('/legal/index.json')).json()) as Array<{ locale: string }>).filter((d) => d.locale === 'en').length,
    )
    const status = page.locator('.offline-store [aria-live]')
    await expect(status).toContainText(`0 of ${total} documents are stored on this device`)
    await page.getByRole('button', { name: 'Make available offline' }).click()
    await expect(status).toContainText(`${total} of ${total} documents are stored on this device`)
    await expect(page.getByRole('button', { name: 'Make available offline' })).toHaveCount(0)
  })

  test('no API answer of a signed-in session is ever in Cache Storage @desktop-only', async ({ page }) => {
    await gotoHydrated(page, '/en')
    await waitForServiceWorker(page)
    const email = freshEmail('cache')
    await register(page, 'en', email, 'secret123')
    await expect(page.getByText(email).first()).toBeVisible()
    await page.reload()
    await expect(page.getByText(email).first()).toBeVisible()
    const stored = await page.evaluate(async () => {
      const entries: Array<{ url: string; body: string }> = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          const response = await cache.match(request)
          const type = response?.headers.get('content-type') ?? ''
          entries.push({ url: request.url, body: /text|json/.test(type) ? ((await response?.text()) ?? '') : '' })
        }
      }
      return entries
    })
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'))).toEqual([])
    expect(stored.filter((entry) => entry.body.includes(email)).map((entry) => entry.url)).toEqual([])
  })
})

test.describe('/download', () => {
  test('answers per user agent and keeps the channel @desktop-only', async ({ page, request, context }) => {
    const android = await request.get('/download?v=partner42', {
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
      maxRedirects: 0,
    })
    expect(android.status()).toBe(302)
    expect(android.headers().location).toBe('https://download.mcmarkets.example/android/mctrader-partner42.apk')
    const iphone = await request.get('/download', {
      headers: {
        'User-Agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
      },
      maxRedirects: 0,
    })
    expect(iphone.headers().location).toBe('https://apps.apple.com/app/mc-trader/id6450000000')

    await gotoHydrated(page, '/en/download?v=partner42')
    await expect(page.getByText('Download channel: partner42')).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code for this download page' })).toBeVisible()
    const cookie = (await context.cookies()).find((c) => c.name === 'dl-channel')
    expect(cookie?.value).toBe('partner42')
  })

  test('on a phone-sized screen the QR code loads at once and the install offer appears without moving it @desktop-only', async ({
    page,
  }) => {
    // Lighthouse audits the page as a computer receives it, at a phone's width (phones are sent to the
    // stores): there Chromium offers installation after load, and the offer, above the code, pushed it down.
    await page.setViewportSize({ width: 412, height: 823 })
    await page.addInitScript(() => {
      const record = { shift: 0, shifted: [] as string[] }
      Object.assign(window, { record })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
        >) {
          if (entry.hadRecentInput) continue
          record.shift += entry.value
          for (const source of entry.sources) record.shifted.push((source.node as Element | null)?.className ?? 'removed')
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await gotoHydrated(page, '/en/download')
    const code = page.getByRole('img', { name: 'QR code for this download page' })
    await expect(code).toBeVisible()
    // On this screen the code is the page's largest paint: loaded lazily, its request waited for layout.
    await expect(code).toHaveAttribute('loading', 'eager')
    await dispatchInstallOffer(page)
    await expect(page.getByRole('heading', { name: 'Or install this site as an app' })).toBeVisible()
    await paintsReported(page)
    const { shift, shifted } = await page.evaluate(
      () => (window as unknown as { record: { shift: number; shifted: string[] } }).record,
    )
    expect(shifted).toEqual([])
    expect(shift).toBe(0)
  })

  test('keeps a numeric channel and an invalid one as they stand in the address @desktop-only', async ({ page }) => {
    await gotoHydrated(page, '/en/download?v=1234')
    await expect(page.getByText('Download channel: 1234')).toBeVisible()
    expect(new URL(page.url()).search).toBe('?v=1234')
    await gotoHydrated(page, '/en/download?v=not%20a%20channel')
    await expect(page.getByText('Download channel: 6688')).toBeVisible()
    expect(new URL(page.url()).search).toBe('?v=6688')
  })
})
