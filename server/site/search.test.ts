// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import MiniSearch from 'minisearch'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../scripts/test-support/test-app'
import { type SearchEntry, searchOptions } from '../../src/config/search'

/** The prerendered search page as React writes it: an empty field, an empty results block, a hidden "nothing found". */
const searchPage = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Search</title></head><body><form role="search"><input id="f" type="search" name="q" value="" role="combobox"/></form><div class="search-server"><div data-search-results=""></div><p hidden="" data-search-empty="">Nothing found.</p></div></body></html>`

const entries: Record<string, SearchEntry[]> = {
  en: [
    {
      id: 0,
      kind: 'glossary',
      title: 'Spread',
      text: 'The difference between bid & ask.',
      summary: 'The difference between bid & ask.',
      path: '/en/more/glossary#spread',
    },
    {
      id: 1,
      kind: 'page',
      title: 'Forex <trading>',
      text: 'Currency pairs.',
      summary: 'Currency pairs.',
      path: '/en/trading/forex',
    },
  ],
  de: [
    {
      id: 0,
      kind: 'glossary',
      title: 'Hebel',
      text: 'Das Verhältnis.',
      summary: 'Das Verhältnis.',
      path: '/more/glossary#leverage',
    },
  ],
}

let app: Awaited<ReturnType<typeof createTestApp>>['app']

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'site-search-'))
  mkdirSync(join(site, 'search'), { recursive: true })
  mkdirSync(join(site, 'en/search'), { recursive: true })
  mkdirSync(join(site, 'search-index'), { recursive: true })
  writeFileSync(join(site, 'search/index.html'), searchPage('de'))
  writeFileSync(join(site, 'en/search/index.html'), searchPage('en'))
  for (const [locale, list] of Object.entries(entries)) {
    const index = new MiniSearch<SearchEntry>(searchOptions)
    index.addAll(list)
    writeFileSync(join(site, `search-index/${locale}.json`), JSON.stringify(index))
  }
  writeFileSync(join(site, 'prerendered.json'), JSON.stringify({ pages: ['/search', '/en/search'], redirects: {} }))
  app = (await createTestApp(undefined, { siteDir: site, corsOrigins: [], feedSeed: 1, pushLocalEndpoints: false })).app
})

describe('the search page for a visitor without scripts', () => {
  it('lists the results of ?q= as links, with the query in the field', async () => {
    const response = await app.request('/en/search?q=spre')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<a href="/en/more/glossary#spread">Spread</a><p>The difference between bid &amp; ask.</p>')
    expect(html).toContain('name="q" value="spre"')
    expect(html).toContain('<p hidden="" data-search-empty="">')
  })

  it('searches the index of the page’s language', async () => {
    const html = await (await app.request('/search?q=Hebel')).text()
    expect(html).toContain('<a href="/more/glossary#leverage">Hebel</a>')
    expect(await (await app.request('/en/search?q=Hebel')).text()).not.toContain('Hebel</a>')
  })

  it('escapes the query and the titles', async () => {
    const html = await (await app.request(`/en/search?q=${encodeURIComponent('forex "><script>')}`)).text()
    expect(html).toContain('value="forex &quot;&gt;&lt;script&gt;"')
    expect(html).not.toContain('"><script>')
    const titled = await (await app.request('/en/search?q=forex')).text()
    expect(titled).toContain('>Forex &lt;trading&gt;</a>')
  })

  it('shows the "nothing found" line when nothing is found', async () => {
    const html = await (await app.request('/en/search?q=qqxyzzy')).text()
    expect(html).toContain('<p data-search-empty="">')
    expect(html).toContain('<div data-search-results=""></div>')
  })

  it('serves the prerendered page as it is without a query', async () => {
    const html = await (await app.request('/en/search')).text()
    expect(html).toContain('name="q" value=""')
    expect(html).toContain('<p hidden="" data-search-empty="">')
  })
})
