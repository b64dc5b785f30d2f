import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

const rows = (page: import('@playwright/test').Page) => page.locator('.calendar-table tbody tr')

test('the calendar filters by period, currency and importance, and pages through the results', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/calendar')
  await expect(page.getByRole('status').filter({ hasText: 'events' })).toContainText('Demonstration data')
  await page.getByLabel('Period', { exact: true }).selectOption('next-week')
  await expect(rows(page).first()).toBeVisible()
  await expect(page.locator('.next-badge')).toHaveCount(1)

  await page.getByLabel('Currency', { exact: true }).selectOption('USD')
  await expect
    .poll(async () =>
      (await page.locator('.calendar-table tbody tr td:nth-child(2)').allTextContents()).every((c) => c.startsWith('USD')),
    )
    .toBe(true)
  await page.getByLabel('High', { exact: true }).check()
  await expect
    .poll(async () => (await page.locator('.calendar-table tbody .importance').allTextContents()).every((c) => c === 'High'))
    .toBe(true)

  await page.getByLabel('Currency', { exact: true }).selectOption('')
  await page.getByLabel('High', { exact: true }).uncheck()
  await page.getByLabel('Period', { exact: true }).selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2026-11-01')
  await page.getByLabel('To', { exact: true }).fill('2026-12-31')
  const pager = page.getByRole('navigation', { name: 'Calendar pages' })
  await expect(pager).toContainText(/Page 1 of \d+/)
  const firstPage = await rows(page).first().textContent()
  await pager.getByRole('button', { name: 'Next page' }).click()
  await expect(pager).toContainText(/Page 2 of/)
  await expect(rows(page).first()).not.toHaveText(firstPage!)
  expect(await rows(page).count()).toBeGreaterThan(0)
  expect(await rows(page).count()).toBeLessThanOrEqual(20)
})

test('times switch between the visitor’s zone and server time @desktop-only', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(page, '/en/trading/calendar')
  await page.getByLabel('Period', { exact: true }).selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2026-11-06')
  await page.getByLabel('To', { exact: true }).fill('2026-11-06')
  const payrolls = page.locator('tr[data-event="us-nonfarm-payrolls"] td').first()
  await expect(payrolls).toContainText('13:30')
  await page.getByLabel('Show times in').selectOption('server')
  await expect(payrolls).toContainText('15:30')
})

test('the last calendar answer is kept on the device for offline use @mobile-only', async ({ page }) => {
  await gotoHydrated(page, '/pl/trading/calendar')
  await expect(rows(page).first()).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('mc-markets')
            open.onsuccess = () => {
              const keys = open.result.transaction('app').objectStore('app').getAllKeys()
              keys.onsuccess = () => resolve(keys.result.filter((k) => String(k).startsWith('calendar')).length)
            }
            open.onerror = () => resolve(0)
          }),
      ),
    )
    .toBeGreaterThanOrEqual(1)
})

test('the filtered view and each event go to the visitor’s calendar as iCalendar @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/calendar')
  await page.getByLabel('Period', { exact: true }).selectOption('next-week')
  await page.getByLabel('Currency', { exact: true }).selectOption('USD')
  await page.getByLabel('High', { exact: true }).check()
  const address = page.getByLabel('Feed address')
  await expect(address).toHaveValue(/\/api\/c\/v1\/calendar\.ics\?currencies=USD&importance=3&lang=en$/)
  await expect(page.getByRole('link', { name: 'Subscribe (Apple, Outlook)' })).toHaveAttribute('href', /^webcal:\/\//)
  const feed = await page.request.get(await address.inputValue())
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(feed.headers()['cache-control']).toBe('public, max-age=900')
  const summaries = (await feed.text()).match(/^SUMMARY:.*$/gm) ?? []
  expect(summaries.length).toBeGreaterThan(0)
  expect(summaries.every((line) => line.startsWith('SUMMARY:USD: '))).toBe(true)

  const file = page.locator('.calendar-table tbody tr .ics-link').first()
  await expect(file).toHaveAccessibleName(/^Add to your calendar: /)
  // The icon is the style sheet's (a mask over the link's colour), 18 px square, and the link's only content.
  expect(await icon(file)).toEqual({ width: '18px', height: '18px', drawn: true, children: 0 })
  const bell = page.locator('.calendar-table tbody tr .remind-me').first()
  await expect(bell).toHaveAccessibleName(/^Remind me: /)
  expect(await icon(bell)).toEqual({ width: '18px', height: '18px', drawn: true, children: 0 })
  const download = await page.request.get(new URL((await file.getAttribute('href'))!, page.url()).href)
  expect(download.status()).toBe(200)
  expect((await download.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1)
})

/** The size of a control's ::before icon, whether a mask draws it, and how many elements the control holds. */
function icon(control: Locator) {
  return control.evaluate((element) => {
    const before = getComputedStyle(element, '::before')
    return {
      width: before.width,
      height: before.height,
      // A PNG, never an SVG: an SVG image is a document the browser builds on the main thread (src/styles/app.css).
      drawn: /^url\("[^"]+\.png"\)$/.test(before.maskImage) && before.backgroundColor === getComputedStyle(element).color,
      children: element.children.length,
    }
  })
}
