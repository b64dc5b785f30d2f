import { expect, type Page, test } from '@playwright/test'
import { readCatalog } from './catalog'
import { blockedWorkerWarning } from './fixtures'
import { gotoHydrated } from './hydrated'
import { addressOf, alternateOf, publicAddresses, specPages } from './site-map'

const catalogs = { de: readCatalog('de'), pl: readCatalog('pl') }
const brandSuffix = / \| MC Markets$/
const languages = ['de', 'en', 'pl'] as const

test('every page of the specification is in the sitemap in every language @desktop-only', () => {
  for (const code of languages)
    for (const barePath of specPages) expect(publicAddresses(code), code).toContain(addressOf(barePath, code))
})

/**
 * The first visit to every public page of the built site, in each language: it is loaded from its
 * prerendered HTML and hydrates, as from a search result or a shared link. The accessibility and
 * overflow sweeps then move through the app from page to page; this walk is where each page's own
 * first load is checked.
 */
for (const code of languages) {
  test(`every page answers in ${code} with its heading and translated title, and hydrates cleanly on a first visit @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    // A hydration mismatch, a CSP violation or a failed request shows up as a console error.
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      // The not-found page is answered with its status, which the browser reports for the document itself.
      const ownStatus = message.location().url === page.url() && page.url().endsWith('/no-such-page')
      if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus && message.text() !== blockedWorkerWarning)
        problems.push(`${page.url()}: ${message.text()}`)
    })
    for (const address of publicAddresses(code)) {
      const response = await gotoHydrated(page, address)
      expect(response?.status(), address).toBe(address.endsWith('/no-such-page') ? 404 : 200)
      await expect(page.locator('html'), address).toHaveAttribute('lang', code)
      const heading = ((await page.locator('h1').first().textContent()) ?? '').trim()
      const title = (await page.title()).replace(brandSuffix, '')
      expect(heading, `${address} has a heading`).not.toBe('')
      expect(title, `${address} has a title`).not.toBe('')
      if (code === 'en') continue
      // A heading or title that is one message must show that message's translation: the English
      // page's own, read from its prerendered HTML.
      const english = await englishHeadingAndTitle(page, alternateOf(address, 'en'))
      const expectedHeading = catalogs[code].get(english.heading)
      if (expectedHeading) expect(heading, `${address} heading`).toBe(expectedHeading)
      const expectedTitle = catalogs[code].get(english.title)
      if (expectedTitle) expect(title, `${address} title`).toBe(expectedTitle)
    }
    expect(problems).toEqual([])
  })
}

/** The heading and title (without the brand) of a page's prerendered HTML, read as the browser parses it. */
async function englishHeadingAndTitle(page: Page, address: string): Promise<{ heading: string; title: string }> {
  const html = await (await page.request.get(address)).text()
  const read = await page.evaluate((markup) => {
    const parsed = new DOMParser().parseFromString(markup, 'text/html')
    return { heading: parsed.querySelector('h1')?.textContent?.trim() ?? '', title: parsed.title }
  }, html)
  return { heading: read.heading, title: read.title.replace(brandSuffix, '') }
}

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
