import type { Language } from './site-map'

/**
 * The width a language's copy of a behaviour test runs at, as a tag for the title: for tests
 * repeated for each language, the languages take turns at the phone's width and the computer's,
 * rather than each running at both.
 *
 * Such a test checks what a language changes (its words, its formats, its addresses) and what a
 * width changes (the layout, what is in view); the two do not meet in the test's steps. Where they
 * do meet, text too long for its box at a width, overflow.spec.ts measures every page in every
 * language at four widths. So each width still runs the test in at least one language, each
 * language runs it at one width, and the pair of projects runs it half as often (the end-to-end
 * run is CPU-bound on the 2-core CI machine: its time is the sum of what the tests do).
 * The first language runs at the phone's width, where most visitors are.
 */
export function widthFor(code: Language, languages: readonly Language[]): '@mobile-only' | '@desktop-only' {
  const turn = languages.indexOf(code)
  if (turn < 0) throw new Error(`${code} is not one of ${languages.join(', ')}`)
  return turn % 2 === 0 ? '@mobile-only' : '@desktop-only'
}
