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

/** For each message id, the source files the extracted catalog says it comes from. */
export type MessageOrigins = ReadonlyMap<string, readonly string[]>

/** The inverse of the origins, built once per catalog: the prerender asks for every page. */
const fileIndexes = new WeakMap<MessageOrigins, Map<string, string[]>>()
function messagesByFile(origins: MessageOrigins): Map<string, string[]> {
  let byFile = fileIndexes.get(origins)
  if (!byFile) {
    byFile = new Map()
    for (const [id, files] of origins) {
      for (const file of files) {
        const ids = byFile.get(file)
        if (ids) ids.push(id)
        else byFile.set(file, [id])
      }
    }
    fileIndexes.set(origins, byFile)
  }
  return byFile
}

/**
 * The ids a page looked up, and every other message of the source files those come from. What a
 * component shows only in the browser (a form offered once push is supported, a live status) is in
 * the same file as what it prerenders, so it arrives with the page: no fetch of the whole catalog,
 * no re-render, no empty label in the meantime. Only components (.tsx) count as rendered, not
 * content modules, whose texts belong to many pages.
 *
 * `importsOf`, when given, names the modules a rendered component imports (statically, as an
 * island or with `lazy`): their messages come along too, one level down. What renders only with
 * live data sits there: a small component of its own (a price's direction, a market's closure, a
 * figure's verdict, a chart loaded once the page runs) or the content module that names what the
 * data holds (the calendar's event names). A component without texts of its own (an island's
 * wrapper) is looked through, to what it imports.
 */
export function messagesToShip(
  ids: Iterable<string>,
  origins: MessageOrigins,
  importsOf: (file: string) => readonly string[] = () => [],
): Set<string> {
  const byFile = messagesByFile(origins)
  const all = new Set(ids)
  // A text found in one file only says that file rendered; a common one ("Open account") does not.
  const rendered = new Set<string>()
  for (const id of all) {
    const files = origins.get(id) ?? []
    // Components only: a content module (the FAQ, the navigation tree) holds texts of many pages.
    if (files.length === 1 && files[0]!.endsWith('.tsx')) rendered.add(files[0]!)
  }
  const files = new Set(rendered)
  const follow = (file: string) => {
    for (const imported of importsOf(file)) {
      if (!/\.tsx?$/.test(imported) || files.has(imported)) continue
      files.add(imported)
      // A component without texts of its own (an island's wrapper, which loads the part once the
      // page is interactive) passes on to what it imports. Each file is followed once.
      if (imported.endsWith('.tsx') && !byFile.has(imported)) follow(imported)
    }
  }
  for (const file of rendered) follow(file)
  for (const file of files) for (const sibling of byFile.get(file) ?? []) all.add(sibling)
  return all
}

/**
 * Every message of the given source files. A file the catalog does not name is an error: a
 * component renamed or moved would otherwise lose its texts from every page without a word.
 */
export function messagesOfFiles(files: readonly string[], origins: MessageOrigins): string[] {
  const byFile = messagesByFile(origins)
  return files.flatMap((file) => {
    const ids = byFile.get(file)
    if (!ids) throw new Error(`${file}: no message of the catalog comes from this file`)
    return ids
  })
}
