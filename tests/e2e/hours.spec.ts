import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated, waitForServiceWorker } from './hydrated'

// The browser's clock is the server's (DEMO_TIME in playwright.config.ts): Wednesday 25 November 2026, the day before Thanksgiving.
const serverTime = new Date('2026-11-25T14:00:00Z')

test.beforeEach(async ({ context, baseURL, page }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  await page.clock.setFixedTime(serverTime)
})

test('the prerendered hours page lists every instrument’s hours in UTC before any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de/trading/hours')
  await expect(page.locator('h1')).toHaveText('Handelszeiten und Feiertage')
  // Like the costs and the calculators, the page names its section above its heading, a link to the tools' overview.
  await expect(page.locator('.kicker').getByRole('link', { name: 'Handelstools' })).toHaveAttribute('href', '/trading/tools')
  const rows = page.locator('.hours-table tbody tr')
  await expect(rows).toHaveCount(30)
  await expect(rows.filter({ hasText: 'EURUSD' })).toContainText('Zeiten in UTC.')
  await expect(rows.filter({ hasText: 'EURUSD' }).locator('.market-now')).toHaveText('—')
  await context.close()
})

test('the hours page shows Thanksgiving, the shortened day after and Christmas, and passes axe', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/hours')
  // Wednesday afternoon: every market but Hong Kong's and Tokyo's trades.
  await expect(page.locator('.hours-table tbody tr').filter({ hasText: 'NAS100' }).locator('.market-now')).toHaveText('Open')
  await expect(page.locator('.hours-table tbody tr').filter({ hasText: 'JPN225' }).locator('.market-now')).toHaveText('Closed')
  const list = page.locator('.closure-list li')
  await expect(list.first()).toContainText('Thanksgiving Day, closed. UKOIL, USOIL, US500, US30, NAS100')
  await expect(list.nth(1)).toContainText('Day after Thanksgiving, closes early at')
  await expect(list.filter({ hasText: 'Christmas Day' })).toContainText('All instruments')
  const feed = await page.getByRole('link', { name: 'Download (.ics)' }).getAttribute('href')
  const ics = await page.request.get(feed!)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await ics.text()).toContain('UID:closure-2026-11-26-closed-thanksgiving-us@')
  expect(await axeViolations(page)).toEqual([])
})

test('an instrument page names its next closure in its specification, in Polish', async ({ page }) => {
  await gotoHydrated(page, '/pl/trading/spot/nas100')
  const row = page.locator('.spec-table tr').filter({ hasText: 'Najbliższe zamknięcie' })
  await expect(row).toContainText('26 lis: zamknięte (Święto Dziękczynienia)')
  await expect(row.getByRole('link')).toHaveAttribute('href', '/pl/trading/hours#closures')
  // Gold trades through Thanksgiving: its next closure is Christmas.
  await gotoHydrated(page, '/pl/trading/metals/xauusd')
  await expect(page.locator('.spec-table tr').filter({ hasText: 'Najbliższe zamknięcie' })).toContainText('Boże Narodzenie')
})

test.describe('with the service worker', () => {
  // The service worker keeps the page for offline use; the tests not about it run without one (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('offline, the hours page opens with its closures once visited @desktop-only', async ({ page, context }) => {
    await gotoHydrated(page, '/en/trading/hours')
    await waitForServiceWorker(page)
    // Opened while the worker is in control, the page is kept for offline reading; the closures are kept on the device.
    await gotoHydrated(page, '/en/trading/hours')
    await expect(page.locator('.closure-list li').first()).toContainText('Thanksgiving Day')
    await context.setOffline(true)
    await page.reload()
    await expect(page.locator('h1')).toHaveText('Trading hours and holidays')
    await expect(page.locator('.closure-list li').first()).toContainText('Thanksgiving Day', { timeout: 20_000 })
    await context.setOffline(false)
  })
})
