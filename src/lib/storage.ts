import { createStore, del, get, set } from 'idb-keyval'

/**
 * The one module that touches IndexedDB (through idb-keyval). Everything the app keeps on the
 * device beyond cookies goes through here, under one database, so it can be listed and cleared.
 */
const store = typeof indexedDB === 'undefined' ? undefined : createStore('mc-markets', 'app')

export const storage = {
  getItem: async <T = unknown>(key: string): Promise<T | undefined> => (store ? get<T>(key, store) : undefined),
  setItem: async (key: string, value: unknown): Promise<void> => {
    if (store) await set(key, value, store)
  },
  removeItem: async (key: string): Promise<void> => {
    if (store) await del(key, store)
  },
}
