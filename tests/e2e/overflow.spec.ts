import { expect, test } from './fixtures'
import { settled } from './frames'
import { gotoHydrated, navigateInApp } from './hydrated'
import { measureOverflow, reachPastContentBox, wrappedTexts } from './overflow'
import { publicAddresses } from './site-map'

const languages = ['de', 'en', 'pl'] as const

/**
 * Every public page in every language at the narrowest phone, a common phone, a tablet and a laptop:
 * the page never scrolls sideways and no text is cut or sticks out of its box. Each language is its
 * own test (they run side by side). The first page is loaded from its address, and the sweep then
 * moves through the app as a visitor's taps do (navigateInApp in hydrated.ts: the same pages, whole,
 * for about half the time of loading each afresh); pages.spec.ts loads every page afresh. Each page
 * is measured at the narrowest width first, then at each wider width after the window grows (the
 * layout is CSS media queries and resize-aware components, so a grown window lays out as a fresh
 * load at that width would: the header's own test in this file loads each width afresh). The
 * widths run in the desktop project only, as they set their own size.
 */
const widths = [320, 360, 768, 1440]

for (const code of languages) {
  test(`no page scrolls sideways or cuts text at ${widths.join(', ')} px (${code}) @desktop-only`, async ({ page }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    const addresses = publicAddresses(code)
    for (const address of addresses) {
      await page.setViewportSize({ width: widths[0]!, height: 800 })
      if (address === addresses[0]) await gotoHydrated(page, address)
      else await navigateInApp(page, address)
      // Live prices are the widest text of the ticker: measure it with them in.
      if (await page.locator('.ticker').count()) await expect(page.locator('.ticker-price .price')).toHaveCount(3)
      for (const width of widths) {
        if (width !== widths[0]) {
          await page.setViewportSize({ width, height: 800 })
          await settled(page)
        }
        const { pageWidth, windowWidth, overflows } = await measureOverflow(page)
        if (pageWidth > windowWidth)
          found.push(`${address} at ${width} px: the page is ${pageWidth} px wide in a ${windowWidth} px window`)
        for (const { element, text, overflow } of overflows)
          found.push(`${address} at ${width} px: ${element} by ${overflow} px: "${text}"`)
      }
    }
    expect(found).toEqual([])
  })
}

test('the German company page fits a 360 px phone @desktop-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await gotoHydrated(page, '/more/company')
  const { pageWidth, windowWidth } = await measureOverflow(page)
  expect(pageWidth).toBeLessThanOrEqual(windowWidth)
})

for (const width of [320, 360, 1440]) {
  test(`the home ticker shows every instrument name and price whole at ${width} px, in every language @desktop-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const address of ['/', '/en', '/pl']) {
      await gotoHydrated(page, address)
      // With prices and changes in, the price and change columns take their widest. The changes need the
      // opening prices, a separate query that can land after the first prices; an empty cell would measure
      // as cut (an empty range's box sits at the window's corner).
      await expect(page.locator('.ticker-price .price')).toHaveCount(3)
      await expect(page.locator('.ticker-change > .change-value')).toHaveText([/\d/, /\d/, /\d/])
      const cells = await page.locator('.ticker-name, .ticker-price, .ticker-change > .change-value').evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          const text = range.getBoundingClientRect()
          const box = element.getBoundingClientRect()
          const cut = element.scrollWidth > element.clientWidth || text.right > box.right + 0.5 || text.left < box.left - 0.5
          return `${element.className}: ${cut ? 'cut' : 'whole'}`
        }),
      )
      expect(cells, address).toEqual(Array(3).fill(['ticker-name: whole', 'ticker-price: whole', 'change-value: whole']).flat())
      await expect(page.locator('.ticker-name')).toHaveText(['EURUSD', 'XAUUSD', 'NAS100'])
    }
  })
}

test('the header fits every width between a tablet and a computer, in every language @desktop-only', async ({ page }) => {
  // German and Polish names are the longest: the bar needs some 1,170 px of its 1,192 on one line, the drawer serves
  // below 1280 (src/styles/app.css).
  for (const width of [960, 1024, 1200, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    for (const address of ['/', '/en', '/pl']) {
      await gotoHydrated(page, address)
      const header = await page.locator('.site-header').evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        page: document.documentElement.scrollWidth,
      }))
      expect(header.scroll, `${address} at ${width} px`).toBeLessThanOrEqual(header.client)
      expect(header.page, `${address} at ${width} px`).toBeLessThanOrEqual(width)
      // A bar too full for its names does not overflow the header: its items run into the container's padding, and the
      // logo's mark, the first flex item that can give way, shrinks to nothing. So the bar's own box is measured.
      const bar = page.locator('.header-bar')
      expect(await reachPastContentBox(bar), `${address} at ${width} px`).toBeLessThanOrEqual(0.5)
      const markWidth = await bar.locator('.logo svg').evaluate((mark) => mark.getBoundingClientRect().width)
      expect(markWidth, `${address} at ${width} px: the logo's mark`).toBe(32)
      // The logo, the menu's names and the buttons each keep to one line.
      const wrapped = await wrappedTexts(
        page.locator('.site-header').locator('.logo-text, .desktop-menu-link, .header-login, .header-register'),
      )
      expect(wrapped, `${address} at ${width} px`).toEqual([])
    }
  }
})

test("the logo is whole and on its row's centre in the site's, the partner programme's and the sign-in pages' bars @desktop-only", async ({
  page,
}) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    for (const address of ['/', '/partner', '/login']) {
      await gotoHydrated(page, address)
      const marks = await page.locator('.logo-link').evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => {
            const mark = link.querySelector('svg')?.getBoundingClientRect()
            const row = link.parentElement?.getBoundingClientRect()
            return mark && row
              ? { width: mark.width, offCentre: Math.abs(mark.top + mark.height / 2 - (row.top + row.height / 2)) }
              : undefined
          }),
      )
      expect(marks.length, `${address} at ${width} px`).toBeGreaterThan(0)
      for (const mark of marks) {
        expect(mark?.width, `${address} at ${width} px: the logo's mark`).toBe(32)
        expect(mark?.offCentre, `${address} at ${width} px: the logo on its row's centre`).toBeLessThanOrEqual(1)
      }
    }
  }
})
