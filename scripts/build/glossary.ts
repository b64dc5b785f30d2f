/**
 * Builds the glossary's data (src/config/glossary.ts) from content/glossary/<language>.md into
 * dist/client/glossary/<language>.json: the terms under their letter headings, in each language's
 * alphabetical order. Refuses a faulty glossary (scripts/build/glossary/source.ts says what counts).
 *
 * Runs before the prerender, which renders the glossary's pages from these files.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type GlossaryData, glossaryDataPath } from '../../src/config/glossary'
import { locales } from '../../src/contract/locales'
import { glossaryFaults, glossarySections, readGlossaries } from './glossary/source'

const client = join(dirname(fileURLToPath(import.meta.url)), '../../dist/client')

const glossaries = readGlossaries()
const faults = glossaryFaults(glossaries)
if (faults.length > 0) throw new Error(`the glossary is not consistent:\n${faults.join('\n')}`)

const written = locales.map((locale) => {
  const data: GlossaryData = { locale, sections: glossarySections(glossaries[locale].terms, locale) }
  const file = join(client, glossaryDataPath(locale))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(data))
  return `${locale} ${glossaries[locale].terms.length} terms, ${statSync(file).size} bytes`
})
console.log(`built the glossary's data: ${written.join('; ')}`)
