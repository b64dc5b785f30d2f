import { type ChildProcess, spawn } from 'node:child_process'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

type Page = import('@playwright/test').Page
const rowPrice = (page: Page, name: string) => page.locator(`tr[data-instrument="${name}"] td`).first()
/**
 * The bids of every open market on the board. One instrument's seeded walk can stay on the same
 * digits for a few steps; with some 25 markets moving, any step shows in this text.
 */
const openBids = (page: Page) =>
  page
    .locator('tr[data-instrument][data-status="open"]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? '').join(' '))

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

test('the home ticker shows the top three and updates within one poll, moving nothing', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { shift: number }).shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // What each poll answered for EURUSD. The seeded walk may leave a price unchanged for a poll or
  // two, so the test follows the answers rather than waiting for the digits to differ.
  const polled: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/q/v1/QF1001')) return
    const body = (await response.json().catch(() => undefined)) as
      | { dt?: { list?: Array<{ name: string; bid: number }> } }
      | undefined
    const bid = body?.dt?.list?.find((quote) => quote.name === 'EURUSD')?.bid
    if (bid !== undefined) polled.push(bid.toFixed(5))
  })
  await gotoHydrated(page, '/en')
  const ticker = page.getByRole('region', { name: 'Live prices' })
  await expect(ticker.locator('.ticker-name')).toHaveText(['EURUSD', 'XAUUSD', 'NAS100'])
  const price = ticker.locator('[data-instrument="EURUSD"] .ticker-price')
  await expect(price).toHaveText(/^\d\.\d{5}$/)
  // The second poll (5 s after the first) is on screen.
  await expect
    .poll(async () => polled.length >= 2 && (await price.textContent()) === polled.at(-1), { timeout: 15_000 })
    .toBe(true)
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
})

test('the quotes page lists all 30 instruments with their digits and marks closed markets @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/trading/realtime')
  await expect(page.locator('tr[data-instrument]')).toHaveCount(30)
  await expect(page.locator('tr[data-instrument][data-status]')).toHaveCount(30)
  // German numbers: decimal comma, instrument digits.
  await expect(rowPrice(page, 'EURUSD')).toHaveText(/^1,\d{5}$/)
  await expect(rowPrice(page, 'JPN225')).toHaveText(/^\d{2}\.\d{3}$/)
  // At 14:00 UTC on a Wednesday the Asian index sessions are over.
  await expect(page.locator('tr[data-instrument="HK50"]')).toHaveAttribute('data-status', 'closed')
  await expect(page.locator('tr[data-instrument="JPN225"] td').last()).toHaveText('Geschlossen')
  await expect(page.locator('tr[data-instrument="EURUSD"]')).toHaveAttribute('data-status', 'open')
})

test("each price's direction stays on its instrument's line", async ({ page }) => {
  await gotoHydrated(page, '/trading/realtime')
  await expect(page.locator('tr[data-instrument] th .direction')).toHaveCount(30)
  // The name and its arrow share a baseline: a direction wrapped under the name sits a line lower.
  const wrapped = await page.locator('tr[data-instrument] th').evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const name = cell.querySelector('a')!.getBoundingClientRect()
        const direction = cell.querySelector('.direction')!.getBoundingClientRect()
        return direction.top >= name.bottom - 2
      })
      .map((cell) => cell.textContent),
  )
  expect(wrapped).toEqual([])
})

test('the quotes page takes live ticks from the stream @mobile-only', async ({ page }) => {
  const streams: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/q/v1/stream')) streams.push(request.url())
  })
  await gotoHydrated(page, '/en/trading/realtime')
  await expect(rowPrice(page, 'EURUSD')).toHaveText(/\d/)
  const first = await openBids(page)
  // Ticks arrive every second, well before the next 5-second poll.
  await expect.poll(() => openBids(page), { timeout: 4000 }).not.toBe(first)
  expect(streams.length).toBeGreaterThan(0)
})

/**
 * A tick colours the digits it changed and moves nothing: an animation on every tick was work for
 * the main thread in every frame while prices tick (src/styles/app.css, `.tick-up`).
 */
test('ticks colour the changed digits and start no animation @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/realtime')
  const first = await openBids(page)
  await expect.poll(() => openBids(page), { timeout: 4000 }).not.toBe(first)
  await expect(page.locator('.quotes-table :is(.tick-up, .tick-down)').first()).toBeVisible()
  const running = await page.evaluate(async () => {
    const seen: string[] = []
    for (let sample = 0; sample < 6; sample++) {
      for (const animation of document.getAnimations()) seen.push((animation as CSSAnimation).animationName ?? 'animation')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return seen
  })
  expect(running).toEqual([])
})

test('without the stream the page falls back to polling every 5 seconds @mobile-only', async ({ page }) => {
  // A proxy that refuses server-sent events: the connection fails, the API itself is untouched.
  await page.route('**/api/q/v1/stream**', (route) => route.abort('connectionrefused'))
  const polls: number[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/q/v1/QF1001')) polls.push(Date.now())
  })
  await gotoHydrated(page, '/en/trading/realtime')
  await expect(rowPrice(page, 'EURUSD')).toHaveText(/\d/)
  const first = await openBids(page)
  await expect.poll(() => openBids(page), { timeout: 12_000 }).not.toBe(first)
  expect(polls.length).toBeGreaterThanOrEqual(2)
})

test('the pause control stops the prices and says so @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/realtime')
  await expect(rowPrice(page, 'EURUSD')).toHaveText(/\d/)
  await page.getByRole('button', { name: 'Pause prices' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Paused at' })).toBeVisible()
  const frozen = await openBids(page)
  await page.waitForTimeout(3000)
  expect(await openBids(page)).toBe(frozen)
  await page.getByRole('button', { name: 'Resume prices' }).click()
  await expect.poll(() => openBids(page), { timeout: 12_000 }).not.toBe(frozen)
})

test.describe('a server restart @desktop-only', () => {
  const port = 8183
  let server: ChildProcess | undefined
  const start = () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_PATH: 'data/e2e-restart.sqlite',
        LOG_REQUESTS: '0',
        DEMO_TIME: '2026-11-25T14:00:00Z',
      },
      stdio: 'ignore',
    })
  }
  const stop = () => server?.kill('SIGKILL')
  test.afterAll(() => stop())

  test('marks the prices stale while the server is away and recovers by itself', async ({ page }) => {
    test.setTimeout(120_000)
    start()
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/en`).catch(() => undefined))?.status, { timeout: 20_000 })
      .toBe(200)
    await page.goto(`http://127.0.0.1:${port}/en/trading/realtime`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(rowPrice(page, 'EURUSD')).toHaveText(/\d/)

    stop()
    const status = page.locator('.board-status')
    await expect(status).toHaveText(/Connection lost: these prices are \d+ s old/, { timeout: 30_000 })
    await expect(rowPrice(page, 'EURUSD')).toHaveText(/\d/)

    start()
    await expect(status).toHaveText(/Last update/, { timeout: 70_000 })
    const recovered = await openBids(page)
    await expect.poll(() => openBids(page), { timeout: 15_000 }).not.toBe(recovered)
  })
})
