import { readFileSync } from 'node:fs'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'

export interface PoEntry {
  /** The id Lingui looks the message up by: the explicit id, or the one it derives from the text. */
  id: string
  /** The msgid as written in the catalog: the English text, or the explicit id. */
  msgid: string
  /** The translation; empty while untranslated (and in the source catalog for texts without an id). */
  str: string
  /** The source files the message comes from (`#:` lines). */
  files: string[]
  /** The comments Lingui extracted (`#.` lines), such as which expression a `{0}` placeholder stands for. */
  comments: string[]
}

/**
 * The entries of a Lingui PO catalog, read with pofile, the parser Lingui's own PO format uses. The
 * one reader for the server's translated messages, the prerender (which messages each source file
 * has) and the tests that check the catalogs and the translated pages.
 */
export function readPoEntries(file: string): PoEntry[] {
  return PO.parse(readFileSync(file, 'utf8'))
    .items.filter((item) => item.msgid)
    .map((item) => {
      const explicit = item.extractedComments.includes('js-lingui-explicit-id')
      return {
        id: explicit ? item.msgid : generateMessageId(item.msgid, item.msgctxt ?? undefined),
        msgid: item.msgid,
        str: item.msgstr.join(''),
        files: item.references.map((reference) => reference.split(':')[0]!),
        comments: item.extractedComments,
      }
    })
}
