import { createStore, del, get, set } from 'idb-keyval'

/**
 * The one module that touches the browser's storage on the page's side: IndexedDB (through
 * idb-keyval), local and session storage, and reading what the service worker keeps in its caches.
 * Everything the app keeps on the device beyond cookies goes through here, under names listed
 * here or in the callers' keys, so it can be found and cleared.
 */
const store = typeof indexedDB === 'undefined' ? undefined : createStore('mc-markets', 'app')

/** Larger structured values (the calendar's offline copy), in IndexedDB. */
export const storage = {
  getItem: async <T = unknown>(key: string): Promise<T | undefined> => (store ? get<T>(key, store) : undefined),
  setItem: async (key: string, value: unknown): Promise<void> => {
    if (store) await set(key, value, store)
  },
  removeItem: async (key: string): Promise<void> => {
    if (store) await del(key, store)
  },
}

/**
 * Small text values in local or session storage. A browser that refuses storage (a private window,
 * storage blocked by the visitor) reads as empty and forgets writes, instead of breaking the page.
 */
function webStorage(area: () => Storage) {
  const attempt = <T>(use: (storage: Storage) => T): T | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : use(area())
    } catch {
      return undefined
    }
  }
  return {
    get: (key: string): string | undefined => attempt((s) => s.getItem(key)) ?? undefined,
    set: (key: string, value: string): void => void attempt((s) => s.setItem(key, value)),
    remove: (key: string): void => void attempt((s) => s.removeItem(key)),
    clear: (): void => void attempt((s) => s.clear()),
  }
}

/** Kept on this device across visits. */
export const localValues = webStorage(() => localStorage)
/** Kept for this visit (this tab) only. */
export const sessionValues = webStorage(() => sessionStorage)

/** Whether the service worker's cache `cacheName` holds `path` (it stores documents for offline reading). */
export async function isCached(cacheName: string, path: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false
  return Boolean(await (await caches.open(cacheName)).match(path, { ignoreVary: true }))
}
