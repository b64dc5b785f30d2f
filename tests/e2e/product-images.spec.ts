import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { widthFor } from './widths'

/** The language each screenshot's alternative text names, as the page's own language writes it after "in". */
const languageInAlt = { de: 'auf Deutsch', en: 'in English', pl: 'w języku polskim' } as const

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

const screenLanguages = ['de', 'en', 'pl'] as const
for (const code of screenLanguages) {
  for (const [name, path, count] of [
    ['home', '', 2],
    ['MC Trader', '/platforms/mctrader', 5],
  ] as const) {
    // German and Polish at the phone's width, English at the computer's (widths.ts).
    test(`the ${name} page shows the product's screens in ${code}: AVIF and WebP, sized, lazy below the fold, described ${widthFor(code, screenLanguages)}`, async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, `/${code}${path}`)
      const images = page.locator('figure.product-shot img')
      await expect(images).toHaveCount(count)
      const viewport = page.viewportSize()!
      for (const image of await images.all()) {
        const alt = (await image.getAttribute('alt')) ?? ''
        expect(alt).toContain(languageInAlt[code])
        expect(alt.length).toBeGreaterThan(40)
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(image).toHaveAttribute('decoding', 'async')
        expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0)
        expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0)
        // Below the fold on arrival: lazy loading never delays the first screen.
        expect((await image.boundingBox())!.y).toBeGreaterThan(viewport.height)
        const picture = image.locator('xpath=..')
        for (const type of ['image/avif', 'image/webp']) {
          const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute('srcset')) ?? ''
          const files = srcset.split(',').map((entry) => entry.trim().split(' ')[0]!)
          expect(files.length).toBeGreaterThan(1)
          for (const file of files) {
            expect(file).toContain(`/product/${code}/`)
            const answer = await request.get(file)
            expect(answer.status(), file).toBe(200)
            expect(answer.headers()['content-type']).toBe(type)
          }
        }
      }
      // Scrolled to, each one loads (in the format the browser chose).
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded()
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      }
    })
  }
}

test('the MT4 page explains the workflow with a diagram, not a screenshot', async ({ page }) => {
  await gotoHydrated(page, '/en/platforms/mt4')
  const diagram = page.locator('figure.mt4-workflow')
  await expect(diagram.getByRole('listitem')).toHaveCount(4)
  await expect(diagram.locator('figcaption')).toHaveText(/a diagram, not a screenshot/)
  await expect(diagram.locator('img')).toHaveCount(0)
})

test('the partner heroes show what a partner earns as a chart with a text alternative', async ({ page }) => {
  await gotoHydrated(page, '/de/partner/affiliate')
  const cpa = page
    .locator('.hero')
    .getByRole('img', { name: /CPA pro qualifiziertem Einzahler.*1 bis 10: 250 USD.*Mehr als 60: 600 USD/ })
  await expect(cpa).toBeVisible()
  await gotoHydrated(page, '/en/partner')
  await expect(
    page.locator('.hero').getByRole('img', { name: /monthly rebate at 4 USD per lot.*100 lots: 400 USD/ }),
  ).toBeVisible()
})

test('payment methods and app stores show their marks and are named in words in every language', async ({ page }) => {
  await gotoHydrated(page, '/pl')
  const payments = page.getByRole('list', { name: 'Akceptowane metody płatności' })
  // Each mark is decorative; the words beside it (read out, shown for the bank) name the method.
  await expect(payments.getByRole('listitem')).toHaveCount(4)
  await expect(payments.locator('li > span')).toHaveText([/Bank Wire|Przelew/, 'Visa', 'Visa Electron', 'MasterCard'])
  await expect(payments.locator('li > img[alt=""][src^="/brands/"]')).toHaveCount(4)
  await expect(
    page.getByRole('link', { name: /^Pobierz z Google Play/ }).locator('img[alt=""][src="/brands/google-play.png"]'),
  ).toHaveCount(1)
  await expect(
    page.getByRole('link', { name: /^Pobierz w App Store/ }).locator('img[alt=""][src="/brands/apple.png"]'),
  ).toHaveCount(1)

  await gotoHydrated(page, '/de')
  await expect(page.getByRole('link', { name: /^Jetzt bei Google Play/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Laden im App Store/ })).toBeVisible()

  await gotoHydrated(page, '/en/partner')
  const partnerPayments = page.getByRole('list', { name: 'Accepted payment methods' })
  await expect(partnerPayments.locator('li > span').last()).toHaveText('Maestro')
  await expect(partnerPayments.locator('img')).toHaveCount(5)
  // Every mark is a file the site serves: a PNG at 3x its size on the page (an SVG image would be a
  // document the browser builds on the main thread, src/components/brand-marks.tsx).
  for (const mark of await page.locator('img[src^="/brands/"]').all()) {
    await mark.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        mark.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth === 3 * img.width && img.naturalHeight === 3 * img.height,
        ),
      )
      .toBe(true)
    expect(await mark.getAttribute('src')).toMatch(/\.png$/)
  }
})

// The pages take turns at the two widths; the accessibility sweep at 360 px audits every one of them
// too, with their images' elements in (loaded or not, an image's text alternative is the same).
for (const [address, width] of [
  ['/en', '@mobile-only'],
  ['/de/platforms/mctrader', '@desktop-only'],
  ['/pl/platforms/mt4', '@mobile-only'],
  ['/en/partner', '@desktop-only'],
  ['/de/partner/affiliate', '@mobile-only'],
] as const) {
  test(`axe finds no WCAG 2.2 AA violations with the images and marks on ${address} ${width}`, async ({ page }) => {
    await gotoHydrated(page, address)
    // The lazy screenshots are audited loaded, as a reader scrolling down meets them.
    for (const image of await page.locator('figure.product-shot img').all()) await image.scrollIntoViewIfNeeded()
    expect(await axeViolations(page)).toEqual([])
  })
}

/**
 * Issue 27's image budget: what a phone draws in its first screen (360 × 640) weighs at most 60 KB.
 * Counted are the image files of the <img> elements in that screen, as transferred, and the markup
 * of the inline SVG pictures there (the partner heroes' charts, the MT4 diagram), which arrive
 * inside the HTML. The cookie notice is dismissed beforehand (beforeEach), as on a second visit it is.
 */
test.describe('images above the fold on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  for (const address of ['/', '/en/platforms/mctrader', '/partner', '/de/partner/affiliate', '/pl/platforms/mt4']) {
    test(`${address}: the first screen's images weigh at most 60 KB @mobile-only`, async ({ page }) => {
      await gotoHydrated(page, address)
      await page.waitForLoadState('load')
      const firstScreen = await page.evaluate(() => {
        const inFirstScreen = (element: Element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth
        }
        const sizes = new Map(
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => [
            entry.name,
            Math.max(entry.transferSize, entry.encodedBodySize),
          ]),
        )
        const files = [...document.querySelectorAll('img')]
          .filter((img) => inFirstScreen(img) && img.currentSrc)
          .map((img) => ({ src: img.currentSrc, bytes: sizes.get(img.currentSrc) }))
        // An svg inside an svg is counted with its outermost one.
        const inline = [...document.querySelectorAll('svg')]
          .filter((svg) => !svg.parentElement?.closest('svg') && inFirstScreen(svg))
          .map((svg) => new TextEncoder().encode(svg.outerHTML).length)
        return { files, inline }
      })
      // Every file drawn was loaded by this visit, so its size is known.
      for (const file of firstScreen.files) expect(file.bytes, file.src).toBeGreaterThan(0)
      const total =
        firstScreen.files.reduce((sum, file) => sum + (file.bytes ?? 0), 0) +
        firstScreen.inline.reduce((sum, bytes) => sum + bytes, 0)
      expect(total).toBeLessThanOrEqual(60 * 1024)
    })
  }
})
