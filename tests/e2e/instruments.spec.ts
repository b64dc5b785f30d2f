import { instrumentPath, instruments } from '../../src/config/instruments'
import { axeViolations } from './axe'
import { tr } from './catalog'
import { blockedWorkerWarning, expect, test } from './fixtures'
import { gotoHydrated, waitForServiceWorker } from './hydrated'
import { addressOf } from './site-map'
import { widthFor } from './widths'

const codes = ['de', 'en', 'pl'] as const

test('every instrument page answers 200 in every language with its heading, title and specification before any script runs @desktop-only', async ({
  request,
}) => {
  test.setTimeout(120_000)
  for (const instrument of instruments) {
    for (const code of codes) {
      const address = addressOf(instrumentPath(instrument), code)
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      const html = await response.text()
      expect(html, address).toMatch(new RegExp(`<html[^>]*lang="${code}"`))
      expect(html, address).toMatch(new RegExp(`<h1>${instrument.name}: [^<]+</h1>`))
      expect(html, address).toMatch(new RegExp(`<title>${instrument.name}: [^<]+</title>`))
      expect(html, address).toContain(
        `<caption>${tr(code, 'Contract specification of {name}').replace('{name}', instrument.name)}</caption>`,
      )
      expect(html, address).toContain(tr(code, 'Contract size'))
      expect(html, address).toContain(tr(code, 'Triple-swap day'))
      expect(html, address).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${address}"`))
      expect(html, address).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="pl" href="[^"]+/pl${instrumentPath(instrument)}"`),
      )
    }
  }
})

test('instrument pages are in the sitemap with their languages, and an unknown symbol is a 404 page @desktop-only', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const instrument of instruments) {
    const path = instrumentPath(instrument)
    expect(sitemap).toContain(`/en${path}</loc>`)
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/pl${path}</loc>`))
    expect(sitemap).toMatch(new RegExp(`hreflang="pl" href="[^"]+/pl${path}"`))
    expect(sitemap).toMatch(new RegExp(`hreflang="de" href="https?://[^/"]+${path}"`))
  }
  for (const address of [
    '/trading/forex/btcusd',
    '/en/trading/metals/eurusd',
    '/pl/trading/forex/EURUSD',
    '/trading/spot/ger30/x',
  ]) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(404)
  }
  const notFound = await (await request.get('/en/trading/forex/btcusd')).text()
  expect(notFound).toContain('Page not found')
})

test('market pages, the quotes board and the ticker link to the instrument pages', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/metals')
  await page.getByRole('link', { name: 'XAUUSD', exact: true }).first().click()
  await expect(page).toHaveURL(/\/en\/trading\/metals\/xauusd$/)
  await expect(page.locator('h1')).toContainText('XAUUSD')

  await gotoHydrated(page, '/en/trading/realtime')
  await page.locator('.quotes-board').getByRole('link', { name: 'GER30', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/trading\/spot\/ger30$/)
  await expect(page.locator('h1')).toContainText('GER30')

  await gotoHydrated(page, '/pl')
  await expect(page.locator('.ticker').getByRole('link', { name: 'EURUSD' })).toHaveAttribute('href', '/pl/trading/forex/eurusd')
})

test('the chart loads only when scrolled near, shows candles, switches timeframe, and its table is reachable by keyboard', async ({
  page,
}) => {
  const history: string[] = []
  const chartCode: string[] = []
  // A hydration mismatch, a CSP violation (the chart library's styles) or a failed request shows up as a console error.
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== blockedWorkerWarning)
      problems.push(message.text())
  })
  page.on('request', (request) => {
    if (request.url().includes('/api/q/v1/QF1003')) history.push(request.postData() ?? '')
    if (/price-chart-[\w-]+\.js$/.test(request.url())) chartCode.push(request.url())
  })
  await gotoHydrated(page, '/en/trading/forex/eurusd')
  // Live prices arrive once the page is interactive: the page is running, and still no chart has loaded.
  await expect(page.locator('.instrument-quote dd').first()).not.toHaveText('—')
  expect(history).toEqual([])
  expect(chartCode).toEqual([])

  await page.locator('#chart').scrollIntoViewIfNeeded()
  await expect(page.locator('.chart-canvas canvas').first()).toBeVisible()
  expect(chartCode.length).toBe(1)
  expect(JSON.parse(history[0]!)).toMatchObject({ goods: 'EURUSD', period: '1h' })
  await expect(page.locator('.chart-summary')).toContainText('1 hour candles from')
  await expect(page.locator('.candle-table tbody tr')).toHaveCount(20)
  await expect(page.getByText('TradingView Lightweight Charts')).toBeVisible()
  await expect(page.getByRole('link', { name: 'tradingview.com' })).toHaveAttribute('href', 'https://www.tradingview.com/')

  // The timeframe switch and the table alternative work with the keyboard alone.
  const daily = page.getByRole('button', { name: '1 day' })
  await daily.focus()
  await page.keyboard.press('Enter')
  await expect(daily).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('.chart-summary')).toContainText('1 day candles from')
  await expect(page.locator('.candle-table caption')).toContainText('(1 day)')
  expect(history.some((body) => JSON.parse(body).period === '1D')).toBe(true)
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    if (await page.locator('.candle-table').evaluate((table) => table === document.activeElement)) break
  }
  await expect(page.locator('.candle-table')).toBeFocused()
  expect(problems).toEqual([])
})

test('the calculator gives margin and pip value in the chosen currency and explains a bad size @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/trading/metals/xauusd')
  // The calculator loads as it comes near.
  await page.locator('#calculator').scrollIntoViewIfNeeded()
  const size = page.getByLabel('Size in lots')
  await size.fill('0.5')
  await page.getByLabel('Account currency').selectOption('USD')
  // 0.5 lots of 100 oz at about 2,345 USD with 20:1: close to 5,860 USD; a pip (0.01) of 50 oz is 0.50 USD.
  await expect(page.getByTestId('pip-value')).toHaveText('0.50 USD')
  const margin = Number((await page.getByTestId('margin').textContent())!.replace(/[^\d.]/g, ''))
  expect(margin).toBeGreaterThan(5000)
  expect(margin).toBeLessThan(7000)
  await size.fill('0.005')
  await expect(page.getByText('The smallest size is 0.01 lots.')).toBeVisible()
  await expect(size).toHaveValue('0.005')
  await expect(size).toHaveAttribute('aria-invalid', 'true')
})

for (const code of codes) {
  // German and Polish at the phone's width, English at the computer's (widths.ts).
  test(`axe finds no WCAG 2.2 AA violations on an instrument page with its chart (${code}) ${widthFor(code, codes)}`, async ({
    page,
  }) => {
    await gotoHydrated(page, addressOf('/trading/spot/ger30', code))
    await page.locator('#chart').scrollIntoViewIfNeeded()
    await expect(page.locator('.candle-table tbody tr').first()).toBeVisible()
    await expect(page.locator('.cookie-notice')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
}

test.describe('with the service worker', () => {
  // The service worker keeps the page for offline use; the tests not about it run without one (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('a visited instrument page opens offline with its specification and says prices need a connection @desktop-only', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/en/trading/energy/ukoil')
    await waitForServiceWorker(page)
    await gotoHydrated(page, '/en/trading/energy/ukoil')
    await context.setOffline(true)
    await page.goto('/en/trading/energy/ukoil')
    await expect(page.locator('h1')).toContainText('UKOIL')
    await expect(page.locator('.spec-table caption')).toHaveText('Contract specification of UKOIL')
    await expect(page.getByText('You are offline: prices need a connection.')).toBeVisible()
    await context.setOffline(false)
  })
})

test('all instruments at a glance: the markets page table sorts and filters', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/markets')
  const table = page.locator('table.all-instruments')
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(30)
  await page.getByLabel('Market', { exact: true }).selectOption('metals')
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('status').filter({ hasText: 'Showing 2 of 30 instruments.' })).toBeVisible()
  await page.getByLabel('Market', { exact: true }).selectOption('all')
  await page.getByLabel('Name contains').fill('yen')
  await expect(rows).toHaveCount(6)
  await page.getByLabel('Name contains').fill('')

  const leverage = table.getByRole('button', { name: 'Retail leverage' })
  await leverage.click()
  await expect(table.locator('th[aria-sort="ascending"]')).toContainText('Retail leverage')
  await expect(rows.first().locator('td').nth(4)).toHaveText('1:10')
  await leverage.click()
  await expect(table.locator('th[aria-sort="descending"]')).toContainText('Retail leverage')
  await expect(rows.first().locator('td').nth(4)).toHaveText('1:30')
  await rows.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/trading\/forex\/[a-z]{6}$/)
})
