import MiniSearch from 'minisearch'
import { type SearchEntry, searchIndexPath, searchOptions } from '~/config/search'
import type { Locale } from '~/contract/locales'

/**
 * The prebuilt index of one language, fetched once per page life and only when a visitor starts to
 * search (the service worker keeps the file, so searching works offline after the first time).
 */
const loaded = new Map<Locale, Promise<MiniSearch<SearchEntry>>>()

export function loadSearchIndex(locale: Locale): Promise<MiniSearch<SearchEntry>> {
  let index = loaded.get(locale)
  if (!index) {
    index = fetch(searchIndexPath(locale)).then(async (response) => {
      if (!response.ok) throw new Error(`${searchIndexPath(locale)}: ${response.status}`)
      return MiniSearch.loadJSON<SearchEntry>(await response.text(), searchOptions)
    })
    // A failed fetch (offline before the first search) is tried again at the next search.
    index.catch(() => loaded.delete(locale))
    loaded.set(locale, index)
  }
  return index
}
