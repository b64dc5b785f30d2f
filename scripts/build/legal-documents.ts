/**
 * Builds every legal document of src/config/legal-documents.ts into dist/client/legal/: the
 * policies and the periodic reports as PDFs from content/legal/en/*.md (brand values and seeded figures
 * filled in), the RTS 28 and RTS 27 data as CSV, and legal/index.json (titles, sizes, dates) for the
 * legal library page.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brand } from '../../src/config/brand'
import { type LegalDocument, type LegalDocumentInfo, legalDocumentPath, legalDocuments } from '../../src/config/legal-documents'
import { riskWarningText } from '../../src/config/risk-warning'
import type { Locale } from '../../src/contract/locales'
import { brandValues } from './legal/brand-values'
import { executionStatementValues } from './legal/execution-statement'
import { isKidPolicy, kidValues } from './legal/kid-figures'
import { parseLegalMarkdown, renderLegalPdf } from './legal/markdown-pdf'
import { pillar3Values } from './legal/pillar3-markdown'
import { rts27Csv, rts27PublicationDate } from './legal/rts27'
import { rts28Csv } from './legal/rts28'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const out = join(root, 'dist/client/legal')
const fonts = join(root, 'node_modules/dejavu-fonts-ttf/ttf')

const sourceOf = (slug: string) => readFileSync(join(root, 'content/legal/en', `${slug}.md`), 'utf8')

// The document date is written in its source (front matter `date:`), so a rebuild never changes it.
function dateOf(slug: string): string {
  const date = /^date: (\d{4}-\d{2}-\d{2})$/m.exec(sourceOf(slug))?.[1]
  if (!date) throw new Error(`content/legal/en/${slug}.md needs a "date: YYYY-MM-DD" line in its front matter`)
  return date
}

function figuresFor(document: LegalDocument, lang: Locale = 'en'): Record<string, string> {
  if (document.kind === 'execution-statement') return executionStatementValues(document.year)
  if (document.kind === 'pillar3') return pillar3Values(document.year)
  // A KID's figures come from the instrument table, in the document's language. The risk warning is
  // here until the pipeline fills {{riskWarning}} for every document.
  if (document.kind === 'policy' && isKidPolicy(document.policy))
    return { ...kidValues(document.policy, lang), riskWarning: riskWarningText(lang, 'full') }
  return {}
}

async function buildPdf(document: LegalDocument) {
  const date = dateOf(document.slug)
  const parsed = parseLegalMarkdown(sourceOf(document.slug), { ...brandValues, ...figuresFor(document), date })
  writeFileSync(join(out, `${document.slug}.pdf`), await renderLegalPdf(parsed, date, brand.legalEntity, fonts))
  return { title: parsed.title, summary: parsed.summary, date }
}

function buildCsv(document: LegalDocument) {
  if (document.kind === 'rts28-data') {
    writeFileSync(join(out, `${document.slug}.csv`), rts28Csv(document.year))
    return {
      title: `RTS 28 top five execution venues ${document.year}`,
      summary: `Top five execution venues by class of instrument for retail and professional clients in ${document.year} (Commission Delegated Regulation (EU) 2017/576, Annex II). Illustrative figures of a demonstration brand.`,
      // Published with the year's execution quality statement.
      date: dateOf(`execution-quality-statement-${document.year}`),
    }
  }
  if (document.kind === 'rts27-data') {
    writeFileSync(join(out, `${document.slug}.csv`), rts27Csv(document.year))
    return {
      title: `RTS 27 execution quality data ${document.year}`,
      summary: `Quarterly execution quality data per instrument for ${document.year}: prices, costs, likelihood and speed of execution (Commission Delegated Regulation (EU) 2017/575). Illustrative figures of a demonstration brand.`,
      date: rts27PublicationDate(document.year),
    }
  }
  throw new Error(`${document.slug} is not a data file`)
}

mkdirSync(out, { recursive: true })
const index: LegalDocumentInfo[] = []
for (const document of legalDocuments) {
  const built = document.format === 'pdf' ? await buildPdf(document) : buildCsv(document)
  const path = legalDocumentPath(document)
  index.push({
    slug: document.slug,
    ...built,
    language: 'en',
    bytes: statSync(join(out, `${document.slug}.${document.format}`)).size,
    path,
    format: document.format,
    group: document.group,
  })
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 2))
const count = (format: string) => index.filter((d) => d.format === format).length
console.log(`built ${count('pdf')} legal PDFs and ${count('csv')} CSV data files`)
