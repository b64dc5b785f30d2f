import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

/**
 * The first Intl number formatter a page builds loads the browser's number data: 15 to 25 ms in one
 * piece on a desktop, four times that on a phone, in the middle of hydration. So numbers in the
 * site's locales are written without Intl (src/lib/decimal-format.ts), plural messages name their
 * counts (`countFormat`, src/lib/number-format.ts) and Lingui formats a count only for a form that
 * writes `#` (scripts/build/vite/lingui-plural-without-intl.ts). These pages show counts, prices,
 * sizes and plurals; none may build an Intl.NumberFormat while it loads, hydrates and turns interactive.
 */
const pages = [
  '/trading/costs',
  '/en/trading/realtime',
  '/pl/trading/forex/eurusd',
  '/trading/calculators',
  '/en/trading/calendar',
  '/more/legal',
  '/pl/partner',
]

for (const address of pages) {
  test(`${address} builds no Intl number formatter while it loads @mobile-only`, async ({ page }) => {
    await page.addInitScript(() => {
      const built: string[] = []
      Object.assign(window, { intlNumberFormatsBuilt: built })
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          built.push(`${JSON.stringify(args)} ${new Error().stack?.split('\n').slice(2, 6).join(' < ')}`)
          return new target(...args)
        },
      })
    })
    await gotoHydrated(page, address)
    // What a page renders just after it turned interactive (data arriving, parts turning live)
    // still falls in the time a first tap may wait for.
    await page.waitForTimeout(1500)
    const built = await page.evaluate(() => (window as unknown as { intlNumberFormatsBuilt: string[] }).intlNumberFormatsBuilt)
    expect(built).toEqual([])
  })
}
