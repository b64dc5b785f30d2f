import { readFileSync } from 'node:fs'

/** msgid → msgstr of a PO catalog, for checking that a page shows the translation of its English text. */
export function readCatalog(code: string): Map<string, string> {
  const text = readFileSync(`locales/${code}/messages.po`, 'utf8')
  const map = new Map<string, string>()
  const unquote = (block: string) => [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('')
  for (const entry of text.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(entry)
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(entry)
    if (!id || !str) continue
    const msgid = unquote(id[1] ?? '')
    if (msgid) map.set(msgid, unquote(str[1] ?? ''))
  }
  return map
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
