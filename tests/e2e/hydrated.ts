import { expect, type Page, type Request } from '@playwright/test'
import { settled } from './frames'

/**
 * Opens an address and waits until React has taken over the prerendered page. The root hydrates
 * first and each route's code-split component a moment later, so it also waits for the page's own
 * heading to belong to React.
 */
export async function gotoHydrated(page: Page, address: string) {
  const response = await page.goto(address)
  await waitForHydration(page)
  return response
}

/**
 * Waits until the page is hydrated, heading included. The check runs in the page at every
 * animation frame: polled from the test, as `expect` polls (after 100, 250, 500 ms, then every
 * second), it saw a hydrated page about a tenth of a second later on average, and the sweeps
 * open some five hundred pages.
 */
export async function waitForHydration(page: Page) {
  try {
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' &&
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      undefined,
      { timeout: 10_000 },
    )
  } catch (error) {
    throw new Error(`${page.url()} was not hydrated, with its heading, within 10 s`, { cause: error })
  }
}

/**
 * Moves to an address inside the running app, as a tap on one of its links does, and waits until
 * the page is complete: the router renders the page from its route's code and data without
 * loading the document again. Used by the sweeps that walk every page (axe, overflow) after a
 * first, full load: on the 2-core CI machine a fresh document cost about 0.46 s to load and
 * hydrate and 0.39 s to take axe in again, and axe's first run in a fresh document 0.74 s against
 * 0.31 s in a page it has run in before. A first visit to each page, from its prerendered HTML, is
 * what pages.spec.ts walks, in every language.
 *
 * TanStack Router puts its router on `window.__TSR_ROUTER__` (router-core's constructor); its
 * `navigate` is what the app's links call.
 */
export async function navigateInApp(page: Page, address: string) {
  const requests = requestsOf(page)
  const moved = await page.evaluate(async (href) => {
    const router = (window as WindowWithRouter).__TSR_ROUTER__
    if (!router) return false
    await router.navigate({ href })
    return true
  }, address)
  if (!moved) throw new Error('the page has no router on window.__TSR_ROUTER__ (TanStack Router sets it when it starts)')
  try {
    await page.waitForFunction(
      (path) => {
        const router = (window as WindowWithRouter).__TSR_ROUTER__
        return router?.state.status === 'idle' && location.pathname === path && document.querySelector('h1') !== null
      },
      address,
      { timeout: 10_000 },
    )
    await quiet(page, requests)
  } catch (error) {
    throw new Error(`${address} did not show its whole page within 10 s of moving there in the app`, { cause: error })
  }
}

/** The part of TanStack Router's router that the app's links use, as it sits on the window. */
interface WindowWithRouter {
  __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void>; state: { status: string } }
}

/**
 * Waits until the page has stopped building itself: parts of a page arrive after the route has
 * rendered (an island's code loads the first time it is shown, src/components/static-until-interactive.tsx;
 * a table's data is fetched), each by a request and then a render. Quiet is two frames in which no
 * request started or was in flight and the number of elements did not change (live prices change
 * text, not elements; the quote stream stays open and is not counted).
 */
async function quiet(page: Page, requests: RequestsInFlight) {
  const deadline = Date.now() + 10_000
  let elements = -1
  while (Date.now() < deadline) {
    const started = requests.started
    await settled(page)
    while (requests.inFlight.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10))
    const now = await page.evaluate(() => document.getElementsByTagName('*').length)
    if (now === elements && requests.started === started && requests.inFlight.size === 0) return
    elements = now
  }
  throw new Error(`the page kept loading or changing for 10 s (${requests.inFlight.size} requests in flight)`)
}

interface RequestsInFlight {
  inFlight: Set<Request>
  /** How many have started since the page was first followed: a change tells that one started in between. */
  started: number
}

const followed = new WeakMap<Page, RequestsInFlight>()

/** The page's requests in flight, followed from the first call on; the quote stream never ends, so it is left out. */
function requestsOf(page: Page): RequestsInFlight {
  const known = followed.get(page)
  if (known) return known
  const state: RequestsInFlight = { inFlight: new Set(), started: 0 }
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return
    state.inFlight.add(request)
    state.started += 1
  })
  const finished = (request: Request) => state.inFlight.delete(request)
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  followed.set(page, state)
  return state
}

/** The language selector lives in the header from 960 px and in the drawer below. */
export async function chooseLanguage(page: Page, code: string) {
  const width = page.viewportSize()?.width ?? 1440
  if (width < 960) {
    await page
      .getByRole('button', { name: /menu|Menü/i })
      .first()
      .click()
    await page
      .getByRole('dialog')
      .getByLabel(/Language|Sprache|Język/)
      .selectOption(code)
  } else {
    await page.locator('.header-language select').selectOption(code)
  }
}

/** Waits until the service worker controls the page (the first visit installs it once the page is interactive). */
export async function waitForServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true)
}
