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
