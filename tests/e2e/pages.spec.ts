import { expect, test } from '@playwright/test'
import { readCatalog } from './catalog'
import { gotoHydrated } from './hydrated'
import { addressOf, specPages } from './site-map'

const catalogs = { de: readCatalog('de'), pl: readCatalog('pl') }
const brandSuffix = / \| MC Markets$/

test('every page answers 200 in every language with its heading and translated title, and hydrates cleanly @desktop-only', async ({
  page,
}) => {
  test.setTimeout(300_000)
  // A hydration mismatch, a CSP violation or a failed request shows up as a console error.
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`)
  })
  for (const barePath of specPages) {
    const address = addressOf(barePath, 'en')
    const response = await gotoHydrated(page, address)
    expect(response?.status(), address).toBe(200)
    const englishHeading = ((await page.locator('h1').first().textContent()) ?? '').trim()
    const englishTitle = (await page.title()).replace(brandSuffix, '')
    expect(englishHeading, `${address} has a heading`).not.toBe('')
    expect(englishTitle, `${address} has a title`).not.toBe('')

    for (const code of ['de', 'pl'] as const) {
      const localized = addressOf(barePath, code)
      const res = await gotoHydrated(page, localized)
      expect(res?.status(), localized).toBe(200)
      await expect(page.locator('html'), localized).toHaveAttribute('lang', code)
      const heading = ((await page.locator('h1').first().textContent()) ?? '').trim()
      const title = (await page.title()).replace(brandSuffix, '')
      // A heading or title that is one message must show that message's translation.
      const expectedHeading = catalogs[code].get(englishHeading)
      if (expectedHeading) expect(heading, `${localized} heading`).toBe(expectedHeading)
      else expect(heading, `${localized} heading`).not.toBe('')
      const expectedTitle = catalogs[code].get(englishTitle)
      if (expectedTitle) expect(title, `${localized} title`).toBe(expectedTitle)
      else expect(title, `${localized} title`).not.toBe('')
    }
  }
  expect(problems).toEqual([])
})

test('the funding address redirects to deposits in every language @desktop-only', async ({ request }) => {
  for (const [from, to] of [
    ['/account/funding', '/account/deposit'],
    ['/en/account/funding', '/en/account/deposit'],
    ['/pl/account/funding', '/pl/account/deposit'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
  }
})

test('an unknown address answers 404 with a translated page and the navigation', async ({ page, context, baseURL }) => {
  // A choice already made: on a phone the cookie notice would cover the footer's links.
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
  for (const [address, heading] of [
    ['/no-such-page', catalogs.de.get('Page not found')],
    ['/en/no-such-page', 'Page not found'],
    ['/pl/no-such-page', catalogs.pl.get('Page not found')],
  ] as const) {
    const response = await page.goto(address)
    expect(response?.status(), address).toBe(404)
    await expect(page.locator('h1')).toHaveText(heading ?? 'missing translation')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('link', { name: /FAQ/ }).first()).toBeAttached()
    // It hydrates from the messages it carries for whatever address it answers, its text intact.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('h1')).toHaveText(heading ?? 'missing translation')
  }
  // A page it links to, which its own messages do not cover, arrives translated.
  await page.getByRole('link', { name: /FAQ/ }).first().click()
  await expect(page).toHaveURL(/\/pl\/more\/faq$/)
  await expect(page.locator('h1')).toHaveText(catalogs.pl.get('Frequently asked questions') ?? 'missing translation')
})

test('a default-language address with a language prefix redirects to the address without it', async ({ request }) => {
  const response = await request.get('/de/trading/forex', { maxRedirects: 0 })
  expect([301, 302, 307, 308]).toContain(response.status())
  expect(response.headers().location).toBe('/trading/forex')
})
