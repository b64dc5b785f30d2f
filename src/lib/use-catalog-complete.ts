import { useSyncExternalStore } from 'react'
import { isCatalogComplete, onCatalogComplete } from './i18n'
import { useLocale } from './use-locale'

/**
 * Whether the page's whole catalog has arrived. Parts that only the browser shows (the cookie
 * notice) wait for it: the prerendered page carries only the messages it renders itself.
 */
export function useCatalogComplete(): boolean {
  const locale = useLocale()
  return useSyncExternalStore(
    onCatalogComplete,
    () => isCatalogComplete(locale),
    () => false,
  )
}
