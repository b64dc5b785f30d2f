import { readPoEntries } from '../../server/i18n/po-catalog'

/** msgid → msgstr of a PO catalog, for checking that a page shows the translation of its English text. */
export function readCatalog(code: string): Map<string, string> {
  return new Map(readPoEntries(`locales/${code}/messages.po`).map((e) => [e.msgid, e.str]))
}

const cache = new Map<string, Map<string, string>>()

/** The text a page in `code` shows for an English message (English itself for `en`). */
export function tr(code: 'de' | 'en' | 'pl', english: string): string {
  if (code === 'en') return english
  let catalog = cache.get(code)
  if (!catalog) {
    catalog = readCatalog(code)
    cache.set(code, catalog)
  }
  // Server texts have explicit ids: find the id whose English text this is.
  const text = catalog.get(english) ?? catalog.get([...englishById()].find(([, message]) => message === english)?.[0] ?? '')
  if (!text) throw new Error(`no ${code} translation for "${english}"`)
  return text
}

let english: Map<string, string> | undefined
function englishById(): Map<string, string> {
  english ??= readCatalog('en')
  return english
}
