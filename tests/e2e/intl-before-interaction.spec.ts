import type { Page } from '@playwright/test'
import { register } from './account'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

/**
 * The first Intl formatter, collator or list of names a page builds loads the browser's locale
 * data: 15 to 60 ms in one piece on a desktop, four times that on a phone, while the page hydrates
 * or just after. So numbers and the dates these pages show are written without Intl in the site's
 * locales (src/lib/decimal-format.ts), plural messages name their counts (`countFormat`,
 * src/lib/number-format.ts), Lingui formats a count only for a form that writes `#`
 * (scripts/build/vite/lingui-plural-without-intl.ts), and country names are catalog messages in a
 * written-out order (src/features/auth/countries.ts, country-options.ts). These pages show counts, prices, sizes,
 * dates, times, plurals and countries; none may build an Intl object that loads locale data (plural
 * rules do not) while it loads, hydrates and turns interactive.
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
  '/pl/register',
]

/** Records each Intl object built and each locale-aware comparison or conversion, with where from. */
async function watchIntl(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = []
    Object.assign(window, { intlFormattersBuilt: built })
    const note = (what: string) => built.push(`${what} ${new Error().stack?.split('\n').slice(3, 7).join(' < ')}`)
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'Collator',
      'DisplayNames',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
    ] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object
      Object.assign(Intl, {
        [name]: new Proxy(original, {
          construct(target, args: unknown[]) {
            note(`${name} ${JSON.stringify(args)}`)
            return Reflect.construct(target, args)
          },
        }),
      })
    }
    const localeCompare = String.prototype.localeCompare
    String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
      if (args.length > 1) note(`localeCompare ${JSON.stringify(args.slice(1))}`)
      return localeCompare.apply(this, args)
    }
    for (const [proto, key] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ] as const) {
      const original = (proto as unknown as Record<string, (...args: unknown[]) => string>)[key]!
      Object.assign(proto, {
        [key](this: unknown, ...args: unknown[]) {
          note(key)
          return original.apply(this, args)
        },
      })
    }
  })
}

async function intlBuilt(page: Page): Promise<string[]> {
  // What a page renders just after it turned interactive (data arriving, parts turning live)
  // still falls in the time a first tap may wait for.
  await page.waitForTimeout(1500)
  return page.evaluate(() => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt)
}

for (const address of pages) {
  test(`${address} builds no Intl object that loads locale data while it loads @mobile-only`, async ({ page }) => {
    await watchIntl(page)
    await gotoHydrated(page, address)
    expect(await intlBuilt(page)).toEqual([])
  })
}

test('the user centre, signed in, builds no Intl object that loads locale data while it loads @mobile-only', async ({ page }) => {
  await register(page, 'en', `intl-${Date.now()}@example.com`, 'secret123')
  await watchIntl(page)
  // Its country and the day the account was opened, written in the page's language.
  await gotoHydrated(page, '/en/uc')
  await expect(page.getByText('Poland')).toBeVisible()
  expect(await intlBuilt(page)).toEqual([])
})
