// Captures the web app manifest's screenshots from the built site with Debian's Chromium.
// Run by hand after a visible change, against a running server:
//   BASE_URL=http://127.0.0.1:8080 node scripts/tools/capture-screenshots.mjs
// The JPEGs are committed (public/screenshots) and named in src/lib/web-manifest.ts.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080'
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
mkdirSync('public/screenshots', { recursive: true })
const shots = [
  { file: 'quotes-narrow.jpg', path: '/en/trading/realtime', width: 360, height: 740, scale: 2 },
  { file: 'home-narrow.jpg', path: '/en', width: 360, height: 740, scale: 2 },
  { file: 'quotes-wide.jpg', path: '/en/trading/realtime', width: 1440, height: 900, scale: 1 },
]
for (const shot of shots) {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: shot.scale,
    isMobile: shot.width < 600,
    reducedMotion: 'reduce',
  })
  // The cookie choice is made, so the screenshot shows the app rather than the notice.
  await context.addCookies([{ name: 'isAccept', value: '1', url: base }])
  const page = await context.newPage()
  await page.goto(base + shot.path)
  await page.waitForSelector('html[data-hydrated]')
  // Live prices arrive after the page is idle; wait for the first ones. The text as rendered: a dash in
  // something hidden (a closed dialog, a collapsed row) is no missing price on the screen.
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  await page.waitForFunction(() => !document.body.innerText.includes('—'), null, { timeout: 15000 }).catch(() => {})
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `public/screenshots/${shot.file}`, type: 'jpeg', quality: 78 })
  await context.close()
}
await browser.close()
console.log(`captured ${shots.length} screenshots`)
