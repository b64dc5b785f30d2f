import { glossaryDataPath } from '../config/glossary'
import { documentsFor, type LegalDocumentInfo } from '../config/legal-documents'
import { isLocale } from '../contract/locales'
import { cacheNames, offlinePagesIndex, type PageToWorker, type StoreProgress } from './messages'
import { isGlossaryData, legalStrategy, pageStrategy } from './pages'

declare const self: ServiceWorkerGlobalScope

/**
 * Keeps what a visitor reads offline: after the first visit, every page of their language and the
 * legal documents of their language (each policy's PDF and page data; the periodic reports, English
 * only) and the glossary's data are fetched in the background (two at a time, nothing when the browser asks to
 * save data), through the same strategies and caches as a normal visit. A marker per language and
 * release means a page load does not repeat the work; a new release stores its pages again,
 * because old pages name assets the new release no longer precaches.
 */
const markers = 'mc-meta' // tiny entries only: "this language was stored for this release"

/**
 * Aborted when the visitor accepts a new release (the page's give-way message). Until this
 * worker's extended events settle, Chromium keeps the new one waiting, and a pass over a whole
 * language can take minutes on a slow phone: the accepted update would wait for it. The new
 * release stores its own pages anyway.
 */
const givingWay = new AbortController()

interface OfflinePagesIndex {
  pages: Record<string, string[]>
}

export function registerOfflineStore(release: string) {
  self.addEventListener('message', (event) => {
    const message = event.data as PageToWorker
    if (message?.type === 'give-way') {
      givingWay.abort()
      // Answered once the passes have settled, so the page asks the new worker to take over
      // when this one is idle.
      const port = event.ports[0]
      event.waitUntil(Promise.allSettled(passes).then(() => port?.postMessage('idle')))
    }
    if (message?.type === 'keep-language-offline') event.waitUntil(track(keepLanguage(message.locale, release, event)))
    if (message?.type === 'store-documents') {
      const port = event.ports[0]
      const urls = message.urls.filter(isLegalDocument)
      const store = (url: string) => storeOne(url, event)
      event.waitUntil(track(storeAll(urls, store, givingWay.signal, (progress) => port?.postMessage(progress))))
    }
  })
}

/** Only our own legal documents may be requested this way; the page cannot make the worker fetch anything else. */
function isLegalDocument(url: string): boolean {
  const parsed = new URL(url, self.location.origin)
  return parsed.origin === self.location.origin && parsed.pathname.startsWith('/legal/')
}

const running = new Map<string, Promise<void>>()

/** Every pass under way, of a language or of the legal library's documents. */
const passes = new Set<Promise<unknown>>()

function track<T>(pass: Promise<T>): Promise<T> {
  passes.add(pass)
  void pass.finally(() => passes.delete(pass)).catch(() => undefined)
  return pass
}

/** One pass per language at a time: several open tabs all ask on load. */
function keepLanguage(locale: string, release: string, event: ExtendableEvent): Promise<void> {
  let pass = running.get(locale)
  if (!pass) {
    pass = storeLanguage(locale, release, event).finally(() => running.delete(locale))
    running.set(locale, pass)
  }
  return pass
}

async function storeLanguage(locale: string, release: string, event: ExtendableEvent): Promise<void> {
  const connection = (navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return
  const marker = `/__kept/${encodeURIComponent(locale)}?release=${release}`
  const meta = await caches.open(markers)
  if (await meta.match(marker)) return
  try {
    const [pages, documents] = await Promise.all([
      fetch(offlinePagesIndex).then((r) => r.json() as Promise<OfflinePagesIndex>),
      fetch('/legal/index.json').then((r) => r.json() as Promise<LegalDocumentInfo[]>),
    ])
    const urls = pages.pages[locale] ?? []
    // One language's documents, not all three: a phone keeps what its reader can read.
    const files = isLocale(locale)
      ? [...documentsFor(documents, locale).flatMap((d) => (d.data ? [d.path, d.data] : [d.path])), glossaryDataPath(locale)]
      : []
    // The index too, so the library shows sizes and dates offline.
    const result = await storeAll([...urls, '/legal/index.json', ...files], (url) => storeOne(url, event), givingWay.signal)
    // Only a complete pass is remembered; an interrupted one is tried again on the next page load.
    if (result.failed === 0 && result.done === result.total) {
      await meta.put(marker, new Response(new Date().toISOString()))
      // Bounded: only this release's markers are kept (one per language at most).
      for (const key of await meta.keys()) {
        if (!key.url.endsWith(`?release=${release}`)) await meta.delete(key)
      }
    }
  } catch {
    // Offline or the server is unreachable: the next page load tries again.
  }
}

/** Stores `urls` two at a time, reporting each step; once `signal` is aborted, no further one starts. */
export async function storeAll(
  urls: string[],
  store: (url: string) => Promise<boolean>,
  signal: AbortSignal,
  report?: (progress: StoreProgress) => void,
): Promise<StoreProgress> {
  const progress: StoreProgress = { type: 'store-progress', done: 0, total: urls.length, failed: 0 }
  report?.(progress)
  const queue = [...urls]
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && !signal.aborted; url = queue.shift()) {
      const ok = await store(url)
      progress.done += 1
      if (!ok) progress.failed += 1
      report?.({ ...progress })
    }
  }
  await Promise.all([worker(), worker()])
  return progress
}

async function storeOne(url: string, event: ExtendableEvent): Promise<boolean> {
  // Redirects are never followed into a cache entry: a page is stored under its own address only.
  const request = new Request(url, { credentials: 'same-origin', redirect: 'manual', signal: givingWay.signal })
  // The glossary's data is read like a document (the same strategy and cache).
  const legal = isLegalDocument(url) || isGlossaryData(new URL(url, self.location.origin))
  try {
    // handleAll's second promise settles once the cache write is done (stale-while-revalidate
    // answers from the cache without waiting for it).
    const [, done] = (legal ? legalStrategy : pageStrategy).handleAll({ event, request })
    await done
    const cache = await caches.open(legal ? cacheNames.legal : cacheNames.pages)
    return (await cache.match(request, { ignoreVary: true })) !== undefined
  } catch {
    return false
  }
}
