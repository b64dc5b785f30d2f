/**
 * The glossary's sources, content/glossary/<language>.md: one `## Term {#id}` heading per term, its
 * definition as the paragraph below, and an optional line `→ id, id` naming related terms. Text
 * before the first heading is a note to whoever edits the file and is not published.
 *
 * The same checks run in the build (which refuses a faulty glossary) and in
 * tests/unit/glossary.test.ts, so a term missing in a language, an id that differs between
 * languages, a "see also" that leads nowhere or an empty definition fails before a release.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GlossarySection, GlossaryTerm } from '../../../src/config/glossary'
import { type Locale, locales } from '../../../src/contract/locales'

const content = join(dirname(fileURLToPath(import.meta.url)), '../../../content/glossary')

export const glossarySourcePath = (language: Locale) => join(content, `${language}.md`)

/** An anchor: English kebab-case, the same in every language so a link works in each. */
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const headingPattern = /^## (.*?)\s*\{#([^}]*)\}\s*$/
const seeAlsoMarker = '→'

export interface ParsedGlossary {
  terms: GlossaryTerm[]
  /** What is wrong with the source, each naming the place. */
  faults: string[]
}

/** The terms of one language's source, in the order written. */
export function parseGlossary(source: string, origin: string): ParsedGlossary {
  const terms: GlossaryTerm[] = []
  const faults: string[] = []
  const blocks = source
    .replaceAll('\r\n', '\n')
    .split(/^(?=## )/m)
    .slice(1)
  if (!/^## /m.test(source)) faults.push(`${origin}: no terms`)
  for (const block of blocks) {
    const [heading = '', ...lines] = block.split('\n')
    const match = headingPattern.exec(heading)
    if (!match) {
      faults.push(`${origin}: "${heading}" has no {#id}`)
      continue
    }
    const [, term = '', id = ''] = match
    if (!idPattern.test(id)) faults.push(`${origin}: "${id}" is not a kebab-case id`)
    const text = lines.map((line) => line.trim()).filter(Boolean)
    const seeAlsoLines = text.filter((line) => line.startsWith(seeAlsoMarker))
    const definition = text
      .filter((line) => !line.startsWith(seeAlsoMarker))
      .join(' ')
      .trim()
    const seeAlso = seeAlsoLines.flatMap((line) =>
      line
        .slice(seeAlsoMarker.length)
        .split(',')
        .map((ref) => ref.trim())
        .filter(Boolean),
    )
    if (!term) faults.push(`${origin}#${id}: the term has no name`)
    if (!definition) faults.push(`${origin}#${id}: the definition is empty`)
    terms.push({ id, term, definition, seeAlso })
  }
  return { terms, faults }
}

/**
 * What is wrong with the glossary as a whole: each language's own faults, ids written twice,
 * "see also" links to no term (or to the term itself), and terms one language has and another lacks.
 */
export function glossaryFaults(byLocale: Record<Locale, ParsedGlossary>): string[] {
  const faults: string[] = []
  const idsOf = (locale: Locale) => new Set(byLocale[locale].terms.map((t) => t.id))
  for (const locale of locales) {
    const { terms } = byLocale[locale]
    faults.push(...byLocale[locale].faults)
    const ids = idsOf(locale)
    const seen = new Set<string>()
    for (const { id, seeAlso } of terms) {
      if (seen.has(id)) faults.push(`${locale}#${id}: the id is used twice`)
      seen.add(id)
      for (const ref of seeAlso) {
        if (ref === id) faults.push(`${locale}#${id}: "see also" names the term itself`)
        else if (!ids.has(ref)) faults.push(`${locale}#${id}: "see also" names ${ref}, which is no term`)
      }
    }
  }
  // Every language has the same terms as English.
  const english = idsOf('en')
  for (const locale of locales) {
    if (locale === 'en') continue
    const own = idsOf(locale)
    for (const id of english) if (!own.has(id)) faults.push(`${locale}: the term ${id} is missing`)
    for (const id of own) if (!english.has(id)) faults.push(`${locale}: the term ${id} is not in the English glossary`)
  }
  return faults
}

/** Every language's source, parsed; a missing file is a fault of that language. */
export function readGlossaries(): Record<Locale, ParsedGlossary> {
  return Object.fromEntries(
    locales.map((locale) => {
      const path = glossarySourcePath(locale)
      if (!existsSync(path)) return [locale, { terms: [], faults: [`content/glossary/${locale}.md is missing`] }]
      return [locale, parseGlossary(readFileSync(path, 'utf8'), `content/glossary/${locale}.md`)]
    }),
  ) as Record<Locale, ParsedGlossary>
}

/**
 * The terms under letter headings in the language's alphabetical order (Intl.Collator). A letter
 * with a diacritic is filed under its base letter where the language's alphabet does so (German Ä
 * under A) and keeps a heading of its own where it is a letter of its own (Polish Ł, Ś, Ż).
 */
export function glossarySections(terms: readonly GlossaryTerm[], locale: Locale): GlossarySection[] {
  const collator = new Intl.Collator(locale)
  const sameLetter = new Intl.Collator(locale, { sensitivity: 'base' })
  const letterOf = (term: string) => {
    const first = term.charAt(0).toLocaleUpperCase(locale)
    const base = first.normalize('NFD').replace(/\p{M}/gu, '')
    return sameLetter.compare(first, base) === 0 ? base : first
  }
  const sections: GlossarySection[] = []
  for (const term of [...terms].sort((a, b) => collator.compare(a.term, b.term))) {
    const letter = letterOf(term.term)
    const last = sections.at(-1)
    if (last && last.letter === letter) last.terms.push(term)
    else sections.push({ letter, id: `letter-${letter.toLocaleLowerCase(locale)}`, terms: [term] })
  }
  return sections
}
