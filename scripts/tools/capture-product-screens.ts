/**
 * `npm run screenshots`: captures the product screens the home and MC Trader pages show (the quotes
 * board, an instrument page with its chart, the calendar, a price alert) from our own built pages in
 * every language, with Debian's Chromium, and encodes them with sharp as AVIF and WebP at the widths
 * of src/config/product-screens.ts. Run it after `npm run build` whenever those pages change visibly;
 * the images are committed (public/product/), so starting the site never needs a browser.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunchOptions } from '../../playwright.config'
import {
  type ProductDevice,
  type ProductScreen,
  productDevices,
  productImagePath,
  productScreenPaths,
  productShots,
} from '../../src/config/product-screens'
import { type Locale, locales } from '../../src/contract/locales'
import { waitForHttp } from '../test-support/local-services'

// SCREENS=instrument,alert captures only those screens again (every language, every device).
const onlyScreens = process.env.SCREENS?.split(',')
const wanted = productShots.filter(({ screen }) => !onlyScreens || onlyScreens.includes(screen))
// ENCODE_ONLY=1 encodes the captures kept in .cache/product-screens again without a browser or a server.
const encodeOnly = process.env.ENCODE_ONLY === '1'
const port = Number(process.env.SCREENSHOTS_PORT ?? 8196)
const base = `http://127.0.0.1:${port}`

if (!encodeOnly && !existsSync('dist/client/index.html')) {
  console.error('No built site: run `npm run build` first.')
  process.exit(1)
}

// The demo clock and feed seed of the end-to-end tests: a Wednesday afternoon with markets open.
function startServer(): ChildProcess {
  return spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'screens-')), 's.sqlite'),
      LOG_REQUESTS: '0',
      DEMO_TIME: '2026-11-25T14:00:00Z',
      FEED_SEED: '42',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** Brings the part of the page a screen is about into view, as a visitor would scroll to it. */
async function stage(page: Page, screen: ProductScreen) {
  // Live prices arrive once the page is idle; the board and the alert's "bid now" wait for them.
  await page
    .waitForFunction(() => !document.querySelector('main')?.textContent?.includes('—'), null, { timeout: 15_000 })
    .catch(() => {})
  // The risk warning is pinned over the lower third of a phone's screen; the pages that show these
  // images carry their own, so the captures show the app without it.
  await page.evaluate(() => {
    for (const warning of document.querySelectorAll<HTMLElement>('.risk-warning')) warning.style.display = 'none'
  })
  if (screen === 'quotes') {
    await page.locator('.quotes-table tbody tr').first().waitFor({ timeout: 20_000 })
    await page.evaluate(() => {
      const board = document.querySelector('.quotes-board')!
      window.scrollTo(0, board.getBoundingClientRect().top + window.scrollY - 8)
    })
  }
  if (screen === 'instrument') {
    // The chart and its library load when the visitor comes near the section.
    await page.locator('#chart').scrollIntoViewIfNeeded()
    await page.locator('.chart-canvas canvas').first().waitFor({ timeout: 30_000 })
    await page.evaluate(() => {
      // Clear of the header, which stays at the top of wide screens.
      const chart = document.getElementById('chart')!
      window.scrollTo(0, chart.getBoundingClientRect().top + window.scrollY - 72)
    })
  }
  if (screen === 'calendar') {
    await page.locator('main table tbody tr').first().waitFor({ timeout: 20_000 })
    await page.evaluate(() => {
      const table = document.querySelector('main table')!
      window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY - 16)
    })
  }
  if (screen === 'alert') {
    const level = page.locator('.alert-form input[inputmode], .alert-form input[type="text"]').first()
    await level.waitFor({ timeout: 20_000 })
    await page.evaluate(() => {
      const heading = document.getElementById('price-alerts-title')!
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 72)
    })
    // A level a little above the current bid, as a visitor waiting for a breakout would set it.
    const bid = await page.request
      .post(`${base}/api/q/v1/QF1001`, { data: { goods: 'EURUSD' } })
      .then(async (answer) => (await answer.json()).dt.list[0].bid as number)
    const locale = await page.evaluate(() => document.documentElement.lang)
    await level.fill((bid + 0.005).toLocaleString(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 }))
    await level.blur()
  }
  await page.waitForTimeout(1200)
}

async function capture(context: BrowserContext, path: string, screen: ProductScreen): Promise<Buffer> {
  const page = await context.newPage()
  await page.goto(base + path)
  await page.waitForSelector('html[data-hydrated]')
  await stage(page, screen)
  const shot = await page.screenshot({ type: 'png' })
  await page.close()
  return shot
}

/** The captures themselves stay in .cache/ (not committed), so the encoding can be tuned without capturing again. */
const rawDirectory = join('.cache', 'product-screens')

async function encode(shot: Buffer, locale: Locale, screen: ProductScreen, device: ProductDevice) {
  for (const width of productDevices[device].widths) {
    const resized = sharp(shot).resize({ width })
    await resized
      .clone()
      .avif({ quality: 45, effort: 4 })
      .toFile(join('public', productImagePath(locale, screen, device, width, 'avif')))
    await resized
      .clone()
      .webp({ quality: 70, effort: 4 })
      .toFile(join('public', productImagePath(locale, screen, device, width, 'webp')))
  }
}

const rawFile = (locale: Locale, screen: ProductScreen, device: ProductDevice) =>
  join(rawDirectory, `${locale}-${screen}-${device}.png`)

async function captureAll() {
  const server = startServer()
  try {
    await waitForHttp('the server', server, `${base}/en`)
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      mkdirSync(rawDirectory, { recursive: true })
      for (const locale of locales) {
        for (const { screen, device } of wanted) {
          const { viewport, scale } = productDevices[device]
          const context = await browser.newContext({
            viewport,
            deviceScaleFactor: scale,
            isMobile: device === 'phone',
            hasTouch: device === 'phone',
            reducedMotion: 'reduce',
            colorScheme: 'light',
            locale,
          })
          // The cookie choice is made, so the screens show the app rather than the notice.
          await context.addCookies([{ name: 'isAccept', value: '0', url: base }])
          // The alert form appears where the browser can receive notifications.
          if (screen === 'alert') await context.grantPermissions(['notifications'], { origin: base })
          writeFileSync(
            rawFile(locale, screen, device),
            await capture(context, `/${locale}${productScreenPaths[screen]}`, screen),
          )
          await context.close()
          console.log(`captured ${locale} ${screen} ${device}`)
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    server.kill()
  }
}

if (!encodeOnly) await captureAll()
for (const locale of locales) {
  mkdirSync(join('public', 'product', locale), { recursive: true })
  for (const { screen, device } of wanted) await encode(readFileSync(rawFile(locale, screen, device)), locale, screen, device)
}
console.log(`encoded ${locales.length * wanted.length} screens as AVIF and WebP in public/product/`)
