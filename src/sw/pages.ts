import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { matchPrecache } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { downloadQrPath } from '../config/constants'
import { glossaryFolder } from '../config/glossary'
import { searchIndexFolder } from '../config/search'
import { locales } from '../contract/locales'
import { localeFromPath, localizedPath } from '../lib/locale-path'
import { cacheNames } from './messages'

declare const self: ServiceWorkerGlobalScope

/** The offline page of each language; precached with the app (sw.ts), shown for pages never stored. */
export const offlinePages = locales.map((locale) => localizedPath(locale, '/offline'))

function offlinePageFor(url: string): string {
  return localizedPath(localeFromPath(new URL(url).pathname), '/offline')
}

/**
 * Only a complete, successful answer is stored: Workbox's default also keeps opaque answers
 * (status 0, among them redirects), which would then stand in for the page offline.
 */
const onlySuccess = () => new CacheableResponsePlugin({ statuses: [200] })

/**
 * A prerendered page is the same file whatever its query says (the calculators and the download
 * page read their query in the browser), so it is stored and found by its path alone: a shared
 * link with inputs opens offline once its page was visited with any.
 */
export const pageByPath = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    url.search = ''
    return url.href
  },
}

function isPage(url: URL): boolean {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/')
}

/**
 * Pages are prerendered HTML and the same for every visitor (nothing personal is ever in them):
 * the network first, so a new release is seen at once, the stored copy when offline, and the
 * offline page of the address's language for a page that was never stored. The server varies
 * pages by cookie (the remembered language redirect), so matching ignores Vary: the address alone
 * decides the language. 300 pages is every page in every language with room to spare.
 */
export const pageStrategy = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds: 4,
  matchOptions: { ignoreVary: true },
  plugins: [
    pageByPath,
    onlySuccess(),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 }),
    {
      handlerDidError: async ({ request }) => matchPrecache(offlinePageFor(request.url)),
    },
  ],
})

/**
 * Legal documents (and the glossary's data, read the same way) are read offline and change rarely:
 * the stored copy at once, refreshed in the background when online, so a revised policy arrives on
 * the next reading without a wait. One language's documents are about 45 entries (files, page data,
 * index, glossary); 120 leaves room for a reader who switches language without evicting the first one's.
 */
export const legalStrategy = new StaleWhileRevalidate({
  cacheName: cacheNames.legal,
  matchOptions: { ignoreVary: true },
  plugins: [onlySuccess(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 90 * 24 * 3600 })],
})

/**
 * The download QR codes are drawn by the server; the pages stored for offline reading show them
 * too, so the last copy of each is kept (a handful of channels, a few KB each).
 */
export const qrStrategy = new StaleWhileRevalidate({
  cacheName: cacheNames.images,
  plugins: [onlySuccess(), new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * 24 * 3600 })],
})

/** The data of the glossary's page in each language, kept with the legal documents. */
export function isGlossaryData(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith(`${glossaryFolder}/`)
}

/**
 * The search's index of each language (src/config/search.ts), stored once a visitor has searched, so
 * the header's search and the search page work offline after that; refreshed in the background.
 */
function isSearchIndex(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith(`${searchIndexFolder}/`)
}

export function registerPageCaching() {
  // The navigation fallback denies /api/: an API address opened in a tab always goes to the network.
  registerRoute(({ request, url }) => request.mode === 'navigate' && isPage(url), pageStrategy)
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/legal/'), legalStrategy)
  registerRoute(({ url }) => isGlossaryData(url), legalStrategy)
  registerRoute(({ url }) => isSearchIndex(url), legalStrategy)
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === downloadQrPath, qrStrategy)
}
