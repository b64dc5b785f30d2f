import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import MiniSearch from 'minisearch'
import {
  findEntries,
  type SearchEntry,
  type StoredEntry,
  searchIndexPath,
  searchOptions,
  searchPagePath,
  searchQueryParameter,
} from '../../src/config/search'
import type { Locale } from '../../src/contract/locales'
import { localeFromPath, splitLocalePath } from '../../src/lib/locale-path'
import type { Prerendered } from './prerendered'
import { sitePath } from './request'

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!)

/** The results as a list of links: what a visitor without scripts reads and follows. */
function resultsMarkup(results: StoredEntry[]): string {
  if (results.length === 0) return ''
  const items = results.map(
    (result) =>
      `<li><a href="${escapeHtml(result.path)}">${escapeHtml(result.title)}</a>${result.summary ? `<p>${escapeHtml(result.summary)}</p>` : ''}</li>`,
  )
  return `<ol class="search-server-results">${items.join('')}</ol>`
}

/**
 * The prerendered search page with the results of a query filled in: the list into its empty
 * results block, the query into its field, and the "nothing found" line shown when there is none.
 */
function withResults(page: string, query: string, results: StoredEntry[]): string {
  const filled = page
    .replace('<div data-search-results=""></div>', `<div data-search-results="">${resultsMarkup(results)}</div>`)
    .replace(/(<input\b[^>]*\bname="q"[^>]*?\bvalue=")(")/, `$1${escapeHtml(query)}$2`)
  return results.length > 0 ? filled : filled.replace('<p hidden="" data-search-empty="">', '<p data-search-empty="">')
}

/**
 * `/search?q=…` for a visitor without scripts: the page cannot be prerendered for every query, so
 * the server answers it from the prerendered page and the same index the browser loads (built by
 * scripts/build/search-index.ts). Without a query, the prerendered page is served as it is.
 */
export function searchResultsPage(siteDir: string, site: Prerendered): MiddlewareHandler {
  const indexes = new Map<Locale, MiniSearch<SearchEntry>>()
  const pages = new Map<string, string>()
  const indexOf = (locale: Locale) => {
    let index = indexes.get(locale)
    const file = join(siteDir, searchIndexPath(locale))
    if (!index && existsSync(file)) {
      index = MiniSearch.loadJSON<SearchEntry>(readFileSync(file, 'utf8'), searchOptions)
      indexes.set(locale, index)
    }
    return index
  }
  return async (c, next) => {
    const path = sitePath(c)
    const query = c.req.query(searchQueryParameter)?.trim()
    if (!query || !site.pages.has(path) || splitLocalePath(path).barePath !== searchPagePath) return next()
    const index = indexOf(localeFromPath(path))
    if (!index) return next()
    let page = pages.get(path)
    if (page === undefined) {
      page = readFileSync(join(siteDir, path.slice(1), 'index.html'), 'utf8')
      pages.set(path, page)
    }
    const results = findEntries(index, query)
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding, Cookie')
    return c.html(withResults(page, query, results))
  }
}
