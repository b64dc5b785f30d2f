/**
 * What the pages and the service worker say to each other. Shared by both sides, so a message's
 * shape is checked at compile time on each end.
 */

/** The page tells the worker which language its visitor reads, so that language's pages are kept for offline reading. */
export interface KeepLanguageOffline {
  type: 'keep-language-offline'
  locale: string
}

/** The legal library asks the worker to store documents; progress comes back on the transferred port. */
export interface StoreDocuments {
  type: 'store-documents'
  urls: string[]
}

/** The visitor accepted the update toast: the waiting worker takes over. */
export interface SkipWaiting {
  type: 'SKIP_WAITING'
}

/**
 * Sent to the worker in force when the visitor accepts the update: it stops its background
 * downloads, since Chromium lets the new worker take over only once the old one is idle. It
 * answers on the transferred port once they have settled.
 */
export interface GiveWay {
  type: 'give-way'
}

export type PageToWorker = KeepLanguageOffline | StoreDocuments | SkipWaiting | GiveWay

export interface StoreProgress {
  type: 'store-progress'
  done: number
  total: number
  failed: number
}

/** Runtime caches, named once here so the page can read what is stored (the legal library's count). */
export const cacheNames = {
  pages: 'mc-pages',
  legal: 'mc-legal',
  images: 'mc-images',
} as const

/** Where the list of prerendered pages per language is published by the build (scripts/build/prerender.ts). */
export const offlinePagesIndex = '/offline-pages.json'
