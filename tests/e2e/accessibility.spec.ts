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

/** Opens the address as a first-time visitor would see it and lists axe's WCAG 2.2 AA findings. */
async function violationsOf(
  page: Page,
  address: string,
  { theme = 'light', skipContrast = false }: { theme?: 'light' | 'dark'; skipContrast?: boolean } = {},
): Promise<string[]> {
  const coloursOnly = theme === 'dark'
  await gotoHydrated(page, address)
  // The theme in force follows the system setting the test emulates (src/lib/theme.ts).
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await expect(page.locator('h1').first()).toBeVisible()
  // The cookie notice is part of every first visit, so it is audited too.
  await expect(page.locator('.cookie-notice')).toBeVisible()
  return (await axeViolations(page, { skipContrast, coloursOnly })).map((finding) => `${address} ${finding}`)
}

const isDocumentPage = (address: string) => /\/more\/legal\/[^/]+$/.test(address)

for (const code of ['de', 'en', 'pl'] as const) {
  const skipContrast = code !== contrastLanguage

  // At 360 px, where a long German title has the least room; at 1440 px the templates include a document's page.
  test(`axe finds no WCAG 2.2 AA violations on any legal document's page (${code}) @mobile-only`, async ({ page }) => {
    test.setTimeout(180_000)
    const found: string[] = []
    for (const policy of legalPolicies)
      found.push(...(await violationsOf(page, addressOf(legalPagePath(policy), code), { skipContrast })))
    expect(found).toEqual([])
  })

  test(`axe finds no WCAG 2.2 AA violations on any template at 1440 px (${code}) @desktop-only`, async ({ page }) => {
    test.setTimeout(180_000)
    const found: string[] = []
    for (const barePath of templates) found.push(...(await violationsOf(page, addressOf(barePath, code), { skipContrast })))
    expect(found).toEqual([])
  })

  test(`axe finds no WCAG 2.2 AA violations on any page at 360 px (${code}) @mobile-only`, async ({ page }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    // Every public page of the built site; a phone never sees the download page, it is sent to its app store.
    // The policies' pages have their own sweep above.
    for (const address of publicAddresses(code).filter((path) => !path.endsWith('/download') && !isDocumentPage(path))) {
      found.push(...(await violationsOf(page, address, { skipContrast })))
    }
    expect(found).toEqual([])
  })
}

/**
 * The dark theme changes only the colour tokens (docs/design-tokens.md), the same in every language,
 * so its sweeps take one language and the rules that read colours (the light sweeps run every rule
 * on the same markup): every public page at 360 px, every template at 1440 px and every legal
 * document's page at 360 px, as a visitor whose system asks for dark sees them.
 */
test.describe('the dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test("axe finds no WCAG 2.2 AA violations in the dark theme on any legal document's page (en) @mobile-only", async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    for (const policy of legalPolicies)
      found.push(...(await violationsOf(page, addressOf(legalPagePath(policy), 'en'), { theme: 'dark' })))
    expect(found).toEqual([])
  })

  test('axe finds no WCAG 2.2 AA violations in the dark theme on any template at 1440 px (en) @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    for (const barePath of templates) found.push(...(await violationsOf(page, addressOf(barePath, 'en'), { theme: 'dark' })))
    expect(found).toEqual([])
  })

  // In four parts (every fourth page each), which the workers share.
  const parts = 4
  for (let part = 0; part < parts; part++) {
    test(`axe finds no WCAG 2.2 AA violations in the dark theme on any page at 360 px (en, part ${part + 1} of ${parts}) @mobile-only`, async ({
      page,
    }) => {
      test.setTimeout(300_000)
      const found: string[] = []
      const addresses = publicAddresses('en').filter((path) => !path.endsWith('/download') && !isDocumentPage(path))
      for (const address of addresses.filter((_, i) => i % parts === part))
        found.push(...(await violationsOf(page, address, { theme: 'dark' })))
      expect(found).toEqual([])
    })
  }
})
