import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'
import { addressOf } from './site-map'

/** One page of every template: home, content with cards, market table, FAQ, tools (with the price alerts), sign-in shell, partner, download, legal library, offline, not found. */
const templates = [
  '/',
  '/about',
  '/trading/forex',
  '/account/deposit',
  '/more/faq',
  '/more/contact',
  '/trading/calendar',
  '/trading/realtime',
  '/login',
  '/register',
  '/partner',
  '/download',
  '/more/legal',
  '/offline',
  '/no-such-page',
]

for (const code of ['de', 'en', 'pl'] as const) {
  test(`axe finds no WCAG 2.2 AA violations on any template (${code})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    // A phone (this project is an Android phone) never sees the download page: it is sent to its app store.
    const phone = testInfo.project.name === 'mobile'
    for (const barePath of templates.filter((path) => !(phone && path === '/download'))) {
      const address = addressOf(barePath, code)
      await gotoHydrated(page, address)
      await expect(page.locator('h1').first()).toBeVisible()
      // The cookie notice is part of every first visit, so it is audited too.
      await expect(page.locator('.cookie-notice')).toBeVisible()
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(summary, address).toEqual([])
    }
  })
}
