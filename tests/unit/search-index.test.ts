// @vitest-environment node

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { faqEntries, pageEntry, pageKind } from '../../scripts/build/search/entries'
import { type SearchEntry, type SearchKind, searchIndexPath, searchOptions } from '../../src/config/search'
import { type Locale, locales } from '../../src/contract/locales'
import { builtSiteDir } from './built-site'

/**
 * The search index of the built site (`npm run build`, which `npm test` runs before vitest;
 * scripts/build/search-index.ts): every kind of entry in every language, and what a few queries find.
 * SITE_DIR points it at another build, as it does the server.
 */
const siteDir = builtSiteDir
const indexFile = (locale: Locale) => join(siteDir, searchIndexPath(locale))
const indexOf = (locale: Locale) => MiniSearch.loadJSON<SearchEntry>(readFileSync(indexFile(locale), 'utf8'), searchOptions)
const kinds: SearchKind[] = ['page', 'instrument', 'indicator', 'faq', 'glossary', 'legal']

describe('the built search index', () => {
  it('exists for every language', () => {
    for (const locale of locales) expect(existsSync(indexFile(locale)), indexFile(locale)).toBe(true)
  })

  it.each(locales)('holds every kind of entry in %s, each with a title and an address in its language', (locale) => {
    const all = indexOf(locale).search(MiniSearch.wildcard)
    for (const kind of kinds) expect(all.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThan(0)
    expect(all.filter((entry) => entry.kind === 'instrument')).toHaveLength(30)
    expect(all.filter((entry) => entry.kind === 'glossary').length).toBeGreaterThanOrEqual(95)
    for (const entry of all) {
      expect(entry.title, entry.path).not.toBe('')
      if (locale !== 'de' && !entry.path.startsWith('/partner'))
        expect(entry.path, entry.path).toMatch(new RegExp(`^/${locale}(/|$)`))
    }
    // The search page and the offline page ask to stay out of search engines, and so out of the site's search.
    expect(all.some((entry) => /\/(search|offline)$/.test(entry.path))).toBe(false)
  })

  const first = (locale: Locale, query: string) => indexOf(locale).search(query)[0]

  it.each([
    ['en', 'spread', 'Spread', '/en/more/glossary#spread'],
    ['de', 'Hebel', 'Hebel', '/more/glossary#leverage'],
    ['pl', 'dźwignia', 'Dźwignia finansowa', '/pl/more/glossary#leverage'],
    // Typed without the accents, as on an English keyboard.
    ['pl', 'dzwignia', 'Dźwignia finansowa', '/pl/more/glossary#leverage'],
  ] as const)('in %s, "%s" finds the glossary term first', (locale, query, title, path) => {
    expect(first(locale, query)).toMatchObject({ kind: 'glossary', title, path })
  })

  it.each(locales)('in %s, an instrument is found by its symbol as typed, a letter at a time', (locale) => {
    expect(first(locale, 'EURUS')).toMatchObject({ kind: 'instrument' })
    expect(first(locale, 'EURUS')?.path).toMatch(/\/trading\/forex\/eurusd$/i)
  })

  it.each([
    ['en', 'documents verify'],
    ['de', 'Dokumente'],
    ['pl', 'dokumenty'],
  ] as const)('in %s, "%s" finds a FAQ answer on the FAQ page', (locale, query) => {
    const results = indexOf(locale).search(query)
    expect(results.find((entry) => entry.kind === 'faq')?.path).toMatch(/\/more\/faq#[a-z-]+$/)
  })

  it('finds an economic indicator and a legal document in each language', () => {
    for (const [locale, indicator, legal] of [
      ['en', 'payrolls', 'privacy policy'],
      ['de', 'Beschäftigung', 'Datenschutz'],
      ['pl', 'zatrudnienie', 'prywatności'],
    ] as const) {
      expect(
        indexOf(locale)
          .search(indicator)
          .some((entry) => entry.kind === 'indicator'),
        `${locale} ${indicator}`,
      ).toBe(true)
      expect(
        indexOf(locale)
          .search(legal)
          .some((entry) => entry.kind === 'legal'),
        `${locale} ${legal}`,
      ).toBe(true)
    }
  })
})

describe('entries from prerendered pages', () => {
  const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

  it('takes a page title without the site name and its description, entities decoded', () => {
    const html = page(
      '<title>Costs &amp; spreads | MC Markets</title><meta name="description" content="Spreads &quot;from&quot; 0.1"/>',
    )
    expect(pageEntry('/en/trading/forex', html, 'MC Markets')).toEqual({
      kind: 'page',
      title: 'Costs & spreads',
      text: 'Spreads "from" 0.1',
      summary: 'Spreads "from" 0.1',
      path: '/en/trading/forex',
    })
  })

  it('leaves out a page that asks search engines to leave it out', () => {
    const html = page('<title>Offline | MC Markets</title><meta name="robots" content="noindex"/>')
    expect(pageEntry('/offline', html, 'MC Markets')).toBeUndefined()
  })

  it('tells instruments, indicators and legal documents from other pages by their address', () => {
    expect(pageKind('/trading/forex/eurusd')).toBe('instrument')
    expect(pageKind('/trading/calendar/us-nonfarm-payrolls')).toBe('indicator')
    expect(pageKind('/more/legal/privacy-policy')).toBe('legal')
    expect(pageKind('/trading/forex')).toBe('page')
  })

  it('reads each FAQ question with its answer and its section anchor', () => {
    const html = page(
      '',
      '<section id="fees"><details class="faq-item"><summary>Are there <b>fees</b>?</summary><div><p>No fees.</p></div></details></section>',
    )
    expect(faqEntries('/en/more/faq', html)).toEqual([
      { kind: 'faq', title: 'Are there fees?', text: 'No fees.', summary: 'No fees.', path: '/en/more/faq#fees' },
    ])
  })
})
