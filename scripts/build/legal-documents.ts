/**
 * Builds every legal document of src/config/legal-documents.ts into dist/client/legal/: each policy
 * in every language it is written in (content/legal/<language>/<slug>.md) as a tagged PDF and as the
 * data of its page, the periodic reports as English PDFs, the RTS 28 and RTS 27 data as CSV, all
 * with the brand's values and seeded figures filled in, and legal/index.json (per site language:
 * titles, summaries, sizes, dates, files and pages) for the legal library and the offline store.
 *
 * Runs before the prerender, which renders the policies' pages from the data written here.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brand } from '../../src/config/brand'
import {
  type LegalDocument,
  type LegalDocumentInfo,
  type LegalPageData,
  legalDocumentPath,
  legalDocuments,
  legalPageDataPath,
  legalPagePath,
} from '../../src/config/legal-documents'
import { type Locale, locales } from '../../src/contract/locales'
import { brandValues, documentDate } from './legal/brand-values'
import { executionStatementValues } from './legal/execution-statement'
import { isKidPolicy, kidValues } from './legal/kid-figures'
import { contentsHeading, type LegalMarkdown, parseLegalMarkdown, renderLegalPdf } from './legal/markdown-pdf'
import { pageBlocks } from './legal/page-data'
import { pillar3Values } from './legal/pillar3-markdown'
import { rts27Csv, rts27PublicationDate } from './legal/rts27'
import { rts28Csv } from './legal/rts28'
import { dateOf, hasSource, readSource } from './legal/sources'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const client = join(root, 'dist/client')
const out = join(client, 'legal')
const fonts = join(root, 'node_modules/dejavu-fonts-ttf/ttf')

/** The one place a document's figures are chosen, in the document's language. */
function figuresFor(document: LegalDocument, lang: Locale): Record<string, string> {
  if (document.kind === 'execution-statement') return executionStatementValues(document.year)
  if (document.kind === 'pillar3') return pillar3Values(document.year)
  // A KID's figures come from the instrument table, in the document's language.
  if (document.kind === 'policy' && isKidPolicy(document.policy)) return kidValues(document.policy, lang)
  return {}
}

interface Built {
  title: string
  summary: string
  date: string
  language: Locale
  path: string
  bytes: number
  parsed?: LegalMarkdown
}

async function buildPdf(document: LegalDocument, language: Locale): Promise<Built> {
  const date = dateOf(language, document.slug)
  const values = { ...brandValues(language), ...figuresFor(document, language), date: documentDate(language, date) }
  const parsed = parseLegalMarkdown(readSource(language, document.slug), values)
  const path = legalDocumentPath(document, language)
  const file = join(client, path)
  mkdirSync(dirname(file), { recursive: true })
  // A KID keeps the layout and the three pages PRIIPs prescribe (Regulation 2017/653): no table of contents.
  const isKid = document.kind === 'policy' && isKidPolicy(document.policy)
  const contents = isKid ? undefined : contentsHeading[language]
  writeFileSync(file, await renderLegalPdf(parsed, { date, author: brand.legalEntity, fonts, lang: language, contents }))
  return { title: parsed.title, summary: parsed.summary, date, language, path, bytes: statSync(file).size, parsed }
}

function buildCsv(document: LegalDocument): Built {
  const path = legalDocumentPath(document)
  const file = join(client, path)
  const written = (csv: string, meta: Pick<Built, 'title' | 'summary' | 'date'>): Built => {
    writeFileSync(file, csv)
    return { ...meta, language: 'en', path, bytes: statSync(file).size }
  }
  if (document.kind === 'rts28-data')
    return written(rts28Csv(document.year), {
      title: `RTS 28 top five execution venues ${document.year}`,
      summary: `Top five execution venues by class of instrument for retail and professional clients in ${document.year} (Commission Delegated Regulation (EU) 2017/576, Annex II). Illustrative figures of a demonstration brand.`,
      // Published with the year's execution quality statement.
      date: dateOf('en', `execution-quality-statement-${document.year}`),
    })
  if (document.kind === 'rts27-data')
    return written(rts27Csv(document.year), {
      title: `RTS 27 execution quality data ${document.year}`,
      summary: `Quarterly execution quality data per instrument for ${document.year}: prices, costs, likelihood and speed of execution (Commission Delegated Regulation (EU) 2017/575). Illustrative figures of a demonstration brand.`,
      date: rts27PublicationDate(document.year),
    })
  throw new Error(`${document.slug} is not a data file`)
}

mkdirSync(out, { recursive: true })
const index: LegalDocumentInfo[] = []
const untranslated: string[] = []
let pageCount = 0
for (const document of legalDocuments) {
  const english = document.format === 'pdf' ? await buildPdf(document, 'en') : buildCsv(document)
  const entry = (locale: Locale, built: Built): LegalDocumentInfo => ({
    slug: document.slug,
    locale,
    language: built.language,
    title: built.title,
    summary: built.summary,
    date: built.date,
    bytes: built.bytes,
    path: built.path,
    format: document.format,
    group: document.group,
  })
  if (document.kind !== 'policy') {
    // The periodic reports are published in English only; every language's library gives the English file.
    for (const locale of locales) index.push(entry(locale, english))
    continue
  }
  for (const locale of locales) {
    const translated = locale === 'en' || hasSource(locale, document.slug)
    // Until a translation exists the page of that language shows the English text, marked as English
    // (tests/unit/legal-sources.test.ts fails while a policy misses a language).
    if (!translated) untranslated.push(`${locale}/${document.slug}`)
    const built = locale === 'en' ? english : translated ? await buildPdf(document, locale) : english
    const data = legalPageDataPath(document.policy, locale)
    const page: LegalPageData = {
      slug: document.policy,
      language: built.language,
      title: built.title,
      summary: built.summary,
      date: built.date,
      pdf: { path: built.path, bytes: built.bytes },
      blocks: pageBlocks(built.parsed!.blocks),
    }
    mkdirSync(dirname(join(client, data)), { recursive: true })
    writeFileSync(join(client, data), JSON.stringify(page))
    pageCount += 1
    index.push({
      ...entry(locale, built),
      page: legalPagePath(document.policy),
      data,
      dataBytes: statSync(join(client, data)).size,
    })
  }
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 2))
const files = new Set(index.map((d) => d.path))
const count = (format: string) => [...files].filter((path) => path.endsWith(`.${format}`)).length
console.log(`built ${count('pdf')} legal PDFs, ${count('csv')} CSV data files and ${pageCount} document pages' data`)
if (untranslated.length) console.warn(`legal documents without a translation (shown in English): ${untranslated.join(', ')}`)
