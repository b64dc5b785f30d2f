import { expect, type Page, test } from '@playwright/test'
import { legalPagePath, legalPolicies } from '../../src/config/legal-documents'
import { axeViolations } from './axe'
import { gotoHydrated, navigateInApp } from './hydrated'
import { addressOf, publicAddresses } from './site-map'

/** One page of every template: home, content with cards, market table, FAQ, glossary, tools (with the price alerts), calculators, costs, sign-in shell, partner, download, legal library, a legal document, accessibility statement, offline, not found. */
const templates = [
  '/',
  '/about',
  '/trading/forex',
  '/account/deposit',
  '/more/faq',
  '/more/glossary',
  '/more/contact',
  '/trading/calendar',
  '/trading/realtime',
  '/trading/calculators',
  '/trading/costs',
  '/login',
  '/register',
  '/partner',
  '/download',
  '/more/legal',
  legalPagePath(legalPolicies[0]!),
  '/more/accessibility',
  '/offline',
  '/no-such-page',
]

/**
 * Colour contrast is half of an audit's time, and its colours are the theme's tokens
 * (docs/design-tokens.md), the same in every language. Every page is checked for it in English, at
 * 360 px in both themes, and every template at 1440 px in both themes; the other languages' sweeps,
 * at both widths, run every other rule. (Text that ran out of its box onto another background
 * would be a contrast failure of one language only: overflow.spec.ts finds such text in every
 * language.)
 */
const contrastLanguage = 'en'

/**
 * axe's WCAG 2.2 AA findings on the page shown, in the light theme; with `alsoDark`, then those of
 * the rules that read colours in the dark theme too.
 *
 * The dark theme changes only the colour tokens (docs/design-tokens.md), the same in every
 * language, so it is audited in one language and for the colour rules alone: the light audit ran
 * every rule on the same markup. The page follows the system setting as it changes, as it does for
 * a visitor whose phone turns dark at sunset (src/lib/theme.ts, whose own tests in looks.spec.ts
 * cover the dark first paint), so the dark audit needs no second load: the emulated setting
 * changes and axe, already in the page, runs again.
 */
async function violationsOfShownPage(
  page: Page,
  address: string,
  { skipContrast = false, alsoDark = false }: { skipContrast?: boolean; alsoDark?: boolean },
): Promise<string[]> {
  // The theme in force follows the system setting the test emulates (src/lib/theme.ts).
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.locator('h1').first()).toBeVisible()
  // The cookie notice is part of every first visit, so it is audited too.
  await expect(page.locator('.cookie-notice')).toBeVisible()
  const found = (await axeViolations(page, { skipContrast })).map((finding) => `${address} ${finding}`)
  if (alsoDark) {
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    found.push(...(await axeViolations(page, { coloursOnly: true })).map((finding) => `${address} (dark) ${finding}`))
    await page.emulateMedia({ colorScheme: 'light' })
  }
  return found
}

/** The findings on a page opened from its address, as a first-time visitor's browser loads it. */
async function violationsOfFirstVisit(
  page: Page,
  address: string,
  options: { skipContrast?: boolean; alsoDark?: boolean },
): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' })
  await gotoHydrated(page, address)
  return violationsOfShownPage(page, address, options)
}

for (const code of ['de', 'en', 'pl'] as const) {
  const skipContrast = code !== contrastLanguage
  // Both themes in the language whose sweeps read colours.
  const alsoDark = code === contrastLanguage
  const inBothThemes = alsoDark ? ' in both themes' : ''

  // Each template opened afresh from its address, as a first visit loads it.
  test(`axe finds no WCAG 2.2 AA violations on any template at 1440 px${inBothThemes}, each on a first visit (${code}) @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    for (const barePath of templates)
      found.push(...(await violationsOfFirstVisit(page, addressOf(barePath, code), { skipContrast, alsoDark })))
    expect(found).toEqual([])
  })

  // Every public page of the built site, the legal documents' pages included, at 360 px, where a
  // long German title has the least room. A phone never sees the download page: it is sent to its
  // app store. After the first page the sweep moves through the app as a visitor's taps do
  // (navigateInApp in hydrated.ts): the same pages, rendered by the same route code, for about a
  // quarter of the time of loading each one afresh. The templates above are each audited on a
  // first visit, and pages.spec.ts loads every page afresh in every language.
  test(`axe finds no WCAG 2.2 AA violations on any page at 360 px${inBothThemes}, moving through the app (${code}) @mobile-only`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const [first, ...rest] = publicAddresses(code).filter((path) => !path.endsWith('/download'))
    const found = await violationsOfFirstVisit(page, first!, { skipContrast, alsoDark })
    for (const address of rest) {
      await navigateInApp(page, address)
      found.push(...(await violationsOfShownPage(page, address, { skipContrast, alsoDark })))
    }
    expect(found).toEqual([])
  })
}
