import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

/**
 * The first Intl number or date formatter a page builds loads the browser's locale data: 15 to
 * 40 ms in one piece on a desktop, four times that on a phone, while the page hydrates or just
 * after. So numbers and the dates these pages show are written without Intl in the site's locales
 * (src/lib/decimal-format.ts), plural messages name their counts (`countFormat`,
 * src/lib/number-format.ts) and Lingui formats a count only for a form that writes `#`
 * (scripts/build/vite/lingui-plural-without-intl.ts). These pages show counts, prices, sizes,
 * dates, times and plurals; none may build an Intl number or date formatter while it loads,
 * hydrates and turns interactive.
 */
const pages = [
  '/trading/costs',
  '/en/trading/realtime',
  '/pl/trading/forex/eurusd',
  '/trading/calculators',
  '/en/trading/calendar',
  '/pl/trading/calendar/us-nonfarm-payrolls',
  '/en/trading/hours',
  '/more/legal',
  '/pl/partner',
]

for (const address of pages) {
  test(`${address} builds no Intl number or date formatter while it loads @mobile-only`, async ({ page }) => {
    await page.addInitScript(() => {
      const built: string[] = []
      Object.assign(window, { intlFormattersBuilt: built })
      const watch = <C extends typeof Intl.NumberFormat | typeof Intl.DateTimeFormat>(name: string, formatter: C): C =>
        new Proxy(formatter, {
          construct(target, args: unknown[]) {
            built.push(`${name} ${JSON.stringify(args)} ${new Error().stack?.split('\n').slice(2, 6).join(' < ')}`)
            return Reflect.construct(target, args)
          },
        })
      Intl.NumberFormat = watch('NumberFormat', Intl.NumberFormat)
      Intl.DateTimeFormat = watch('DateTimeFormat', Intl.DateTimeFormat)
    })
    await gotoHydrated(page, address)
    // What a page renders just after it turned interactive (data arriving, parts turning live)
    // still falls in the time a first tap may wait for.
    await page.waitForTimeout(1500)
    const built = await page.evaluate(() => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt)
    expect(built).toEqual([])
  })
}
