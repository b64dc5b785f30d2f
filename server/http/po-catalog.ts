import { readFileSync } from 'node:fs'

export interface PoEntry {
  id: string
  str: string
}

const unquote = (block: string) =>
  [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')

/**
 * The entries of a Lingui PO catalog (msgid, msgstr), header left out. One reader for the server's
 * translated messages and for the tests that check the catalogs and the translated pages.
 */
export function readPoEntries(file: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of readFileSync(file, 'utf8').split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1]
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1]
    if (id === undefined || str === undefined) continue
    const msgid = unquote(id)
    if (msgid) entries.push({ id: msgid, str: unquote(str) })
  }
  return entries
}
