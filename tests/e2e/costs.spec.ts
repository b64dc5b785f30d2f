import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated, waitForServiceWorker } from './hydrated'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

test('the prerendered costs page holds every instrument with its typical spread, swaps and triple-swap day', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/trading/costs')
  await expect(page.locator('h1')).toHaveText('Trading costs')
  await expect(page.locator('.costs-table tbody tr')).toHaveCount(30)
  const eurusd = page.locator('tr[data-instrument="EURUSD"]')
  // 0.8 pips typical; -0.62 pips long is -6.20 USD a lot at any price; Wednesday books three days.
  await expect(eurusd).toContainText('0.8')
  await expect(eurusd).toContainText('-0.62')
  await expect(eurusd).toContainText('-6.20 USD')
  await expect(eurusd).toContainText('Wednesday')
  await expect(page.locator('tr[data-instrument="GER30"]')).toContainText('Friday')
  await expect(page.getByTestId('demo-note')).toContainText('Demonstration source')
  await context.close()
})

test('the measured spreads arrive, the table filters and sorts, and links each instrument', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/costs')
  await expect(page.getByTestId('measured-note')).toContainText("Measured from the feed's ticks until")
  await page.getByLabel('Market').selectOption('metals')
  await expect(page.locator('.costs-table tbody tr')).toHaveCount(2)
  await page.getByLabel('Market').selectOption('all')
  await page.getByLabel('Name contains').fill('jpy')
  await expect(page.locator('.costs-table tbody tr')).toHaveCount(6)
  await page.getByLabel('Name contains').fill('')
  // Swap long ascending: the most expensive to hold long first (gold, -38.5 points).
  await page.getByRole('button', { name: 'Pips (points)' }).first().click()
  await expect(page.locator('.costs-table tbody tr').first()).toHaveAttribute('data-instrument', 'XAUUSD')
  await expect(page.locator('.costs-table th[aria-sort="ascending"]')).toHaveCount(1)
  await page.locator('tr[data-instrument="XAUUSD"] a').click()
  await expect(page).toHaveURL(/\/en\/trading\/metals\/xauusd$/)
  await expect(page.getByRole('link', { name: /trading costs/ })).toBeVisible()
})

test('the overnight cost is worked out in a sentence; an impossible input is named beside its field and kept', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/trading/costs')
  const calculator = page.locator('#overnight')
  await calculator.getByLabel('Instrument').selectOption('GER30')
  await calculator.getByLabel('Account currency').selectOption('EUR')
  await calculator.getByLabel('Size in lots').fill('2')
  await calculator.getByLabel('First night').selectOption('friday')
  // Friday books the weekend: 3 days of -4.3 points × 2 lots = -25.80 EUR; the spread, 1 point × 2 = 2.00 EUR.
  const result = page.getByTestId('overnight-result')
  await expect(result).toContainText('3 days of swap: -25.80 EUR')
  await expect(result).toContainText('27.80 EUR')
  const nights = calculator.getByLabel('Nights held')
  await nights.fill('-2')
  await expect(nights).toHaveAttribute('aria-invalid', 'true')
  await expect(calculator.getByText('Enter the number of nights as a whole number from 1 to 365.')).toBeVisible()
  await expect(nights).toHaveValue('-2')
  await expect(result).toContainText('Correct the marked fields to see the result.')
  await calculator.getByLabel('Size in lots').fill('zwei')
  await expect(calculator.getByText('Enter the size in lots as a number, for example 0.1.')).toBeVisible()
  await expect(calculator.getByLabel('Size in lots')).toHaveValue('zwei')
})

test('in Polish with a zloty account, and it passes axe', async ({ page }) => {
  await gotoHydrated(page, '/pl/trading/costs')
  await expect(page.locator('h1')).toHaveText('Koszty handlu')
  await expect(page.getByTestId('prices-note')).toContainText('4,30 PLN')
  await expect(page.getByTestId('measured-note')).toContainText('Zmierzone z ticków strumienia')
  expect(await axeViolations(page)).toEqual([])
})

test('the table converts at prices taken once a minute: no quote stream, and no cell changes while prices tick @desktop-only', async ({
  page,
}) => {
  const streams: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/q/v1/stream')) streams.push(request.url())
  })
  await gotoHydrated(page, '/en/trading/costs')
  await expect(page.getByTestId('prices-note')).toContainText('at live mid prices')
  // The measured spreads arrive once, after the page is live, and fill the table as a deferred
  // value, in slices, after the note above the table says they are there: on a busy machine they
  // arrived within the six seconds below (CI of 2 December 2026). Count only once they are in and
  // the table holds still.
  await expect(page.getByTestId('measured-note')).toContainText("Measured from the feed's ticks until")
  let lastTable: string | null = null
  await expect
    .poll(
      async () => {
        const table = await page.locator('.costs-table tbody').textContent()
        const still = table === lastTable
        lastTable = table
        return still
      },
      { intervals: [500] },
    )
    .toBe(true)
  await page.evaluate(() => {
    const observer = new MutationObserver((records) => {
      ;(window as unknown as { tableChanges: number }).tableChanges += records.length
    })
    ;(window as unknown as { tableChanges: number }).tableChanges = 0
    observer.observe(document.querySelector('.costs-table tbody')!, { subtree: true, characterData: true, childList: true })
  })
  // The feed ticks every second and the page polls every 5 s: over 6 s, the prices change several times.
  const before = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/q/')).length,
  )
  await page.waitForTimeout(6_000)
  const after = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/q/')).length,
  )
  expect(after).toBeGreaterThan(before)
  expect(await page.evaluate(() => (window as unknown as { tableChanges: number }).tableChanges)).toBe(0)
  expect(streams).toEqual([])
})

test.describe('with the service worker', () => {
  // The service worker keeps the page for offline use; the tests not about it run without one (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('offline once visited, the page opens with the last measured spreads and their time @desktop-only', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/en/trading/costs')
    await waitForServiceWorker(page)
    await gotoHydrated(page, '/en/trading/costs')
    await expect(page.getByTestId('measured-note')).toContainText("Measured from the feed's ticks until")
    await context.setOffline(true)
    await page.goto('/en/trading/costs')
    await expect(page.locator('h1')).toHaveText('Trading costs')
    await expect(page.getByTestId('measured-note')).toContainText("Measured from the feed's ticks until", { timeout: 20_000 })
    await context.setOffline(false)
  })
})
