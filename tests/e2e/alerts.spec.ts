import type { APIRequestContext, Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../playwright.config'
import { startPushReceiver } from '../../scripts/test-support/push-receiver'
import { riskWarningText } from '../../src/config/risk-warning'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

/** Text as a regular expression that matches exactly it. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Web Push needs the full browser: the headless shell the other tests drive has no push service.
// About the service worker (updates, push), which the tests not about it run without (playwright.config.ts).
test.use({ launchOptions: chromiumLaunchOptions, serviceWorkers: 'allow' })

let receiver: Awaited<ReturnType<typeof startPushReceiver>>

test.beforeAll(async () => {
  receiver = await startPushReceiver()
})
test.afterAll(async () => {
  await receiver?.close()
})

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

async function bid(request: APIRequestContext, symbol: string): Promise<number> {
  const answer = await request.post('/api/q/v1/QF1001', { data: { goods: symbol } })
  return (await answer.json()).dt.list[0].bid
}

/**
 * Sets an alert through the form one point away from the live bid. The market may move past the
 * level between reading the bid and sending; the server then refuses it and we read again.
 */
async function setAlertNearPrice(page: Page, request: APIRequestContext, direction: 'above' | 'below') {
  for (let attempt = 0; attempt < 5; attempt++) {
    const level = ((await bid(request, 'EURUSD')) + (direction === 'above' ? 0.00001 : -0.00001)).toFixed(5)
    await page.getByLabel('Instrument', { exact: true }).selectOption('EURUSD')
    await page.getByLabel(direction === 'above' ? 'at or above' : 'at or below').check()
    await page.getByLabel('Price level').fill(level)
    await page.getByRole('button', { name: 'Set alert' }).click()
    const outcome = await Promise.race([
      page
        .getByRole('status')
        .filter({ hasText: 'Alert set:' })
        .waitFor()
        .then(() => 'set'),
      page
        .getByText('The price is already at or beyond this level')
        .waitFor()
        .then(() => 'moved'),
    ])
    if (outcome === 'set') return level
  }
  throw new Error('the market kept moving past every level')
}

test('a price alert is set from the quotes page, pushed when the bid crosses it, shown by the worker and removable @desktop-only', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'])
  // This Chromium has no push service (no connection to one), so the browser's subscription is the
  // local receiving endpoint's: the server encrypts and posts to it as to any push service.
  await context.addInitScript((subscription) => {
    const fake = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => true,
    }
    const counter = window as unknown as { permissionAsked: number }
    counter.permissionAsked = 0
    Notification.requestPermission = async () => {
      counter.permissionAsked += 1
      return 'granted'
    }
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('e2e-subscribed', '1')
      return fake as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem('e2e-subscribed') ? fake : null) as unknown as PushSubscription | null
  }, receiver.subscription)

  await gotoHydrated(page, '/en/trading/realtime')
  await expect(page.getByRole('heading', { name: 'Price alerts' })).toBeVisible()
  await expect(page.getByText('your browser asks whether this site may show notifications')).toBeVisible()
  await expect(page.getByText(/^Bid now: 1\.\d{5}$/)).toBeVisible()

  // A level that is not a number is refused beside the field, and nothing is asked or sent.
  await page.getByLabel('Price level').fill('abc')
  await page.getByRole('button', { name: 'Set alert' }).click()
  await expect(page.getByText('Enter the price level as a number')).toBeVisible()
  await expect(page.getByLabel('Price level')).toHaveValue('abc')
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0)

  // Two alerts either side of the bid: the next move of the market crosses one of them.
  const above = await setAlertNearPrice(page, request, 'above')
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(1)
  const below = await setAlertNearPrice(page, request, 'below')
  const list = page.locator('.alert-list li')
  // Both are listed; the market may already have reached one of them, one point away.
  await expect(list.filter({ hasText: `EURUSD at or above ${above}` })).toContainText(/Waiting|Reached/)
  await expect(list.filter({ hasText: `EURUSD at or below ${below}` })).toContainText(/Waiting|Reached/)

  const push = await receiver.message(0, 45_000)
  const payload = JSON.parse(push.payload)
  expect(payload).toMatchObject({ title: 'EURUSD price alert', lang: 'en-GB', url: '/en/trading/realtime' })
  expect(payload.body).toMatch(
    new RegExp(
      `^EURUSD has (risen above ${above.replace('.', '\\.')}|fallen below ${below.replace('.', '\\.')})\\. Bid now 1\\.\\d{5}\\. ${escaped(riskWarningText('en', 'short'))}$`,
    ),
  )

  // The push reaches the service worker as the browser would deliver it.
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registration,
    data: push.payload,
  })
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, url: '/en/trading/realtime' }])

  // The list shows which alert was reached (by the time of this reload the walk may have crossed
  // the other level too); removing one leaves the other.
  await page.reload()
  await expect(list.filter({ hasText: 'Reached' }).first()).toBeVisible()
  await list
    .filter({ hasText: `EURUSD at or below ${below}` })
    .getByRole('button', { name: /Remove the alert/ })
    .click()
  await expect(list).toHaveCount(1)
  await expect(list).toContainText(`EURUSD at or above ${above}`)
})

test('without Web Push the quotes page says so and offers no alert form @desktop-only', async ({ context, page }) => {
  await context.addInitScript(() => {
    // A browser without the Push API (Safari on iOS outside the home screen, older browsers).
    delete (window as unknown as { PushManager?: unknown }).PushManager
  })
  await gotoHydrated(page, '/en/trading/realtime')
  await expect(page.getByText('This browser cannot receive push notifications')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Set alert' })).toHaveCount(0)
})

test('the price-alert entry of an instrument page opens the alert form with the instrument chosen @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/trading/spot/ger30')
  await page.getByRole('link', { name: 'Set a price alert for GER30' }).click()
  await expect(page.getByRole('heading', { name: 'Price alerts' })).toBeVisible()
  await expect(page.getByLabel('Instrument', { exact: true })).toHaveValue('GER30')
})
