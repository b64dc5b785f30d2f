import { expect, type Page, test } from '@playwright/test'
import { legalPagePath, legalPolicies } from '../../src/config/legal-documents'
import { axeViolations } from './axe'
import { gotoHydrated } from './hydrated'
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
 * Opens the address as a first-time visitor would see it in the light theme and lists axe's WCAG 2.2
 * AA findings; with `alsoDark`, then those of the rules that read colours in the dark theme too.
 *
 * The dark theme changes only the colour tokens (docs/design-tokens.md), the same in every
 * language, so it is audited in one language and for the colour rules alone: the light audit ran
 * every rule on the same markup. The page follows the system setting as it changes, as it does for
 * a visitor whose phone turns dark at sunset (src/lib/theme.ts, whose own tests in looks.spec.ts
 * cover the dark first paint), so the dark audit needs no second load: the emulated setting
 * changes and axe, already in the page, runs again.
 */
async function violationsOf(
  page: Page,
  address: string,
  { skipContrast = false, alsoDark = false }: { skipContrast?: boolean; alsoDark?: boolean } = {},
): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' })
  await gotoHydrated(page, address)
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
  }
  return found
}

const isDocumentPage = (address: string) => /\/more\/legal\/[^/]+$/.test(address)

for (const code of ['de', 'en', 'pl'] as const) {
  const skipContrast = code !== contrastLanguage
  // Both themes in the language whose sweeps read colours.
  const alsoDark = code === contrastLanguage
  const inBothThemes = alsoDark ? ' in both themes' : ''

  // At 360 px, where a long German title has the least room; at 1440 px the templates include a document's page.
  test(`axe finds no WCAG 2.2 AA violations on any legal document's page${inBothThemes} (${code}) @mobile-only`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    for (const policy of legalPolicies)
      found.push(...(await violationsOf(page, addressOf(legalPagePath(policy), code), { skipContrast, alsoDark })))
    expect(found).toEqual([])
  })

  test(`axe finds no WCAG 2.2 AA violations on any template at 1440 px${inBothThemes} (${code}) @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    for (const barePath of templates)
      found.push(...(await violationsOf(page, addressOf(barePath, code), { skipContrast, alsoDark })))
    expect(found).toEqual([])
  })

  // Every public page of the built site; a phone never sees the download page, it is sent to its
  // app store. The policies' pages have their own sweep above. In two parts (every other page
  // each), which the workers share.
  const parts = 2
  for (let part = 0; part < parts; part++) {
    test(`axe finds no WCAG 2.2 AA violations on any page at 360 px${inBothThemes} (${code}, part ${part + 1} of ${parts}) @mobile-only`, async ({
      page,
    }) => {
      test.setTimeout(300_000)
      const found: string[] = []
      const addresses = publicAddresses(code).filter((path) => !path.endsWith('/download') && !isDocumentPage(path))
      for (const address of addresses.filter((_, i) => i % parts === part))
        found.push(...(await violationsOf(page, address, { skipContrast, alsoDark })))
      expect(found).toEqual([])
    })
  }
}
