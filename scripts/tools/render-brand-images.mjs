// Renders the app icons, the tab's icon, the calendar's icon masks, the payment and store marks and the
// social-sharing image with Debian's Chromium. Run by hand after changing one of them
// (`node scripts/tools/render-brand-images.mjs`); the PNGs are committed.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const markPath =
  '<path d="M7 22V10l5 7 5-7v12M25 12.5a5 5 0 1 0 0 7" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>'
const mark = (size, padding) => `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size - 2 * padding}" height="${size - 2 * padding}">
    ${markPath}
  </svg>`

const icon = (size, { maskable = false } = {}) => `
  <body style="margin:0">
    <div style="width:${size}px;height:${size}px;background:#0b3d91;display:grid;place-items:center;border-radius:${maskable ? 0 : size * 0.2}px">
      ${mark(size, maskable ? size * 0.2 : size * 0.08)}
    </div>
  </body>`

// No risk warning on the image: one image serves every language, and a sentence of the warning on its
// own is no warning. The shared page states it in full in its language (src/config/risk-warning.ts).
const social = `
  <body style="margin:0;font-family:system-ui,sans-serif">
    <div style="width:1200px;height:630px;background:linear-gradient(135deg,#082b66,#0b3d91);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
      <div style="display:flex;align-items:center;gap:24px">
        <div style="width:120px;height:120px;border:4px solid #fff;border-radius:24px;display:grid;place-items:center">${mark(120, 14)}</div>
        <div style="font-size:72px;font-weight:800">MC Markets</div>
      </div>
      <div style="font-size:40px;margin-top:40px;max-width:900px">Forex · Metals · Energies · Indices</div>
    </div>
  </body>`

// Shortcut icons (96 px): a price chart for the quotes, a calendar sheet for the calendar.
const glyphs = {
  quotes:
    '<path d="M5 24l7-8 5 5 10-12" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><path d="M21 9h6v6" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  calendar:
    '<rect x="6" y="8" width="20" height="18" rx="2.5" fill="none" stroke="#fff" stroke-width="2.4"/><path d="M6 14h20M11 5v5M21 5v5" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="19.5" r="1.6" fill="#fff"/><circle cx="16" cy="19.5" r="1.6" fill="#fff"/>',
}
const shortcut = (glyph) => `
  <body style="margin:0">
    <div style="width:96px;height:96px;background:#0b3d91;display:grid;place-items:center;border-radius:20px">
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="64" height="64">${glyph}</svg>
    </div>
  </body>`

// The browser tab's icon: the mark on its rounded square, filling the 32 px. A PNG rather than an
// SVG: Chromium fetches and decodes a page's icon in the page's renderer, and an SVG icon is a whole
// SVG document built on the main thread (3 to 27 ms on a desktop, once per page load: blocking time
// on a phone, docs/architecture.md, section 9), a PNG of this size a fraction of a millisecond.
const favicon = `
  <body style="margin:0">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
      <rect width="32" height="32" rx="7" fill="#0b3d91"/>
      ${markPath}
    </svg>
  </body>`

// The calendar rows' icons, drawn by the style sheet as masks over the text colour (src/styles/app.css,
// .ics-link and .remind-me): only their alpha counts. At 3x their 18 px, a phone's density; PNGs for
// the same reason as the tab's icon: each SVG image is an SVG document the browser builds on the main
// thread, inside the task in which the calendar's rows arrive.
const mask = (paths) => `
  <body style="margin:0">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="54" height="54" fill="none" stroke="#000" stroke-width="2">${paths}</svg>
  </body>`
const masks = {
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5"/>',
  bell: '<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20a2 2 0 0 0 4 0"/>',
}

// The payment methods' and app stores' marks, from their SVG sources in scripts/tools/brand-marks/, at
// 3x the size src/components/brand-marks.tsx shows them (CSS pixels below), for the same reason again:
// an SVG image is a document of its own on the main thread, four of them in every page's footer.
const brandMarks = [
  ['bank', 22, 22],
  ['visa', 46, 16],
  ['visa-electron', 42, 22],
  ['mastercard', 36, 22],
  ['maestro', 36, 22],
  ['google-play', 26, 26],
  ['apple', 26, 26],
]
const brandMark = (file, width, height) => {
  const svg = readFileSync(new URL(`./brand-marks/${file}.svg`, import.meta.url), 'utf8')
  return `<body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${width}" height="${height}" style="display:block"></body>`
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
const shots = [
  ['public/icons/icon-192.png', icon(192), 192, 192],
  ['public/icons/icon-512.png', icon(512), 512, 512],
  ['public/icons/maskable-192.png', icon(192, { maskable: true }), 192, 192],
  ['public/icons/maskable-512.png', icon(512, { maskable: true }), 512, 512],
  ['public/icons/shortcut-quotes-96.png', shortcut(glyphs.quotes), 96, 96],
  ['public/icons/shortcut-calendar-96.png', shortcut(glyphs.calendar), 96, 96],
  ['public/icons/favicon-32.png', favicon, 32, 32],
  ['public/icons/mask-calendar-add.png', mask(masks.calendar), 54, 54],
  ['public/icons/mask-bell.png', mask(masks.bell), 54, 54],
  ['public/icons/apple-touch-icon.png', icon(180, { maskable: true }), 180, 180],
  ['public/og-image.png', social, 1200, 630],
  ...brandMarks.map(([file, width, height]) => [
    `public/brands/${file}.png`,
    brandMark(file, 3 * width, 3 * height),
    3 * width,
    3 * height,
  ]),
]
for (const [path, html, width, height] of shots) {
  await page.setViewportSize({ width, height })
  await page.setContent(html)
  await page.screenshot({
    path,
    omitBackground: !path.includes('maskable') && !path.includes('og-') && !path.includes('apple-touch'),
  })
}
await browser.close()
console.log(`rendered ${shots.length} images`)
