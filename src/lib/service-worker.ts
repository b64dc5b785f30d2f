import type { Workbox } from 'workbox-window'
import { isLocale, type Locale } from '~/contract/locales'
import type { PageToWorker } from '~/sw/messages'
import { cookieNames, readCookie } from './cookies'
import { localValues } from './storage'

type Listener = () => void
const waitingListeners = new Set<Listener>()
let workbox: Workbox | undefined
let updateWaiting = false

/**
 * Development runs without the worker (a cached page would hide every change) unless `PWA_DEV=1
 * npm run dev` asks for it; vite-plugin-pwa then serves it, as a module, from its dev address.
 */
const workerRuns = !import.meta.env.DEV || import.meta.env.VITE_PWA_DEV === '1'
const workerUrl = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'

/** Registers the service worker (the root route calls it once the page is interactive). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !workerRuns) return
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    workbox = new Workbox(workerUrl, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic' })
    workbox.addEventListener('waiting', () => {
      updateWaiting = true
      for (const listener of waitingListeners) listener()
    })
    await workbox.register()
  }
  // Without a connection (or with the server away) registering fails; the next page load tries again.
  void register().catch(() => undefined)
}

const readingLanguageKey = 'mc-reading-language'

/**
 * The language whose pages are kept offline: the one the visitor chose with the language switch
 * (the hl cookie), else the language of the first page they read here. Opening a page in another
 * language by its address keeps that page only, not the whole language.
 */
export function readingLanguage(pageLocale: Locale): Locale {
  const chosen = readCookie(cookieNames.language)
  if (isLocale(chosen)) return chosen
  const first = localValues.get(readingLanguageKey)
  if (isLocale(first)) return first
  localValues.set(readingLanguageKey, pageLocale)
  return pageLocale
}

/** Tells the worker which language the visitor reads (on every page load and after a switch). */
export function keepLanguageOffline(pageLocale: Locale): void {
  void postToWorker({ type: 'keep-language-offline', locale: readingLanguage(pageLocale) })
}

/** Sends to the active worker once there is one (the first visit waits for the install). */
export async function postToWorker(message: PageToWorker, transfer: Transferable[] = []): Promise<void> {
  if (!('serviceWorker' in navigator) || !workerRuns) return
  const registration = await navigator.serviceWorker.ready
  registration.active?.postMessage(message, transfer)
}

/** Calls `listener` when a new version has been installed and waits for the visitor's consent. */
export function onUpdateWaiting(listener: Listener): () => void {
  waitingListeners.add(listener)
  if (updateWaiting) listener()
  return () => waitingListeners.delete(listener)
}

/** Where to go once the new version is in force; without one, the page reloads. */
export interface UpdateDestination {
  href: string
  replace: boolean
  /**
   * Opens the page in this document, by the old version, should the new one not take over in
   * time. A document request then would wait as long as the browser holds the new version back
   * (Chromium holds it until the old worker has been idle a while, which was seen to take over a
   * minute on a busy machine); rendered in place, the page the visitor asked for opens at once and
   * the update follows on a later load.
   */
  openInPlace?: () => void
}

/**
 * How long the worker in force may take to stop its background downloads. A worker of an older
 * release does not answer the give-way message at all.
 */
const giveWayWait = 2000

/**
 * How long the new version may take to take over. A request the page makes while the old worker
 * gives way can wake it, and Chromium then waits until it has been idle for half a minute or more:
 * the visitor's click is not held that long, the page opens (by the old version, in place when it
 * can) and the update follows on a later load.
 */
const takeOverWait = 4000

/**
 * Activates the waiting version and, once it has taken over, reloads the page or opens
 * `destination` as a document (a page the old code has not started to render).
 */
export async function applyUpdate(destination?: UpdateDestination): Promise<void> {
  let opened = false
  const open = () => {
    if (opened) return
    opened = true
    if (!destination) window.location.reload()
    else if (destination.replace) window.location.replace(destination.href)
    else window.location.assign(destination.href)
  }
  if (!workbox) {
    // Nothing waits (no worker in this browser): a page the visitor asked for still opens.
    if (destination) open()
    return
  }
  workbox.addEventListener('controlling', open)
  // The worker in force first stops its background downloads (src/sw/offline-store.ts): while it
  // has work, the browser keeps the accepted one waiting.
  await askWorkerToGiveWay()
  workbox.messageSkipWaiting()
  setTimeout(() => {
    if (opened) return
    if (!destination?.openInPlace) return open()
    opened = true
    destination.openInPlace()
  }, takeOverWait)
}

function askWorkerToGiveWay(): Promise<void> {
  const worker = navigator.serviceWorker.controller
  if (!worker) return Promise.resolve()
  return new Promise((settle) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => settle()
    setTimeout(settle, giveWayWait)
    const giveWay: PageToWorker = { type: 'give-way' }
    worker.postMessage(giveWay, [channel.port2])
  })
}
