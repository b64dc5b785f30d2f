import type { Page } from '@playwright/test'
import { register } from './account'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { dispatchInstallOffer } from './install-offer'
import { freshEmail } from './outbox'

/**
 * A prerendered page carries the messages it renders, and those of what every page shows only in
 * the browser (the cookie choice, the toaster, the offer of a new version), so it becomes
 * interactive and shows all of that without the language's catalog (some 60 KB of script). The
 * catalog loads when the visitor points at a link, and the next page renders from it.
 */
test('a page hydrates and shows the cookie choice from its own messages; the catalog loads when a link is pointed at @desktop-only', async ({
  page,
}) => {
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

  await gotoHydrated(page, '/en/trading/forex')
  await expect(page.locator('h1')).toHaveText('Forex trading')
  // What only the browser shows is there, in words, without the catalog.
  await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible()
  await page.getByRole('button', { name: 'Cookie settings' }).first().click()
  await expect(page.getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
  await expect(page.getByRole('switch', { name: /Analytics/ })).toBeVisible()
  expect(catalogRequests).toEqual([])

  // Pointing at a link preloads the page it leads to, and with it the catalog.
  const faqLink = page.getByRole('contentinfo').locator('a[href="/en/more/faq"]').first()
  await faqLink.hover()
  await expect.poll(() => catalogRequests.length).toBe(1)
  releaseCatalog()

  // The other page, opened inside the app, renders from the whole catalog.
  await page.evaluate(() => {
    ;(window as unknown as { samePage: boolean }).samePage = true
  })
  await faqLink.click()
  await expect(page).toHaveURL(/\/en\/more\/faq$/)
  await expect(page.locator('h1')).toHaveText('Frequently asked questions')
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  expect(catalogRequests).toHaveLength(1)
})

/**
 * What a page shows once it runs (live prices and their direction, the markets' closures, the
 * calendar's events, an indicator's charts, the legal library's offline block, the offer to
 * install the site) comes with the page's messages too: on a first visit no template asks for the
 * whole catalog until the visitor points at a link.
 */
const templatesWithoutCatalog = [
  '/',
  '/en/about',
  '/trading/forex',
  '/pl/trading/forex/eurusd',
  '/en/trading/realtime',
  '/trading/calculators',
  '/trading/costs',
  '/en/trading/hours',
  '/en/trading/calendar',
  '/pl/trading/calendar/us-nonfarm-payrolls',
  '/more/faq',
  '/en/more/glossary',
  '/more/legal',
  '/platforms/mctrader',
  '/register',
  '/partner',
  '/search',
]

test('no template asks for the whole catalog on a first visit @mobile-only', async ({ page }) => {
  const requests = await holdCatalog(page)
  for (const address of templatesWithoutCatalog) {
    await gotoHydrated(page, address)
    // The cookie choice, whose texts every page carries, is on screen in words.
    await expect(page.locator('.cookie-notice button').first()).not.toBeEmpty()
    // An installable site is offered for installation beside the store buttons, where a page has them.
    await dispatchInstallOffer(page)
    // What the page renders with its first data, a moment after it turned interactive.
    await page.waitForTimeout(1000)
    expect(requests, address).toEqual([])
  }
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

/**
 * The header's menus hold every page of the site as a link, a third of a page's elements, hidden
 * until a menu opens: they are islands (src/components/layout/menu-links-island.tsx), so the page's
 * own hydration does not carry them. When the page turns interactive, the header's own links
 * belong to React and the menus' links do not yet; a moment later they do too.
 */
test('the menus’ links hydrate after the page is interactive, not with it @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    const ownedByReact = (selector: string) =>
      Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber'))
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return
      observer.disconnect()
      Object.assign(window, {
        atInteractive: {
          logo: ownedByReact('.header-logo'),
          submenu: ownedByReact('.submenu-panel a'),
          drawer: ownedByReact('.drawer-list a'),
        },
      })
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await gotoHydrated(page, '/en/trading')
  expect(await page.evaluate(() => (window as unknown as { atInteractive: object }).atInteractive)).toEqual({
    logo: true,
    submenu: false,
    drawer: false,
  })
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['.submenu-panel a', '.drawer-list a'].every((selector) =>
          Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')),
        ),
      ),
    )
    .toBe(true)
})

/**
 * The app's scripts are requested only once the first contentful paint is on screen
 * (scripts/build/prerender.ts): requested earlier, Lighthouse counts them as needed for the page's
 * text and simulates its largest paint a second later.
 */
test('no script is requested before the page’s first contentful paint is shown', async ({ page }) => {
  for (const address of ['/en/more/why', '/de/more/contact', '/trading/forex/eurusd', '/pl/register']) {
    await gotoHydrated(page, address)
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(paint, address).toBeGreaterThan(0)
    expect(scripts.length, address).toBeGreaterThan(0)
    expect(Math.min(...scripts), address).toBeGreaterThanOrEqual(paint!)
  }
})

test('a first visit reads its user agent in a worker: the headers are filled, the page never loads the parser @mobile-only', async ({
  page,
}) => {
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  const described = page.waitForRequest((request) => request.url().includes('/api/') && Boolean(request.headers().system))
  await gotoHydrated(page, '/en/trading/costs')
  const headers = (await described).headers()
  expect(headers.device).toMatch(/Chrome.* \d+\./)
  expect(headers.system).toMatch(/Android|Linux/)
  expect(workers.some((url) => /user-agent-worker-[\w-]+\.js$/.test(url))).toBe(true)
  // The fallback reads on the main thread with the parser's own chunk: a page that fetched it did.
  const fetchedByPage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  expect(fetchedByPage.filter((url) => /ua-parser/.test(url))).toEqual([])
})
