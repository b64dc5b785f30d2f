import type { Locale } from '../contract/locales'

/**
 * The glossary of trading terms (/more/glossary). Its text is content, not interface strings: one
 * Markdown source per language in content/glossary/<language>.md, which a build step
 * (scripts/build/glossary.ts) checks and turns into the data of each language's page, as the legal
 * documents are built. The page renders that data, so no script carries the definitions, and later
 * steps (the site search) read the same files.
 */

/** One term: its anchor (the same English kebab-case id in every language), its name and definition. */
export interface GlossaryTerm {
  id: string
  term: string
  definition: string
  /** Ids of related terms, shown with their names in the page's language. */
  seeAlso: string[]
}

/** The terms under one letter heading, in the language's alphabetical order. */
export interface GlossarySection {
  letter: string
  /** The heading's anchor, which the A–Z list links. */
  id: string
  terms: GlossaryTerm[]
}

/** The glossary in one language (dist/client/glossary/<language>.json). */
export interface GlossaryData {
  locale: Locale
  sections: GlossarySection[]
}

export const glossaryPagePath = '/more/glossary'

export const glossaryFolder = '/glossary'

/** The data the glossary page of one language renders. */
export function glossaryDataPath(locale: Locale): string {
  return `${glossaryFolder}/${locale}.json`
}
