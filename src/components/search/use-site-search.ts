import { useEffect, useState } from 'react'
import { findEntries, type StoredEntry } from '~/config/search'
import { useLocale } from '~/lib/use-locale'
import { loadSearchIndex } from './search-index'

type SearchStatus = 'loading' | 'ready' | 'failed'

/** The results of a query in the page's language, as the index answers once loaded. */
export function useSiteSearch(query: string): { status: SearchStatus; results: StoredEntry[] } {
  const locale = useLocale()
  const [state, setState] = useState<{ status: SearchStatus; results: StoredEntry[] }>({ status: 'loading', results: [] })
  useEffect(() => {
    // Nothing typed: the index is not fetched for it (the field fetches it when focused).
    if (!query.trim()) {
      setState({ status: 'ready', results: [] })
      return
    }
    let current = true
    loadSearchIndex(locale).then(
      (index) => current && setState({ status: 'ready', results: findEntries(index, query) }),
      () => current && setState({ status: 'failed', results: [] }),
    )
    return () => {
      current = false
    }
  }, [locale, query])
  return state
}
