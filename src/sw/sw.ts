/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { fnv1a } from '../lib/seeded-random'
import type { PageToWorker } from './messages'
import { registerOfflineStore } from './offline-store'
import { offlinePages, registerPageCaching } from './pages'
import { registerPushNotifications } from './push'

declare const self: ServiceWorkerGlobalScope

// The build replaces this one reference with the list of precached assets.
const assets = self.__WB_MANIFEST

/** One name for this release: changes whenever any precached asset changes. */
const release = fnv1a(
  assets.map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision}`)).join(),
).toString(36)

// The entry only wires modules. The offline pages are prerendered after the asset build, so they
// join the precache here, versioned with the release whose assets they name.
precacheAndRoute([...assets, ...offlinePages.map((url) => ({ url, revision: release }))])
cleanupOutdatedCaches()
registerPageCaching()
registerOfflineStore(release)
registerPushNotifications()

// A new version waits until the visitor accepts the update toast (never swapped under an open form).
self.addEventListener('message', (event) => {
  if ((event.data as PageToWorker)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
self.addEventListener('activate', (event) => {
  // The first install takes the open page at once, so it works offline after this first visit.
  event.waitUntil(self.clients.claim())
})
