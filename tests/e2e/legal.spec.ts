import type { APIRequestContext } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { parseCsv } from '../../scripts/build/legal/csv'
import { rts27Header } from '../../scripts/build/legal/rts27'
import { rts28Header } from '../../scripts/build/legal/rts28'
import {
  documentsFor,
  type LegalDocumentInfo,
  type LegalPageData,
  legalDocuments,
  legalPageDataPath,
  legalPagePath,
  legalPolicies,
} from '../../src/config/legal-documents'
import { readPdfStructure } from '../pdf-structure'
import { tr } from './catalog'
import { expect, test } from './fixtures'
import { paintsReported } from './frames'
import { gotoHydrated } from './hydrated'
import { addressOf } from './site-map'

const percentage = (text: string) => {
  expect(text).toMatch(/^\d{1,3}\.\d{2}$/)
  const value = Number(text)
  expect(value).toBeGreaterThanOrEqual(0)
  expect(value).toBeLessThanOrEqual(100)
  return value
}

async function checkPdf(request: APIRequestContext, href: string, info: LegalDocumentInfo) {
  const response = await request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type'], href).toBe('application/pdf')
  const bytes = await response.body()
  expect(bytes.subarray(0, 5).toString(), href).toBe('%PDF-')
  const pdf = await PDFDocument.load(bytes)
  expect(pdf.getTitle(), href).toBe(info.title)
  const structure = readPdfStructure(pdf)
  expect(structure.lang, href).toBe(info.language)
  expect(structure.marked, href).toBe(true)
  expect(structure.elements, href).toContain('H1')
  expect(structure.elements, href).toContain('H2')
  expect(pdf.getPageCount(), href).toBeGreaterThan(0)
  expect(pdf.getAuthor(), href).toBe('MC Markets (Europe) Ltd')
  const year = /-(\d{4})\.pdf$/.exec(href)?.[1]
  if (year) expect(pdf.getTitle(), href).toContain(year)
}

async function checkCsv(request: APIRequestContext, href: string) {
  const response = await request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type'], href).toMatch(/^text\/csv/)
  const text = (await response.body()).toString('utf8')
  expect(text.endsWith('\r\n'), href).toBe(true)
  const [header, ...rows] = parseCsv(text)
  expect(rows.length, href).toBeGreaterThan(0)
  expect(
    rows.every((row) => row.length === header!.length),
    href,
  ).toBe(true)
  const year = /-(\d{4})\.csv$/.exec(href)![1]!
  const column = (name: string) => header!.indexOf(name)
  if (href.includes('rts28')) {
    expect(header, href).toEqual([...rts28Header])
    for (const row of rows) {
      expect(['Retail clients', 'Professional clients']).toContain(row[0])
      expect(row[2]).toMatch(/^[YN]$/)
      // The firm is the only venue: all of the volume and all of the orders.
      expect(percentage(row[5]!)).toBe(100)
      expect(percentage(row[6]!)).toBe(100)
      expect(percentage(row[7]!) + percentage(row[8]!)).toBeCloseTo(100, 2)
      percentage(row[9]!)
    }
  } else {
    expect(header, href).toEqual([...rts27Header])
    expect(new Set(rows.map((r) => r[column('Instrument')])).size, href).toBe(30)
    expect(new Set(rows.map((r) => r[0])), href).toEqual(new Set([1, 2, 3, 4].map((q) => `${year}-Q${q}`)))
    for (const row of rows) {
      const count = (name: string) => Number(row[column(name)])
      expect(row[column('Period start')]!.startsWith(year)).toBe(true)
      expect(count('Orders received')).toBe(
        count('Transactions executed') + count('Orders rejected') + count('Orders cancelled or expired'),
      )
      const shares = [
        'Executed at requested price (%)',
        'Executed with price improvement (%)',
        'Executed with negative slippage (%)',
      ]
      expect(shares.map((name) => percentage(row[column(name)]!)).reduce((a, b) => a + b)).toBeCloseTo(100, 2)
      expect(count('Lowest executed price')).toBeLessThanOrEqual(count('Highest executed price'))
    }
  }
}

test('every listed legal document downloads from every language: PDFs with their title and language, CSVs in their layout @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const index = (await (await request.get('/legal/index.json')).json()) as LegalDocumentInfo[]
  const checked = new Set<string>()
  for (const [prefix, code] of [
    ['', 'de'],
    ['/en', 'en'],
    ['/pl', 'pl'],
  ] as const) {
    const own = documentsFor(index, code)
    expect(own.map((d) => d.slug)).toEqual(legalDocuments.map((d) => d.slug))
    await gotoHydrated(page, `${prefix}/more/legal`)
    // Policies, execution quality, Pillar III.
    await expect(page.locator('.legal-table')).toHaveCount(3)
    const files = page.locator('.legal-table tbody a[type]')
    await expect(files).toHaveCount(legalDocuments.length)
    await expect(page.locator('.legal-table tbody td.num').first()).toHaveText(/\d/)
    await expect(page.locator('.legal-table tbody td.num').last()).toHaveText(/\d/)
    const found = await files.evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.getAttribute('type')}`))
    expect(found.map((entry) => entry.split(' ')[0])).toEqual(own.map((d) => d.path))
    // Each policy's page in the visitor's language.
    const pages = await page
      .locator('.legal-table tbody a:not([type])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(pages).toEqual(legalPolicies.map((slug) => addressOf(legalPagePath(slug), code)))
    // The periodic reports are English only, and the page says so in its language.
    await expect(page.getByText(tr(code, 'These reports are published in English only.'))).toHaveCount(2)
    for (const entry of found) {
      const [href, type] = entry.split(' ') as [string, string]
      const info = own.find((d) => d.path === href)!
      // The periodic reports are the same English file in every language's list.
      if (checked.has(href)) continue
      checked.add(href)
      if (href.endsWith('.pdf')) {
        expect(type, href).toBe('application/pdf')
        await checkPdf(request, href, info)
      } else {
        expect(type, href).toBe('text/csv')
        await checkCsv(request, href)
      }
    }
  }
  // The English files keep the addresses the specification and installed apps know.
  for (const policy of legalPolicies)
    expect(index.find((d) => d.slug === policy && d.locale === 'en')!.path).toBe(`/legal/${policy}.pdf`)
})

test('each policy is a page in each language: its sections, their contents list, the version date and its PDF', async ({
  page,
}) => {
  const index = (await (await page.request.get('/legal/index.json')).json()) as LegalDocumentInfo[]
  for (const code of ['de', 'en', 'pl'] as const) {
    const info = documentsFor(index, code).find((d) => d.slug === 'risk-disclosure')!
    await gotoHydrated(page, addressOf('/more/legal/risk-disclosure', code))
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    await expect(page.locator('h1')).toHaveText(info.title)
    await expect(page).toHaveTitle(`${info.title} | MC Markets`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', info.summary)
    await expect(page.locator('time')).toHaveAttribute('datetime', info.date)
    const pdf = page.locator('.legal-document-meta a[type="application/pdf"]')
    await expect(pdf).toHaveAttribute('href', info.path)
    await expect(pdf).toHaveAttribute('hreflang', info.language)
    // Every entry of the contents list leads to a heading of the page.
    const targets = await page.locator('.legal-toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(targets.length).toBeGreaterThan(5)
    for (const target of targets) await expect(page.locator(`.legal-document-body h2[id="${target.slice(1)}"]`)).toHaveCount(1)
    await page.locator('.legal-toc a').nth(2).click()
    await expect(page).toHaveURL(new RegExp(`${targets[2]}$`))
    await expect(page.locator('.legal-document-body ul li').first()).toBeVisible()
  }
})

test('on a phone the largest paint of a policy page is its own text, painted before any script, not the later cookie notice @mobile-only', async ({
  page,
}) => {
  // Lighthouse's phone. The notice appears after hydration; were one of its blocks of text larger than the
  // page's own first text, it would be the page's LCP, counted with every script before it (about 2.7 s
  // against a budget of 1.5 s). The policies with the shortest summaries in each language, the library and
  // the accessibility statement.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.addInitScript(() => {
    const paints: string[] = []
    Object.assign(window, { largestPaints: paints })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        paints.push(entry.element?.closest('.cookie-notice') ? 'cookie notice' : (entry.element?.tagName ?? 'removed'))
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const policies = ['kid-indices', 'cookie-policy', 'conflicts-of-interest'] as const
  const addresses = [
    ...(['de', 'en', 'pl'] as const).flatMap((code) => policies.map((policy) => addressOf(legalPagePath(policy), code))),
    '/more/legal',
    '/more/accessibility',
  ]
  for (const address of addresses) {
    await gotoHydrated(page, address)
    await expect(page.locator('.cookie-notice')).toBeVisible()
    // Two frames and a task after the notice is on screen, its paint has been reported if it was the largest.
    await paintsReported(page)
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints)
    expect(paints.length, address).toBeGreaterThan(0)
    expect(paints.at(-1), address).not.toBe('cookie notice')
  }
})

test('a policy page carries its document once, within 128 KB, and hydrates without fetching it again @desktop-only', async ({
  page,
  request,
}) => {
  for (const code of ['de', 'en', 'pl'] as const) {
    for (const policy of legalPolicies) {
      const address = addressOf(legalPagePath(policy), code)
      const html = await (await request.get(address)).text()
      expect(Buffer.byteLength(html), address).toBeLessThanOrEqual(128 * 1024)
      // A run of the last paragraph's words is in the page twice: as text, and in the route's data.
      const data = (await (await request.get(legalPageDataPath(policy, code))).json()) as LegalPageData
      const last = data.blocks.findLast((block) => block.kind === 'p')!
      const words = last.text.match(/[\p{L} ]{24,}/u)![0]
      expect(html.split(words).length - 1, `${address}: ${words}`).toBe(2)
    }
  }
  const fetched: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/legal/') && r.url().endsWith('.json')) fetched.push(r.url())
  })
  for (const address of ['/more/legal/trading-terms', '/pl/more/legal/kid-forex']) await gotoHydrated(page, address)
  expect(fetched).toEqual([])
})

test('the library is complete as prerendered and nothing above its tables moves when the offline block appears @desktop-only', async ({
  page,
  request,
}) => {
  for (const code of ['de', 'en', 'pl'] as const) {
    const address = addressOf('/more/legal', code)
    const html = await (await request.get(address)).text()
    // Every row's size and date are in the page as served, not filled in after hydration.
    const cells = [...html.matchAll(/<td class="num">([^<]*)<\/td><td>([^<]*)<\/td>/g)]
    expect(cells.length, address).toBeGreaterThan(20)
    for (const [, size, date] of cells) {
      expect(size, address).toMatch(/\d/)
      expect(date, address).toMatch(/\d/)
    }
  }
  // The app's code is held back until the prerendered tables have been measured.
  let releaseApp = () => {}
  const held = new Promise<void>((resolve) => {
    releaseApp = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Without motion, so no reveal animation moves a section below the first screen: that transform is
  // not a layout shift, and it made offsetTop's rounding differ by a pixel (the transformed section
  // becomes the tables' offsetParent).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/more/legal', { waitUntil: 'domcontentloaded' })
  const tables = page.locator('table.legal-table')
  // Where layout puts each table on the page.
  const tops = () => tables.evaluateAll((all) => all.map((table) => table.getBoundingClientRect().top + window.scrollY))
  const before = await tops()
  releaseApp()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.offline-store')).toBeVisible()
  expect(await tops()).toEqual(before)
})

test('the library and a policy page never skip a heading level, the offline block included @desktop-only', async ({ page }) => {
  for (const address of ['/more/legal', '/more/legal/risk-disclosure']) {
    await gotoHydrated(page, address)
    if (address === '/more/legal') await expect(page.locator('.offline-store')).toBeVisible()
    const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
    expect(skips, address).toEqual([])
  }
})

test('the sitemap lists each policy page in every language, each with its alternates @desktop-only', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
  for (const policy of legalPolicies) {
    for (const code of ['de', 'en', 'pl'] as const) {
      const address = addressOf(legalPagePath(policy), code)
      const entry = entries.find((e) => new RegExp(`<loc>[^<]*${address}</loc>`).test(e))
      expect(entry, address).toBeDefined()
      for (const alternate of ['de', 'en', 'pl'] as const)
        expect(entry, address).toContain(
          `hreflang="${alternate}" href="https://www.mcmarkets.example${addressOf(legalPagePath(policy), alternate)}"`,
        )
    }
  }
})

test('an unknown policy address is answered with the not-found page @mobile-only', async ({ page }) => {
  const response = await page.goto('/en/more/legal/no-such-policy')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Page not found')
})

test('the footer links the risk disclosure and the cookie policy as PDFs @mobile-only', async ({ page, request }) => {
  await gotoHydrated(page, '/en')
  for (const name of ['Risk disclosure (PDF)', 'Cookie policy (PDF)']) {
    const href = await page.getByRole('contentinfo').getByRole('link', { name }).getAttribute('href')
    const response = await request.get(href!)
    expect(response.status(), name).toBe(200)
    expect((await PDFDocument.load(await response.body())).getTitle()).toMatch(name.startsWith('Risk') ? /Risk/ : /Cookie/)
  }
})

test('the footer links the accessibility statement in every language, and the sitemap lists it @desktop-only', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A choice already made: on a phone the notice, which arrives once the page is interactive, would cover the footer's links.
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  const pages = [
    ['/', 'Barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
    ['/en', 'Accessibility', 'Accessibility statement'],
    ['/pl', 'Dostępność', 'Deklaracja dostępności'],
  ] as const
  for (const [home, link, title] of pages) {
    await gotoHydrated(page, home)
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click()
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/more/accessibility$`))
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const prefix of ['', '/en', '/pl'])
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^/<]+${prefix}/more/accessibility</loc>`))
})
