/**
 * The script a page loads before it is interactive, the figure of the 135 KB budget
 * (docs/architecture.md, section 9). `npm run bench` prints it for every page, and
 * tests/e2e/script-budget.spec.ts holds the heaviest pages to it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/** The budget: at most 135 KB gzip of script before a page is interactive. */
export const scriptBudgetBytes = 135 * 1024

export interface ScriptsBeforeInteraction {
  /** Bytes transferred for them (brotli from our server, headers included). */
  js: number
  /** Their gzip size (level 6, what most servers and CDNs send): what the budget counts. */
  jsGzip: number
  /** Each script by its path, with its gzip size. */
  scripts: Array<{ path: string; gzip: number }>
}

const gzipSizes = new Map<string, number>()
function gzipSize(site: string, path: string): number {
  const file = join(site, decodeURIComponent(path))
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 6 }).length
    gzipSizes.set(file, size)
  }
  return size
}

/**
 * "Before interaction": the scripts a page, already opened, requested before it marked itself
 * interactive (the `hydrated` user timing, src/lib/page-interactive.ts: every part hydrated and
 * the browser idle), read in the page from Resource Timing, on the same clock as the mark. Islands
 * start loading after the mark, so they never count. `site` is the built site the files are read from.
 */
export async function scriptsBeforeInteraction(page: Page, site: string): Promise<ScriptsBeforeInteraction> {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, { timeout: 30_000 })
  const loaded = await page.evaluate(() => {
    const hydrated = performance.getEntriesByName('hydrated')[0]!.startTime
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < hydrated)
      .map((entry) => ({ path: new URL(entry.name).pathname, sent: entry.transferSize }))
  })
  const scripts = loaded.map(({ path }) => ({ path, gzip: gzipSize(site, path) }))
  return {
    js: loaded.reduce((sum, script) => sum + script.sent, 0),
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts,
  }
}
