import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { addressOf } from './site-map'

const sample = ['us-nonfarm-payrolls', 'us-unemployment-rate', 'ez-ecb-rate-decision', 'us-fomc-minutes', 'jp-tokyo-core-cpi']
const headings = {
  en: 'Non-Farm Payrolls (United States)',
  de: 'Beschäftigung außerhalb der Landwirtschaft (NFP) (Vereinigte Staaten)',
  pl: 'Zatrudnienie poza rolnictwem (NFP) (Stany Zjednoczone)',
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('indicator pages answer 200 in every language, readable: what it measures, who publishes it, why it moves markets @desktop-only', async ({
    page,
  }) => {
    for (const code of ['de', 'en', 'pl'] as const) {
      for (const slug of sample) {
        const address = addressOf(`/trading/calendar/${slug}`, code)
        const response = await page.goto(address)
        expect(response?.status(), address).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', code)
        await expect(page.locator('h1')).not.toBeEmpty()
        await expect(page.locator('.indicator-facts dd')).toHaveCount(6)
        await expect(page.locator('.page-section h2')).toHaveCount(3)
      }
      await page.goto(addressOf('/trading/calendar/us-nonfarm-payrolls', code))
      await expect(page.locator('h1')).toHaveText(headings[code])
      await expect(page.locator('.indicator-facts')).toContainText('U.S. Bureau of Labor Statistics')
      await expect(page.locator('main')).toContainText('EURUSD')
    }
    expect((await page.goto('/en/trading/calendar/us-crystal-ball'))?.status()).toBe(404)
  })
})

test('an indicator page shows its last 24 releases as a chart and a table, the next release with a countdown, and passes axe', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  for (const code of ['en', 'de', 'pl'] as const) {
    await gotoHydrated(page, addressOf('/trading/calendar/us-unemployment-rate', code))
    await expect(page.locator('.releases-table tbody tr')).toHaveCount(24)
    await expect(page.locator('.history-chart svg rect')).toHaveCount(24)
    await expect(page.locator('.next-release time')).toHaveAttribute('datetime', /^2026-12-04T13:30/)
    await expect(page.locator('.next-release .countdown')).toHaveText(/\d/)
    // Each published figure says, in words, how it compared with the forecast.
    const spoken = await page.locator('.releases-table tbody .actual-figure .visually-hidden').allTextContents()
    expect(spoken).toHaveLength(24)
    expect(await axeViolations(page)).toEqual([])
  }
  const english = page.locator('.releases-table tbody .actual-figure .visually-hidden').first()
  await gotoHydrated(page, '/en/trading/calendar/us-unemployment-rate')
  await expect(english).toHaveText(/^(Better|Worse) than the forecast of [\d.]+ %, by [+-]?[\d.]+ %\.$|^As expected/)
})

test('an indicator page shows each figure’s deviation and how EURUSD moved after the latest releases, and passes axe', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  await gotoHydrated(page, '/de/trading/calendar/us-initial-jobless-claims')
  await expect(page.locator('.releases-table thead')).toContainText('Abweichung')
  await expect(page.locator('.releases-table tbody .deviation [aria-hidden="true"]').first()).toHaveText(/^[+\-−]?\d+,\d\d$/)
  const reactions = page.locator('.reactions-table')
  await expect(reactions.locator('tbody tr')).toHaveCount(8)
  await expect(reactions.locator('thead')).toContainText('EURUSD nach 15 Min.')
  // Last week's releases lie in the 15-minute history; a month back, none does.
  await expect(
    reactions
      .locator('tbody td')
      .filter({ hasText: /^[+\-−]?\d+,\d\d\s?%$/ })
      .first(),
  ).toBeVisible()
  await expect(reactions.locator('tbody tr').last()).toContainText('nicht verfügbar')
  await expect(page.locator('main')).toContainText('EURUSD notiert den USD als Kurswährung')
  expect(await axeViolations(page)).toEqual([])
})

test('the calendar links each release to its indicator page @mobile-only', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  await gotoHydrated(page, '/en/trading/calendar')
  await page.getByLabel('Period').selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2026-11-06')
  await page.getByLabel('To', { exact: true }).fill('2026-11-06')
  await page.locator('tr[data-event="us-nonfarm-payrolls"]').getByRole('link', { name: 'Non-Farm Payrolls', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/trading\/calendar\/us-nonfarm-payrolls$/)
  await expect(page.locator('h1')).toHaveText(headings.en)
  await expect(page.locator('.releases-table tbody tr')).toHaveCount(24)
})
