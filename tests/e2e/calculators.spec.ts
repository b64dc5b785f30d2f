import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated, waitForServiceWorker } from './hydrated'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

test('the prerendered calculators show the default trade and its results before any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/trading/calculators')
  await expect(page.locator('h1')).toHaveText('Trading calculators')
  await expect(page.getByLabel('Size in lots')).toHaveValue('1')
  // EURUSD in a dollar account: a pip of one lot is 10 USD whatever the price.
  await expect(page.getByTestId('pip-value-result')).toContainText('10.00 USD')
  await expect(page.getByTestId('rates-note')).toHaveText(/Reference prices/)
  // Without scripts the form sends its inputs to the same address.
  await expect(page.locator('form.calculators')).toHaveAttribute('method', 'get')
  await context.close()
})

test('a shared address opens with its inputs and results, worked out in the sentence', async ({ page }) => {
  await gotoHydrated(
    page,
    '/en/trading/calculators?symbol=XAUUSD&account=USD&lots=0.1&open=2345.60&close=2360.10&balance=10000&risk=1&stop=500&nights=3&from=tuesday',
  )
  await expect(page.getByLabel('Instrument')).toHaveValue('XAUUSD')
  await expect(page.getByLabel('Opening price')).toHaveValue('2345.60')
  // 14.50 × 10 oz = 145 USD; 1 % of 10,000 USD over a 500-point stop at 1 USD a point per lot is 0.2 lots.
  await expect(page.getByTestId('profit-loss-result')).toContainText('+145.00 USD')
  await expect(page.getByTestId('profit-loss-result')).toContainText(
    'Buying 0.1 lots of XAUUSD at 2,345.60 and selling at 2,360.10 is a move of +1,450 points: +145.00 USD.',
  )
  await expect(page.getByTestId('position-size-result')).toContainText('0.2 lots')
  await expect(page.getByTestId('pip-value-result')).toContainText('One point on 0.1 lots of XAUUSD is worth 0.10 USD.')
  // Gold books its triple swap on Wednesday: three nights from Tuesday are five days of -38.5 points × 0.10 USD.
  await expect(page.getByTestId('swap-result')).toContainText('-19.25 USD')
  await expect(page.getByTestId('swap-result')).toContainText('5 days of swap')
})

test('an impossible input is explained beside its field, kept as typed, and kept in the address', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/calculators')
  const balance = page.getByLabel('Account balance (USD)')
  await balance.fill('-500')
  await expect(balance).toHaveAttribute('aria-invalid', 'true')
  const error = page.getByText('The balance must be more than zero.')
  await expect(error).toBeVisible()
  await expect(balance).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!)
  await expect(page.getByTestId('position-size-result')).toContainText('Correct the marked fields to see the result.')
  await page.getByLabel('Stop distance in pips').fill('zero')
  await expect(page.getByText('Enter the stop distance in pips as a number, for example 20.')).toBeVisible()
  await expect(page).toHaveURL(/balance=-500/)
  await expect(page).toHaveURL(/stop=zero/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByLabel('Account balance (USD)')).toHaveValue('-500')
  await expect(page.getByLabel('Stop distance in pips')).toHaveValue('zero')
  await expect(page.getByText('The balance must be more than zero.')).toBeVisible()
})

test('the calculators work by keyboard, in Polish with a zloty account, and pass axe', async ({ page }) => {
  await gotoHydrated(page, '/pl/trading/calculators')
  await expect(page.getByLabel('Waluta rachunku')).toHaveValue('PLN')
  await expect(page.getByTestId('rates-note')).toContainText('4,30 PLN')
  const lots = page.getByLabel('Wielkość w lotach')
  await lots.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('2')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Kierunek')).toBeFocused()
  await expect(page.getByTestId('pip-value-result')).toContainText('Jeden pips dla pozycji 2 loty EURUSD')
  expect(await axeViolations(page)).toEqual([])
})

test.describe('with the service worker', () => {
  // The service worker keeps the page for offline use; the tests not about it run without one (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('offline, the calculators use the last rates saved on the device, with their time @desktop-only', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/en/trading/calculators')
    await waitForServiceWorker(page)
    // Opened while the worker is in control, the page is kept for offline reading; the live rates are saved.
    await gotoHydrated(page, '/en/trading/calculators')
    await expect(page.getByTestId('rates-note')).toContainText('Live mid prices from the quote list, as of')
    await context.setOffline(true)
    await page.goto('/en/trading/calculators?account=GBP')
    await expect(page.getByTestId('rates-note')).toContainText('the last rates saved on this device, as of', { timeout: 20_000 })
    await expect(page.getByTestId('pip-value-result')).toContainText(/= [\d.]+ GBP at 1 USD = 0\.\d+ GBP/)
    await context.setOffline(false)
  })
})
