import type { I18n, Messages } from '@lingui/core'

/**
 * Records the ids of the catalog messages looked up while it runs, so that the prerender can ship
 * each page with exactly the messages it renders. Every lookup of `i18n._` (and so of `t`, `msg`
 * and `<Trans>`) reads the active catalog through the instance's `messages` getter, which this
 * shadows until `stop`.
 */
export function recordMessageLookups(i18n: I18n): { ids: Set<string>; stop: () => void } {
  const ids = new Set<string>()
  const read = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(i18n), 'messages')?.get
  if (!read) throw new Error('@lingui/core no longer reads its catalog through a `messages` getter; update recordMessageLookups')
  Object.defineProperty(i18n, 'messages', {
    configurable: true,
    get(this: I18n) {
      return new Proxy(read.call(this) as Messages, {
        get(target, key, receiver) {
          if (typeof key === 'string') ids.add(key)
          return Reflect.get(target, key, receiver)
        },
      })
    },
  })
  return { ids, stop: () => delete (i18n as { messages?: Messages }).messages }
}

/** The part of a catalog with the given ids (ids the catalog lacks are left out). */
export function pickMessages(catalog: Messages, ids: Iterable<string>): Messages {
  const picked: Messages = {}
  for (const id of ids) if (Object.hasOwn(catalog, id)) picked[id] = catalog[id]!
  return picked
}
