import { i18n, type Messages } from '@lingui/core'
import { startTransition } from 'react'
import type { Locale } from '../contract/locales'
import { settledWithin } from './when-idle'

export * from './locale-path'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  pl: () => import('../../locales/pl/messages.po'),
}

/** The id of the data block in which the prerender ships the messages its page renders. */
export const pageMessagesElementId = 'page-messages'

/** What the prerender writes into that data block. */
export interface PageMessages {
  locale: Locale
  /**
   * The address the page was rendered for: its messages cover exactly that page. `null` on the
   * not-found page, one file served at every unknown address: it covers the address the document
   * was loaded at, whatever that is, and nothing a navigation leads to from there.
   */
  path: string | null
  messages: Messages
}

/** Languages whose whole catalog is loaded. */
const complete = new Set<Locale>()
const loading = new Map<Locale, Promise<void>>()
const completeListeners = new Set<() => void>()
/** A message was looked up before the whole catalog arrived: the page re-renders once it has. */
let missedSomething = false

const samePath = (a: string, b: string) => (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/')

/** The whole catalog of a language, as the build compiled it (the prerender picks a page's share from it). */
export async function catalogMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).messages
}

/** Loads a language's whole catalog once (a failed load is tried again by the next call). */
export function loadCatalog(locale: Locale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = catalogMessages(locale).then((messages) => {
      if (i18n.locale === locale && !missedSomething) {
        // Everything on screen was rendered from the page's own messages, which are the same
        // texts: adding the rest without a change event spares the whole tree a re-render.
        Object.assign(i18n.messages, messages)
      } else {
        // Something on screen waited for these texts: the re-render that fills them in is a
        // transition, done in slices between other work instead of as one long task.
        startTransition(() => i18n.load(locale, messages))
      }
      complete.add(locale)
      for (const listener of completeListeners) listener()
    })
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}

let served: (PageMessages & { path: string }) | null | undefined

/**
 * The prerendered page's own messages, read once from its data block, with the address they cover
 * (read at the app's start, when the document's address is still the one it was served at).
 */
function servedPageMessages(): (PageMessages & { path: string }) | null {
  if (served !== undefined) return served
  served = null
  if (typeof document === 'undefined') return served
  const block = document.getElementById(pageMessagesElementId)
  if (!block?.textContent) return served
  try {
    const page = JSON.parse(block.textContent) as PageMessages
    served = { ...page, path: page.path ?? location.pathname }
    i18n.load(served.locale, served.messages)
  } catch {
    served = null
  }
  return served
}

/**
 * Makes `locale` the active language with every message needed to render `pathname`.
 *
 * A prerendered page carries the messages it renders (a few kilobytes instead of a catalog of some
 * 50 KB of script), so the page the visitor opened hydrates without waiting for the catalog. Any
 * other page, and every page without its own messages, waits for the whole catalog.
 */
export async function activateLocale(locale: Locale, pathname?: string): Promise<void> {
  if (!complete.has(locale)) {
    const page = pathname === undefined ? null : servedPageMessages()
    const coversPage = page !== null && page.locale === locale && samePath(page.path, pathname!)
    if (!coversPage) await loadCatalog(locale)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}

/**
 * Resolves once the active language's whole catalog is there, or after `timeoutMs` at the latest.
 * For texts built outside rendering (an error message, a toast), which a later re-render cannot
 * fill in.
 */
export async function catalogReady(timeoutMs = 5000): Promise<void> {
  const locale = i18n.locale as Locale
  if (!locale || complete.has(locale)) return
  await settledWithin(loadCatalog(locale), timeoutMs)
}

export function isCatalogComplete(locale: Locale): boolean {
  return complete.has(locale)
}

/** Calls `listener` whenever a whole catalog has arrived (src/lib/use-catalog-complete.ts). */
export function onCatalogComplete(listener: () => void): () => void {
  completeListeners.add(listener)
  return () => completeListeners.delete(listener)
}

/**
 * A text that only the browser shows (a live status, a late notice) and that is rendered before
 * the whole catalog has arrived is empty for that moment, instead of showing its message id: the
 * catalog is fetched at once and the page re-renders with the text when it is there (texts built
 * outside rendering wait for `catalogReady` instead). With the
 * catalog complete, a missing id shows as itself, as Lingui does by default (the catalog test keeps
 * that from happening).
 */
export function textWhileCatalogLoads(locale: string, id: string): string {
  if (complete.has(locale as Locale)) return id
  missedSomething = true
  void loadCatalog(locale as Locale).catch(() => {})
  return ''
}
// Lingui's `missing` option, set on the shared instance the macros use. Not under `npm run dev`:
// there every page waits for its whole catalog, and a text written a moment ago but not yet
// extracted shows as it stands in the source (the macros keep it in development) instead of as its id.
if (import.meta.env.MODE !== 'development') {
  ;(i18n as unknown as { _missing: typeof textWhileCatalogLoads })._missing = textWhileCatalogLoads
}

export { i18n }
