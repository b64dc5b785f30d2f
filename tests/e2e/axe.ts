import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The level every page is held to: WCAG 2.2 AA, with the rules of the earlier versions it includes. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's WCAG 2.2 AA findings on the page as it is now, one line per rule with the elements it found
 * (an empty list when it passes), optionally limited to one part of the page, without the colour
 * contrast rule (half of an audit's time) where another sweep checks the same colours, or with only
 * the rules that read colours (for another theme of a page whose other rules a sweep has checked).
 *
 * Legacy mode runs the audit in the page itself. The default mode opens a second, blank page for every
 * audit to finish the run there, which only matters for cross-origin frames (the site has none) and
 * made each audit two to three times slower: the accessibility sweeps were most of the test run.
 */
export async function axeViolations(
  page: Page,
  {
    include,
    skipContrast = false,
    coloursOnly = false,
  }: { include?: string; skipContrast?: boolean; coloursOnly?: boolean } = {},
): Promise<string[]> {
  // Only violations are reported: axe then stops describing every passing element. `options` replaces
  // every option set before it, the tags among them, so it comes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true)
  if (include) builder = builder.include(include)
  if (skipContrast) builder = builder.disableRules(['color-contrast'])
  // The WCAG 2.2 AA rules that read colours: text contrast, and links told apart from their text by colour.
  if (coloursOnly) builder = builder.withRules(['color-contrast', 'link-in-text-block'])
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
