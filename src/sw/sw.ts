/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerPageCaching } from './pages'

declare const self: ServiceWorkerGlobalScope

// The entry only wires modules: the precached app shell and assets, then the runtime caches.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerPageCaching()

self.addEventListener('install', () => {
  void self.skipWaiting()
})
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
