import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

/** Every runtime cache carries the app prefix, so a later version can find and drop its own. */
export const cachePrefix = 'mc-'

/**
 * Pages are prerendered HTML: the network first (a new release is seen at once), the last copy
 * when offline. Responses vary by cookie (the remembered language), so matching ignores Vary:
 * the address alone decides the language. Nothing under /api/ is ever cached here.
 */
export function registerPageCaching() {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
    new NetworkFirst({
      cacheName: `${cachePrefix}pages`,
      networkTimeoutSeconds: 4,
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
    }),
  )

  // Legal PDFs change rarely and are read offline; the library's index says what exists.
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/legal/'),
    new CacheFirst({
      cacheName: `${cachePrefix}legal`,
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600 })],
    }),
  )
}
