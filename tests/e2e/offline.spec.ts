import { expect, test } from './fixtures'
import { gotoHydrated, waitForServiceWorker } from './hydrated'

// About the service worker, which the tests not about it run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

test('after a first visit the FAQ, a legal PDF and the calendar open offline @desktop-only', async ({ page, context }) => {
  await gotoHydrated(page, '/en/more/faq')
  await waitForServiceWorker(page)
  // Pages read while the worker is in control are kept for offline reading.
  await gotoHydrated(page, '/en/more/faq')
  await gotoHydrated(page, '/en/trading/calendar')
  await expect(page.locator('.calendar-table tbody tr').first()).toBeVisible()
  const pdf = await page.evaluate(async () => (await fetch('/legal/risk-disclosure.pdf')).status)
  expect(pdf).toBe(200)

  await context.setOffline(true)
  await page.goto('/en/more/faq')
  await expect(page.locator('h1')).toHaveText('Frequently asked questions')
  expect(await page.evaluate(async () => (await fetch('/legal/risk-disclosure.pdf')).headers.get('content-type'))).toBe(
    'application/pdf',
  )
  await page.goto('/en/trading/calendar')
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('This is the calendar as of')
  await expect(page.locator('.calendar-table tbody tr').first()).toBeVisible()
  await context.setOffline(false)
})

test('after a first visit the glossary opens offline, its anchors included @mobile-only', async ({ page, context }) => {
  await gotoHydrated(page, '/pl/more/glossary')
  await waitForServiceWorker(page)
  // Read once while the worker is in control, so it is stored.
  await gotoHydrated(page, '/pl/more/glossary')

  await context.setOffline(true)
  await page.goto('/pl/more/glossary#stop-out')
  await expect(page.locator('h1')).toHaveText('Słownik pojęć tradingowych')
  await expect(page.locator('#stop-out')).toBeInViewport()
  await expect(page.locator('.glossary-term')).not.toHaveCount(0)
  await context.setOffline(false)
})
