import { expect, type Page } from '@playwright/test'

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
