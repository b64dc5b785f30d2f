/**
 * `npm run bench`: builds the site, starts the real server, and measures what docs/architecture.md, section 9
 * budgets: Lighthouse (mobile preset, median of 3) on public pages in two languages beside a plain
 * static copy of the home page without script, then the SSE fan-out and the quote list throughput.
 * It prints figures and budgets; it never fails a build (tests assert behaviour, not durations).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../../playwright.config'
import { waitForHttp } from '../test-support/local-services'

const port = 8198
const referencePort = 8197
const base = `http://127.0.0.1:${port}`
const runs = Number(process.env.BENCH_RUNS ?? 3)
/**
 * One page of every page template (each route file under src/routes with a page of its own), by
 * its path without a language. A template added there gets its line here.
 */
const templates: string[] = [
  '/',
  '/about',
  '/about/intro',
  '/about/providers',
  '/about/quickstart',
  '/about/what',
  '/about/why',
  '/account',
  '/account/client',
  '/account/deposit',
  '/account/funding',
  '/account/overview',
  '/account/providers',
  '/account/withdrawals',
  '/download',
  '/more',
  '/more/company',
  '/more/contact',
  '/more/faq',
  '/more/help',
  '/more/legal',
  '/more/why',
  '/offline',
  '/platforms/mctrader',
  '/platforms/mt4',
  '/trading',
  '/trading/calculators',
  '/trading/calendar',
  '/trading/calendar/au-cpi',
  '/trading/energy',
  '/trading/forex',
  // An instrument page: its chart (library and history) must load only near the viewport, never on first load.
  '/trading/forex/eurusd',
  '/trading/markets',
  '/trading/metals',
  '/trading/platforms',
  '/trading/realtime',
  '/trading/spot',
  '/trading/tools',
  '/uc',
  '/login',
  '/register',
  '/password-reset',
  '/partner',
  '/partner/affiliate',
  // A legal document's page (the document is data in the page, not script) and the accessibility statement.
  '/more/legal/risk-disclosure',
  '/more/accessibility',
]
/** Each template in two languages: the site's default (no prefix) and English or German in turn. */
const everyTemplate = templates.flatMap((path, i) => [path, `/${i % 2 === 0 ? 'en' : 'de'}${path === '/' ? '' : path}`])
// BENCH_PAGES=/,/en/trading/forex narrows the audit while working on one page.
const pages = process.env.BENCH_PAGES?.split(',') ?? everyTemplate
const budget = { score: 100, lcp: 1500, tbt: 50, cls: 0.02, js: 135 * 1024, total: 300 * 1024 }

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })

const server: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'bench-')), 'b.sqlite'),
    LOG_REQUESTS: '0',
    DEMO_TIME: '2026-11-25T14:00:00Z',
    // Every stream client of the fan-out comes from this machine: the per-address cap would stop them at 20.
    STREAM_MAX_CLIENTS_PER_ADDRESS: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

// The reference: the prerendered home page with every script removed, served as a plain file.
const site = 'dist/client'
const reference = readFileSync(join(site, 'index.html'), 'utf8')
  .replace(/<script\b[\s\S]*?<\/script>/g, '')
  .replace(/<link rel="modulepreload"[^>]*>/g, '')
const types: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' }
const referenceServer = createServer((req, res) => {
  if (req.url === '/' || req.url === '/index.html') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(reference)
    return
  }
  try {
    const body = readFileSync(join(site, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)))
    res
      .writeHead(200, {
        'Content-Type': types[extname(req.url ?? '')] ?? 'application/octet-stream',
        'Cache-Control': 'max-age=3600',
      })
      .end(body)
  } catch {
    // Not a file (the download QR code is drawn by the server): the real server answers it.
    fetch(base + (req.url ?? '/')).then(
      async (answer) =>
        res
          .writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' })
          .end(Buffer.from(await answer.arrayBuffer())),
      () => res.writeHead(502).end(),
    )
  }
}).listen(referencePort)

/**
 * The budget counts gzip (level 6, what most servers and CDNs send); this server sends brotli,
 * which is smaller, so both are printed: the gzip size of each script file before interaction,
 * and the bytes actually transferred for them, headers included.
 */
const gzipSizes = new Map<string, number>()
function gzipSize(url: string): number {
  const path = join(site, decodeURIComponent(new URL(url).pathname))
  let size = gzipSizes.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 6 }).length
    gzipSizes.set(path, size)
  }
  return size
}

/**
 * "Before interaction": the scripts the page requested before it marked itself interactive (the
 * `hydrated` user timing: every part hydrated and the browser idle), read in the page itself from
 * Resource Timing, on the same clock as the mark. The reference page has no script and no mark.
 */
async function scriptsBeforeInteraction(url: string): Promise<{ js: number; jsGzip: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  try {
    const page = await context.newPage()
    await page.goto(url)
    if (!(await page.evaluate(() => document.querySelector('script[src], script[type="module"]') !== null)))
      return { js: 0, jsGzip: 0 }
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, { timeout: 30_000 })
    const scripts = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('hydrated')[0]!.startTime
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < hydrated)
        .map((entry) => ({ url: entry.name, sent: entry.transferSize }))
    })
    return {
      js: scripts.reduce((sum, script) => sum + script.sent, 0),
      jsGzip: scripts.reduce((sum, script) => sum + gzipSize(script.url), 0),
    }
  } finally {
    await context.close()
  }
}

let browser: Browser

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface Row {
  page: string
  perf: number
  a11y: number
  bp: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  js: number
  /** What the budget names: the gzip size of the scripts loaded before interaction. */
  jsGzip: number
  jsAll: number
  total: number
}

async function audit(url: string, chromePort: number): Promise<Row> {
  const beforeInteraction = await scriptsBeforeInteraction(url)
  const samples: Row[] = []
  for (let i = 0, failures = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result!.lhr
    // A run Lighthouse itself could not complete (no paint seen, a protocol timeout) scores zeros
    // that say nothing about the page: it is reported and run again, up to twice per page.
    const failure =
      lhr.runtimeError?.message ??
      (lhr.audits['first-contentful-paint']?.numericValue
        ? undefined
        : (lhr.audits['first-contentful-paint']?.errorMessage ?? 'no first paint measured'))
    if (failure && failures < 2) {
      console.warn(`  ${url}: the Lighthouse run failed (${failure}); running it again`)
      failures++
      i--
      continue
    }
    const details = lhr.audits['network-requests']?.details as unknown as
      | { items: Array<{ url: string; resourceType: string; transferSize: number; networkRequestTime: number }> }
      | undefined
    const requests = details?.items ?? []
    samples.push({
      page: url.replace(base, '').replace(`http://127.0.0.1:${referencePort}`, 'reference (no script)'),
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bp: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      ...beforeInteraction,
      jsAll: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0),
      total: requests.reduce((sum, r) => sum + r.transferSize, 0),
    })
  }
  const pick = (key: keyof Omit<Row, 'page'>) => median(samples.map((s) => s[key] as number))
  return {
    page: samples[0]!.page,
    perf: pick('perf'),
    a11y: pick('a11y'),
    bp: pick('bp'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    js: beforeInteraction.js,
    jsGzip: beforeInteraction.jsGzip,
    jsAll: pick('jsAll'),
    total: pick('total'),
  }
}

const mark = (ok: boolean) => (ok ? ' ' : '✗')
function print(row: Row) {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  console.log(
    [
      row.page.padEnd(22),
      `${row.perf}${mark(row.perf >= budget.score)}`.padStart(5),
      `${row.a11y}${mark(row.a11y >= budget.score)}`.padStart(5),
      `${row.bp}${mark(row.bp >= budget.score)}`.padStart(5),
      `${row.seo}${mark(row.seo >= budget.score)}`.padStart(5),
      `${Math.round(row.fcp)}`.padStart(6),
      `${Math.round(row.lcp)}${mark(row.lcp <= budget.lcp)}`.padStart(7),
      `${Math.round(row.tbt)}${mark(row.tbt <= budget.tbt)}`.padStart(6),
      `${row.cls.toFixed(3)}${mark(row.cls <= budget.cls)}`.padStart(7),
      `${kb(row.jsGzip)}${mark(row.jsGzip <= budget.js)}`.padStart(9),
      `${kb(row.js)}`.padStart(8),
      `${kb(row.jsAll)}`.padStart(8),
      `${kb(row.total)}${mark(row.total <= budget.total)}`.padStart(9),
    ].join(' '),
  )
}

/** How many stream clients one server holds while every tick still arrives within a second. */
async function sseFanOut(): Promise<Array<{ clients: number; within1s: number }>> {
  const results: Array<{ clients: number; within1s: number }> = []
  for (const clients of [100, 500, 1000]) {
    const controllers = Array.from({ length: clients }, () => new AbortController())
    const latest = new Array<number>(clients).fill(0)
    await Promise.all(
      controllers.map(async (controller, i) => {
        const response = await fetch(`${base}/api/q/v1/stream?goods=EURUSD`, { signal: controller.signal })
        const reader = response.body!.getReader()
        void (async () => {
          try {
            for (;;) {
              const { done } = await reader.read()
              if (done) break
              latest[i] = Date.now()
            }
          } catch {
            // aborted at the end of the round
          }
        })()
      }),
    )
    await new Promise((r) => setTimeout(r, 3000))
    const now = Date.now()
    results.push({ clients, within1s: latest.filter((t) => now - t <= 1000).length })
    for (const c of controllers) c.abort()
    await new Promise((r) => setTimeout(r, 500))
  }
  return results
}

try {
  await waitForHttp('the server', server, `${base}/en`)
  // The same Chromium and flags as the end-to-end tests.
  browser = await chromium.launch(chromiumLaunchOptions)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
  console.log(
    `\nLighthouse, mobile preset, median of ${runs}. Budgets: scores ${budget.score}, LCP ≤ ${budget.lcp} ms, TBT ≤ ${budget.tbt} ms, CLS ≤ ${budget.cls}, JS before interaction ≤ ${budget.js / 1024} KB gzip (sent: brotli as transferred, headers included), all ≤ 300 KB (✗ = over)`,
  )
  console.log('page                    perf  a11y    bp   seo    FCP     LCP    TBT     CLS  JS(int) (sent)  JS(all)     all')
  try {
    print(await audit(`http://127.0.0.1:${referencePort}/`, chrome.port))
    for (const page of pages) print(await audit(base + page, chrome.port))
  } finally {
    await chrome.kill()
    await browser.close()
  }

  if (!process.argv.includes('--lighthouse-only')) {
    console.log('\nServer-sent quote stream: clients still receiving ticks within 1 s')
    for (const { clients, within1s } of await sseFanOut())
      console.log(`  ${String(clients).padStart(5)} clients: ${within1s} (${((within1s / clients) * 100).toFixed(0)} %)`)

    const quotes = await autocannon({
      url: `${base}/api/q/v1/QF1001`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ goods: 'EURUSD,XAUUSD,NAS100' }),
      connections: 10,
      duration: 10,
    })
    console.log(
      `\nQF1001 at full speed: ${Math.round(quotes.requests.average)} req/s, p50 ${quotes.latency.p50} ms, p99 ${quotes.latency.p99} ms (budget: p99 ≤ 20 ms at 2,000 req/s; see npm run bench:api)`,
    )
  }
} finally {
  server.kill()
  referenceServer.close()
}
