/**
 * What the site search finds, read from what the visitor reads: the prerendered pages (their title
 * and description; the FAQ page's questions and answers) and the glossary's data. Built from the
 * output rather than from the route files, so every page is found in the words it is shown in,
 * including the instrument, indicator and legal pages that are rendered from data.
 */
import type { GlossaryData } from '../../../src/config/glossary'
import { glossaryPagePath } from '../../../src/config/glossary'
import { instrumentPath, instruments } from '../../../src/config/instruments'
import type { SearchEntry, SearchKind } from '../../../src/config/search'
import type { Locale } from '../../../src/contract/locales'
import { localizedPath, splitLocalePath } from '../../../src/lib/locale-path'

export type EntryDraft = Omit<SearchEntry, 'id'>

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text of an HTML fragment: tags removed, entities decoded, white space collapsed. */
function htmlText(html: string): string {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
        return namedEntities[name.toLowerCase()] ?? whole
      })
      .replace(/\s+/g, ' ')
      // A tag ended just before the punctuation (`<a>spreads</a>,`): no space belongs there.
      .replace(/ ([.,;:!?…)])/g, '$1')
      .trim()
  )
}

/** About the first sentence of a text, cut at a word near `length` characters. */
function summaryOf(text: string, length = 160): string {
  if (text.length <= length) return text
  const cut = text.lastIndexOf(' ', length)
  return `${text.slice(0, cut > 0 ? cut : length)}…`
}

const instrumentPaths = new Set(instruments.map((instrument) => instrumentPath(instrument)))

/** The kind of a page, from its address. */
export function pageKind(barePath: string): SearchKind {
  if (instrumentPaths.has(barePath)) return 'instrument'
  if (barePath.startsWith('/trading/calendar/')) return 'indicator'
  if (barePath.startsWith('/more/legal/')) return 'legal'
  return 'page'
}

const metaContent = (html: string, name: string) =>
  new RegExp(`<meta[^>]*\\bname="${name}"[^>]*\\bcontent="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<meta[^>]*\\bcontent="([^"]*)"[^>]*\\bname="${name}"`).exec(html)?.[1]

/**
 * A prerendered page as an entry: its title without the site's name, its description. A page that
 * asks search engines to keep it out (the offline page, the user centre, the search page itself)
 * stays out of the site's search too.
 */
export function pageEntry(path: string, html: string, siteName: string): EntryDraft | undefined {
  const robots = metaContent(html, 'robots')
  if (robots?.includes('noindex')) return undefined
  const rawTitle = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1]
  if (rawTitle === undefined) return undefined
  const title = htmlText(rawTitle).replace(new RegExp(`\\s*\\|\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '')
  const text = htmlText(metaContent(html, 'description') ?? '')
  return { kind: pageKind(splitLocalePath(path).barePath), title, text, summary: summaryOf(text), path }
}

/**
 * The FAQ page's questions: each `details` element's summary is the question, the rest its answer;
 * each links to its section's anchor (the questions themselves have none).
 */
export function faqEntries(path: string, html: string): EntryDraft[] {
  const entries: EntryDraft[] = []
  for (const section of html.split(/(?=<section\b)/)) {
    const anchor = /^<section\b[^>]*\bid="([^"]+)"/.exec(section)?.[1]
    if (!anchor) continue
    for (const [, item = ''] of section.matchAll(/<details\b[^>]*>([\s\S]*?)<\/details>/g)) {
      const question = /<summary\b[^>]*>([\s\S]*?)<\/summary>/.exec(item)
      if (!question) continue
      const answer = htmlText(item.slice((question.index ?? 0) + question[0].length))
      entries.push({
        kind: 'faq',
        title: htmlText(question[1] ?? ''),
        text: answer,
        summary: summaryOf(answer),
        path: `${path}#${anchor}`,
      })
    }
  }
  return entries
}

/** The glossary's terms, each linking to its anchor on the glossary page. */
export function glossaryEntries(locale: Locale, glossary: GlossaryData): EntryDraft[] {
  const page = localizedPath(locale, glossaryPagePath)
  return glossary.sections.flatMap((section) =>
    section.terms.map((term) => ({
      kind: 'glossary' as const,
      title: term.term,
      text: term.definition,
      summary: summaryOf(term.definition),
      path: `${page}#${term.id}`,
    })),
  )
}
