import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { measureOverflow } from './overflow'
import { publicAddresses } from './site-map'

const languages = ['de', 'en', 'pl'] as const

/**
 * Every public page in every language at the narrowest phone, a common phone, a tablet and a laptop:
 * the page never scrolls sideways and no text is cut or sticks out of its box. One browser page per
 * width walks every address; the widths run in the desktop project only, as they set their own size.
 */
for (const width of [320, 360, 768, 1440]) {
  test(`no page scrolls sideways or cuts text at ${width} px, in any language @desktop-only`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 800 })
    const found: string[] = []
    for (const code of languages) {
      for (const address of publicAddresses(code)) {
        await page.goto(address)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
        const { pageWidth, windowWidth, overflows } = await measureOverflow(page)
        if (pageWidth > windowWidth) found.push(`${address}: the page is ${pageWidth} px wide in a ${windowWidth} px window`)
        for (const { element, text, overflow } of overflows) found.push(`${address}: ${element} by ${overflow} px: "${text}"`)
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

for (const width of [360, 1440]) {
  test(`the home ticker shows every instrument name whole at ${width} px, in every language @desktop-only`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const address of ['/', '/en', '/pl']) {
      await gotoHydrated(page, address)
      // With prices in, the price and change columns take their widest.
      await expect(page.locator('.ticker-price .price')).toHaveCount(3)
      const names = await page.locator('.ticker-name').evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          const text = range.getBoundingClientRect()
          const box = element.getBoundingClientRect()
          return {
            name: element.textContent,
            cut: element.scrollWidth > element.clientWidth || text.right > box.right + 0.5 || text.left < box.left - 0.5,
          }
        }),
      )
      expect(names, address).toEqual([
        { name: 'EURUSD', cut: false },
        { name: 'XAUUSD', cut: false },
        { name: 'NAS100', cut: false },
      ])
    }
  })
}
