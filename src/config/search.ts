import type MiniSearch from 'minisearch'
import type { Options } from 'minisearch'
import type { Locale } from '../contract/locales'

/**
 * The site search: one prebuilt MiniSearch index per language (scripts/build/search-index.ts writes
 * dist/client/search-index/<language>.json from the prerendered pages and the glossary's data). The
 * header's field and the search page load it only when a visitor starts to search; the server
 * answers `/search?q=` from the same file for a visitor without scripts (server/site/search.ts).
 */

/** What an entry is: the page list shows it beside the title. */
export type SearchKind = 'page' | 'instrument' | 'indicator' | 'faq' | 'glossary' | 'legal'

/** One thing the search can find: a page, or a part of a page reached by its anchor. */
export interface SearchEntry {
  id: number
  kind: SearchKind
  title: string
  /** The text searched besides the title (a description, an answer, a definition). */
  text: string
  /** Shown under the title: the text's first sentence or so. */
  summary: string
  /** Where it is, with the language prefix (and an anchor for a FAQ answer or a glossary term). */
  path: string
}

export type StoredEntry = Pick<SearchEntry, 'id' | 'kind' | 'title' | 'summary' | 'path'>

export const searchPagePath = '/search'

export const searchIndexFolder = '/search-index'

export function searchIndexPath(locale: Locale): string {
  return `${searchIndexFolder}/${locale}.json`
}

/** The query parameter of the search page, also the name of the header form's field. */
export const searchQueryParameter = 'q'

/** How many results the field and the page list at most. */
export const searchResultLimit = 20

/**
 * Letters without their accents, so "dzwignia" finds "dźwignia" and "Hebelwirkung" is found as
 * typed on an English keyboard; ł and ß have no decomposition and are mapped by hand.
 */
function foldTerm(term: string): string {
  return term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ł', 'l').replaceAll('ß', 'ss')
}

/**
 * The index's options: the same when it is built and when it is loaded (MiniSearch.loadJSON needs
 * them again). A title counts three times its text; a prefix finds the word being typed, and one
 * typo in five letters is forgiven.
 */
export const searchOptions: Options<SearchEntry> = {
  fields: ['title', 'text'],
  storeFields: ['kind', 'title', 'summary', 'path'],
  processTerm: foldTerm,
  searchOptions: {
    boost: { title: 3 },
    prefix: true,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : 0),
    combineWith: 'AND',
  },
}

/**
 * The entries a query finds, best first, at most `searchResultLimit`: the header's field and the
 * server's search page list the same. An entry titled exactly as the query (the glossary's "Swap"
 * for "swap") comes first, whatever MiniSearch's score says: that score can rank an entry whose
 * short text repeats the word ("Triple swap") above it.
 */
export function findEntries(index: MiniSearch<SearchEntry>, query: string): StoredEntry[] {
  const words = (text: string) => foldTerm(text).trim().split(/\s+/).join(' ')
  const wanted = words(query)
  if (!wanted) return []
  const found = index.search(query)
  const exact = new Set(found.filter((result) => words(String(result.title)) === wanted))
  return [...exact, ...found.filter((result) => !exact.has(result))]
    .slice(0, searchResultLimit)
    .map(({ id, kind, title, summary, path }) => ({ id, kind, title, summary, path }) as StoredEntry)
}
