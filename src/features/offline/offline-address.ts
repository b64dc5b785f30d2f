import { localeFromPath, localizedPath } from '~/lib/locale-path'

/** Marks the offline page's HTML, so the start-up script knows it was served in place of another page. */
export const offlinePageMarker = 'data-offline-page'

/** Only a path on this site may be retried (never `//other.host`): the value comes from the address bar. */
export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : undefined
}

/**
 * The service worker answers an unstored page with the offline page of its language, under the
 * address the visitor asked for. Before hydrating, the address becomes the offline page's own
 * (with the wanted one kept in `from`), so the router renders exactly the HTML it was given.
 */
export function adoptOfflineAddress(doc: Document = document, loc: Location = location, history: History = window.history) {
  if (!doc.querySelector(`[${offlinePageMarker}]`)) return
  const offlinePath = localizedPath(localeFromPath(loc.pathname), '/offline')
  if (loc.pathname === offlinePath) return
  const wanted = loc.pathname + loc.search
  history.replaceState(null, '', `${offlinePath}?from=${encodeURIComponent(wanted)}`)
}
