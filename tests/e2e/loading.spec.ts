import type { Page } from '@playwright/test'
import { register } from './account'
import { expect, test } from './fixtures'
import { freshEmail } from './outbox'

/**
 * A prerendered page carries the messages it renders, so it becomes interactive without the
 * language's catalog (some 45 KB of script); the catalog follows and serves everything else.
 */
test('a page hydrates from its own messages and the catalog follows for the rest @desktop-only', async ({ page }) => {
  let releaseCatalog = () => {}
  const held = new Promise<void>((resolve) => {
    releaseCatalog = resolve
  })
  const catalogRequests: string[] = []
  await page.route(/\/assets\/messages-[\w-]+\.js$/, async (route) => {
    catalogRequests.push(route.request().url())
    await held
    await route.continue()
  })

  await page.goto('/en/trading/forex')
  // Interactive while the catalog is still held back.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
  await expect(page.locator('h1')).toHaveText('Forex trading')
  // The catalog is asked for once the page is interactive, a task or two after it is marked so.
  await expect.poll(() => catalogRequests.length).toBe(1)
  // What only the browser shows waits for the catalog instead of showing message ids.
  await expect(page.getByRole('region', { name: 'Cookie choice' })).toHaveCount(0)

  releaseCatalog()
  await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible()

  // Another page, opened inside the app, renders from the whole catalog.
  await page.evaluate(() => {
    ;(window as unknown as { samePage: boolean }).samePage = true
  })
  await page.getByRole('contentinfo').locator('a[href="/en/more/faq"]').first().click()
  await expect(page).toHaveURL(/\/en\/more\/faq$/)
  await expect(page.locator('h1')).toHaveText('Frequently asked questions')
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
})

/** Holds back every request for a language's whole catalog; the returned list records them. */
async function holdCatalog(page: Page) {
  const requests: string[] = []
  await page.route(/\/assets\/messages-[\w-]+\.js$/, async (route) => {
    requests.push(route.request().url())
    await new Promise<void>(() => {})
  })
  return requests
}

/**
 * The private pages carry their messages too (docs/architecture.md, section 9): the offline page is
 * prerendered whole, the user centre only as a shell, its texts taken from the files its route loads.
 */
test('the offline page hydrates without the catalog @desktop-only', async ({ page }) => {
  await holdCatalog(page)
  await page.goto('/en/offline')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('h1')).toHaveText('You are offline')
})

test('the user centre renders and hydrates without the catalog @desktop-only', async ({ page }) => {
  await register(page, 'en', freshEmail('catalog'), 'secret123')
  const catalogRequests = await holdCatalog(page)
  await page.goto('/en/uc')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your user centre')
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Partner programme' })).toBeVisible()
  // The partner application, an island, arrives once the page is live, with its texts from the page too.
  await expect(page.getByLabel('Company or trading name')).toBeVisible()
  // Requested only once the page is live, as on every page.
  expect(catalogRequests.length).toBeLessThanOrEqual(1)
})

/**
 * On a slow phone the prerendered form is on screen well before the app runs. A choice made then
 * must reach the app: the page keeps it and hands it over once every part is live.
 */
test('a choice made before the page is interactive is kept @desktop-only', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  // Whether the page records input from the moment its first form control is parsed (src/lib/early-input.ts).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('select, input, textarea')) return
      ;(window as unknown as { recordingAtFirstControl: boolean }).recordingAtFirstControl = 'mcEarlyInput' in window
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  // The app's code waits until the choice is made, so the choice is made before the app runs.
  let releaseApp = () => {}
  const held = new Promise<void>((resolve) => {
    releaseApp = resolve
  })
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // A slow phone: hydration runs in slices, the route's part after the root's.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await page.goto('/en/trading/calendar', { waitUntil: 'commit' })
  const period = page.getByLabel('Period')
  await period.selectOption('next-week')
  expect(await page.evaluate(() => (window as unknown as { recordingAtFirstControl?: boolean }).recordingAtFirstControl)).toBe(
    true,
  )
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  releaseApp()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  // A later change re-renders the filters from the app's state: the early choice must be that state.
  await page.getByLabel('Currency').selectOption('USD')
  await expect(period).toHaveValue('next-week')
  await expect(page.locator('.calendar-table tbody tr').first()).toBeVisible()
})

test('a form sent before the page is interactive is held, then sent with what was typed @desktop-only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  // The app's code waits until the form is sent, so the form is sent before the app runs.
  let releaseApp = () => {}
  const held = new Promise<void>((resolve) => {
    releaseApp = resolve
  })
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url())
  })
  await page.goto('/en/register', { waitUntil: 'commit' })
  const email = page.getByLabel('E-mail address')
  await email.fill('early@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Full name').fill('Anna Nowak')
  // The countries' names come with the app (the browser's own), so none is chosen yet.
  await page.getByLabel('Phone number').fill('+48 22 1234567')
  await page.getByLabel('Phone number').press('Enter')
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  releaseApp()
  // Once the form is the app's, the held send reaches it with the visitor's values: it checks them
  // and asks for the one thing missing, keeping everything typed.
  await expect(page.getByText('Please choose your country of residence.')).toBeVisible()
  await expect(email).toHaveValue('early@example.com')
  await expect(page.getByLabel('Phone number')).toHaveValue('+48 22 1234567')
  // The browser never sent the form itself: no reload with the password in the address.
  expect(navigations).toEqual([`${baseURL}/en/register`])
})
