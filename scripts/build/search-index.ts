/**
 * Builds the site search's index of each language into dist/client/search-index/<language>.json
 * (src/config/search.ts): every prerendered page of the language (instruments, indicators and legal
 * documents among them), each FAQ answer and each glossary term, as MiniSearch's serialised index.
 *
 * Runs after the prerender, whose pages it reads, and before the precompression, which compresses it.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import MiniSearch from 'minisearch'
import { brand } from '../../src/config/brand'
import { type GlossaryData, glossaryDataPath } from '../../src/config/glossary'
import { type SearchEntry, searchIndexPath, searchOptions } from '../../src/config/search'
import { locales } from '../../src/contract/locales'
import { localeFromPath, splitLocalePath } from '../../src/lib/locale-path'
import { type EntryDraft, faqEntries, glossaryEntries, pageEntry } from './search/entries'

const client = join(dirname(fileURLToPath(import.meta.url)), '../../dist/client')
const faqPage = '/more/faq'

const pageFile = (path: string) => (path === '/' ? join(client, 'index.html') : join(client, path.slice(1), 'index.html'))
const { pages } = JSON.parse(readFileSync(join(client, 'prerendered.json'), 'utf8')) as { pages: string[] }

const written = locales.map((locale) => {
  const drafts: EntryDraft[] = []
  for (const path of pages.filter((page) => localeFromPath(page) === locale)) {
    const html = readFileSync(pageFile(path), 'utf8')
    const page = pageEntry(path, html, brand.name)
    if (page) drafts.push(page)
    if (splitLocalePath(path).barePath === faqPage) drafts.push(...faqEntries(path, html))
  }
  const glossary: GlossaryData = JSON.parse(readFileSync(join(client, glossaryDataPath(locale)), 'utf8'))
  drafts.push(...glossaryEntries(locale, glossary))
  const index = new MiniSearch<SearchEntry>(searchOptions)
  index.addAll(drafts.map((draft, id) => ({ id, ...draft })))
  const file = join(client, searchIndexPath(locale))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(index))
  const counts = new Map<string, number>()
  for (const { kind } of drafts) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  const kinds = [...counts].map(([kind, count]) => `${count} ${kind}`)
  return `${locale} ${drafts.length} entries (${kinds.join(', ')}), ${statSync(file).size} bytes`
})
console.log(`built the search index: ${written.join('; ')}`)
