import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type axe from 'axe-core'

/**
 * axe-core's minified build, the same code as `axe.source` (its readable build, 1.3 MB) at 0.58 MB:
 * each page audited parses it, and the sweeps audit some four hundred pages. Evaluated in a page on
 * this 2-core machine, about 0.28 s instead of 0.42 s (16 pages, alternating).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The level every page is held to: WCAG 2.2 AA, with the rules of the earlier versions it includes. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The WCAG 2.2 AA rules that read colours: text contrast, and links told apart from their text by colour. */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * axe's WCAG 2.2 AA findings on the page as it is now, one line per rule with the elements it found
 * (an empty list when it passes), optionally limited to one part of the page, without the colour
 * contrast rule (half of an audit's time) where another sweep checks the same colours, or with only
 * the rules that read colours (for another theme of a page whose other rules a sweep has checked).
 *
 * axe-core runs in the page itself, put there once per page (`axeSource`). The accessibility
 * sweeps are most of the end-to-end run, and the Playwright wrapper of axe cost half of each audit
 * beyond axe's own work: it evaluated axe's source twice per audit (a third of a second each on the
 * CI machine), and its default mode finished every run in a second, blank page, which only matters
 * for cross-origin frames (the site has none).
 */
export async function axeViolations(
  page: Page,
  {
    include,
    skipContrast = false,
    coloursOnly = false,
  }: { include?: string; skipContrast?: boolean; coloursOnly?: boolean } = {},
): Promise<string[]> {
  // Put there once per page: a second audit of the same page (another theme) finds it there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const runOnly = coloursOnly ? { type: 'rule' as const, values: colourRules } : { type: 'tag' as const, values: wcagTags }
  const options: axe.RunOptions = {
    runOnly,
    // Only violations are reported: axe then stops describing every passing element.
    resultTypes: ['violations'],
    ...(skipContrast ? { rules: { 'color-contrast': { enabled: false } } } : {}),
  }
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { violations } = await window.axe.run(include ? { include: [include] } : document, options)
      return violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))
    },
    { include, options },
  )
  return violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`)
}

declare global {
  interface Window {
    axe: typeof axe
  }
}
