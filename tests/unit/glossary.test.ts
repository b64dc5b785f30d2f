// @vitest-environment node
/**
 * The glossary (content/glossary/<language>.md, issue 25 item 5): every language has the same terms
 * under the same ids, each with a definition, every "see also" leads to a term, and every id another
 * page links (the calculators, the FAQ's answers, the instrument pages) exists. Like the catalog test,
 * it fails while a translation is missing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  glossaryFaults,
  glossarySections,
  type ParsedGlossary,
  parseGlossary,
  readGlossaries,
} from '../../scripts/build/glossary/source'
import type { GlossaryTerm } from '../../src/config/glossary'
import { type Locale, locales } from '../../src/contract/locales'
import { faqGroups, faqStructuredData } from '../../src/features/help/faq-content'
import { activateLocale } from '../../src/lib/i18n'

/** The anchors the calculators (/trading/calculators) link their fields and results to. */
const linkedByCalculators = [
  'pip',
  'pip-value',
  'lot',
  'contract-size',
  'spread',
  'swap',
  'triple-swap',
  'margin',
  'leverage',
  'position-size',
  'stop-loss',
  'risk-per-trade',
  'profit-and-loss',
  'account-currency',
  'exchange-rate',
  'bid',
  'ask',
]

const glossaries = readGlossaries()
const englishIds = new Set(glossaries.en.terms.map((term) => term.id))

const source = (terms: string) => `A note that is not published.\n\n${terms}`
const parsedAll = (byLocale: Partial<Record<Locale, string>>): Record<Locale, ParsedGlossary> =>
  Object.fromEntries(
    locales.map((locale) => [locale, parseGlossary(source(byLocale[locale] ?? byLocale.en!), `${locale}.md`)]),
  ) as Record<Locale, ParsedGlossary>

describe('the glossary sources', () => {
  it('are consistent in every language: same ids, definitions, "see also" that leads to a term', () => {
    expect(glossaryFaults(glossaries)).toEqual([])
  })

  it('hold about a hundred terms in each language', () => {
    for (const locale of locales) expect(glossaries[locale].terms.length, locale).toBeGreaterThanOrEqual(95)
  })

  it('define every term another page links to', () => {
    const faqTerms = faqGroups.flatMap((group) => group.items.flatMap((item) => item.terms ?? []))
    const inComponents = [...componentSources()].flatMap(({ text }) =>
      [...text.matchAll(/<GlossaryLink term="([^"]+)"/g)].map((match) => match[1]!),
    )
    expect(inComponents.length).toBeGreaterThan(5)
    const missing = [...new Set([...linkedByCalculators, ...faqTerms, ...inComponents])].filter((id) => !englishIds.has(id))
    expect(missing).toEqual([])
  })

  it("mark each linked term in an FAQ answer with a tag of its own, one per id of the item's list", () => {
    const mismatched = faqGroups.flatMap((group) =>
      group.items.flatMap((item) => {
        const tags = [...new Set([...(item.a.message ?? '').matchAll(/<(\d+)>/g)].map((m) => Number(m[1])))]
        const expected = (item.terms ?? []).map((_, i) => i)
        return JSON.stringify(tags) === JSON.stringify(expected) ? [] : [`${item.a.message}: tags ${tags}, terms ${item.terms}`]
      }),
    )
    expect(mismatched).toEqual([])
  })

  it("keep the FAQ's structured data plain text, without the links' tags", async () => {
    for (const locale of locales) {
      await activateLocale(locale)
      const answers = faqStructuredData().mainEntity.map((question) => question.acceptedAnswer.text)
      expect(
        answers.filter((text) => /<\/?\d+>/.test(text)),
        locale,
      ).toEqual([])
      expect(answers.join(' '), locale).toContain(
        locale === 'de' ? 'Negativsaldoschutz' : locale === 'pl' ? 'ochroną przed ujemnym saldem' : 'negative balance protection',
      )
    }
  })

  it('keep each definition short: one to three sentences', () => {
    const long = locales.flatMap((locale) =>
      glossaries[locale].terms.filter((term) => term.definition.length > 480).map((term) => `${locale}#${term.id}`),
    )
    expect(long).toEqual([])
  })
})

describe('the glossary checks', () => {
  const pip = '## Pip {#pip}\nThe smallest usual price step.\n→ spread\n\n## Spread {#spread}\nAsk minus bid.\n'

  it('accept a consistent glossary', () => {
    expect(glossaryFaults(parsedAll({ en: pip }))).toEqual([])
  })

  it('name a term one language misses, and one it has that English does not', () => {
    const faults = glossaryFaults(parsedAll({ en: pip, de: '## Spread {#spread}\nAsk minus Bid.\n\n## Pips {#pips}\nText.\n' }))
    expect(faults).toContain('de: the term pip is missing')
    expect(faults).toContain('de: the term pips is not in the English glossary')
  })

  it('name a "see also" that leads nowhere or to the term itself', () => {
    const faults = glossaryFaults(
      parsedAll({ en: '## Pip {#pip}\nA price step.\n→ pip-value, pip\n\n## Spread {#spread}\nAsk minus bid.\n' }),
    )
    expect(faults).toContain('de#pip: "see also" names pip-value, which is no term')
    expect(faults).toContain('en#pip: "see also" names the term itself')
  })

  it('name an empty definition, a heading without an id, an id that is no kebab-case and an id used twice', () => {
    const faults = glossaryFaults(
      parsedAll({
        en: '## Pip {#pip}\n→ spread\n\n## Spread\nAsk minus bid.\n\n## Lot {#Lot_size}\nA unit.\n\n## Spread {#spread}\nOne.\n\n## Spread again {#spread}\nTwo.\n',
      }),
    )
    expect(faults).toContain('en.md#pip: the definition is empty')
    expect(faults).toContain('en.md: "## Spread" has no {#id}')
    expect(faults).toContain('en.md: "Lot_size" is not a kebab-case id')
    expect(faults).toContain('en#spread: the id is used twice')
  })

  it('report a language whose source is missing', () => {
    const faults = glossaryFaults({ ...parsedAll({ en: pip }), pl: { terms: [], faults: ['content/glossary/pl.md is missing'] } })
    expect(faults).toContain('content/glossary/pl.md is missing')
    expect(faults).toContain('pl: the term pip is missing')
  })
})

describe('the glossary sections', () => {
  const terms = (...names: string[]): GlossaryTerm[] =>
    names.map((term, i) => ({ id: `t${i}`, term, definition: 'x', seeAlso: [] }))
  const letters = (names: string[], locale: Locale) =>
    glossarySections(terms(...names), locale).map((section) => [section.letter, section.terms.map((t) => t.term)])

  it('sort German with its collation and file Ä, Ö, Ü under A, O, U', () => {
    expect(letters(['Zins', 'Ärger', 'Ask', 'Öl', 'Order', 'Bid'], 'de')).toEqual([
      ['A', ['Ärger', 'Ask']],
      ['B', ['Bid']],
      ['O', ['Öl', 'Order']],
      ['Z', ['Zins']],
    ])
  })

  it('give Polish letters with diacritics their own headings, after their base letter', () => {
    expect(letters(['Łuk', 'Lot', 'Świeca', 'Spread', 'Zlecenie', 'Żeton'], 'pl')).toEqual([
      ['L', ['Lot']],
      ['Ł', ['Łuk']],
      ['S', ['Spread']],
      ['Ś', ['Świeca']],
      ['Z', ['Zlecenie']],
      ['Ż', ['Żeton']],
    ])
  })

  it('give each heading an anchor of its own, apart from the terms', () => {
    const sections = glossarySections(glossaries.pl.terms, 'pl')
    const ids = sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => englishIds.has(id))).toEqual([])
    expect(sections.flatMap((section) => section.terms).length).toBe(glossaries.pl.terms.length)
  })
})

/** The web app's component sources, where pages link a term's first use. */
function* componentSources(dir = 'src'): Generator<{ path: string; text: string }> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* componentSources(path)
    else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) yield { path, text: readFileSync(path, 'utf8') }
  }
}
