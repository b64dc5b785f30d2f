// @vitest-environment node

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The site's type keeps to its scale (docs/design-tokens.md, Type): every size is a `--text-*`
 * token or a heading's viewport-scaled size, every weight 400, 600 or 700. Each size and weight a
 * page uses is a font the browser sets up on the page's first layout, so a size written out by
 * hand costs every page that shows it. The exceptions are the partner pages' drawn charts, whose
 * SVG labels are sized in the drawing's units, and print's body size in points.
 */
const stylesheet = readFileSync('src/styles/app.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** Where the `@media print` blocks of the stylesheet begin and end. */
const printBlocks = [...stylesheet.matchAll(/@media print\s*\{/g)].map((match) => {
  let depth = 1
  let at = match.index + match[0].length
  while (depth > 0 && at < stylesheet.length) depth += { '{': 1, '}': -1 }[stylesheet[at++]!] ?? 0
  return [match.index, at] as const
})

/** Each rule's selector and declarations, nested rules included, and whether it applies to print only. */
const rules = [...stylesheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
  selector: match[1]!
    .trim()
    .replace(/^@media[^{]*\{\s*/, '')
    .replace(/\s+/g, ' '),
  declarations: match[2]!,
  print: printBlocks.some(([start, end]) => match.index > start && match.index < end),
}))

const svgLabels = /^\.(partner-programme-(brand|name)|earnings-(value|label))$/
const headings = /(^|[\s,>])h[12]$/

describe('the type scale', () => {
  it('reads the stylesheet', () => {
    expect(rules.length).toBeGreaterThan(300)
  })

  it('sizes every text from a token, a heading its own viewport-scaled size', () => {
    const offScale = rules.flatMap(({ selector, declarations, print }) =>
      [...declarations.matchAll(/font-size:\s*([^;]+)/g)]
        .map(([, value]) => value!.trim())
        .filter((value) => !/^var\(--text-(xs|small|body|lead|large)\)$/.test(value))
        .filter((value) => !(value.startsWith('clamp(') && headings.test(selector)))
        .filter((value) => !(svgLabels.test(selector) && /^\d+px$/.test(value)))
        .filter((value) => !(print && selector === 'body' && value === '11pt'))
        .map((value) => `${selector} { font-size: ${value} }`),
    )
    expect(offScale).toEqual([])
  })

  it('uses the weights 400, 600 and 700 only', () => {
    const offScale = rules
      .filter(({ selector }) => !svgLabels.test(selector))
      .flatMap(({ selector, declarations }) =>
        [...declarations.matchAll(/font-weight:\s*([^;]+)/g)]
          .map(([, value]) => value!.trim())
          .filter((value) => !['400', '600', '700', 'normal', 'inherit'].includes(value))
          .map((value) => `${selector} { font-weight: ${value} }`),
      )
    expect(offScale).toEqual([])
  })

  it('gives form controls the page type, not the browser default', () => {
    expect(
      rules.some(
        ({ selector, declarations }) => selector === 'button, input, select, textarea' && /font:\s*inherit/.test(declarations),
      ),
    ).toBe(true)
  })
})
