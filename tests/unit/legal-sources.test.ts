// @vitest-environment node
/**
 * The legal documents in every language (issue 24): each policy has a source in German, English and
 * Polish with the same front matter and the same sections, and each builds into a tagged PDF a
 * screen reader can follow. Like the catalog test, it fails while a translation is missing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFRawStream,
  PDFString,
} from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { brandValues, documentDate } from '../../scripts/build/legal/brand-values'
import { anchorOf, contentsHeading, linkColor, parseLegalMarkdown, renderLegalPdf } from '../../scripts/build/legal/markdown-pdf'
import { pageBlocks } from '../../scripts/build/legal/page-data'
import { frontMatterKeys, frontMatterOf, hasSource, readSource } from '../../scripts/build/legal/sources'
import { legalPolicies } from '../../src/config/legal-documents'
import { riskWarningText } from '../../src/config/risk-warning'
import { locales } from '../../src/contract/locales'
import { readPdfStructure } from '../pdf-structure'

const fonts = 'node_modules/dejavu-fonts-ttf/ttf'
const sectionsOf = (source: string) => source.split('\n').filter((line) => line.startsWith('## ')).length

describe('legal sources', () => {
  it('every policy is written in every language of the site', () => {
    const missing = legalPolicies.flatMap((policy) =>
      locales.filter((locale) => !hasSource(locale, policy)).map((locale) => `content/legal/${locale}/${policy}.md`),
    )
    expect(missing).toEqual([])
  })

  it('every source has its front matter (title, summary, date), the date of the English version, and its sections', () => {
    const faults: string[] = []
    for (const locale of locales) {
      const files = readdirSync(`content/legal/${locale}`, { withFileTypes: true }).filter(
        (f) => f.isFile() && f.name.endsWith('.md'),
      )
      for (const { name } of files) {
        const slug = name.slice(0, -3)
        const source = readSource(locale, slug)
        const front = frontMatterOf(source)
        for (const key of frontMatterKeys) if (!front[key]) faults.push(`${locale}/${name}: no "${key}" in its front matter`)
        if (locale === 'en') continue
        if (!hasSource('en', slug)) {
          faults.push(`${locale}/${name}: no English version`)
          continue
        }
        const english = readSource('en', slug)
        if (front.date !== frontMatterOf(english).date)
          faults.push(`${locale}/${name}: dated ${front.date}, the English version ${frontMatterOf(english).date}`)
        if (sectionsOf(source) !== sectionsOf(english))
          faults.push(`${locale}/${name}: ${sectionsOf(source)} sections, the English version ${sectionsOf(english)}`)
      }
    }
    expect(faults).toEqual([])
  })
})

describe('headings and their anchors', () => {
  it('takes an explicit {#anchor}, otherwise makes one from the words, unique within the document', () => {
    const parsed = parseLegalMarkdown(
      '---\ntitle: T\nsummary: S\ndate: 2026-01-01\n---\n# T\n\n## 1. Zweck und Geltungsbereich {#purpose}\n\ntext\n\n## Łączność i opłaty\n\n### Łączność i opłaty\n',
      {},
    )
    expect(parsed.blocks.flatMap((b) => ('id' in b ? [b.id] : []))).toEqual([
      't',
      'purpose',
      'lacznosc-i-oplaty',
      'lacznosc-i-oplaty-2',
    ])
    expect(parsed.blocks[1]).toEqual({ kind: 'h2', text: '1. Zweck und Geltungsbereich', id: 'purpose' })
    expect(anchorOf('3. Hebel, Margin & Größe')).toBe('3-hebel-margin-grosse')
    expect(() => parseLegalMarkdown('## A {#x}\n\n## B {#x}\n', {})).toThrow(/twice/)
  })

  it('gathers list items into lists for the page and leaves the title to the page heading', () => {
    const parsed = parseLegalMarkdown('# T\n\n## A\n\n- one\n- two\n\ntext\n\n- three\n', {})
    expect(pageBlocks(parsed.blocks)).toEqual([
      { kind: 'h2', text: 'A', id: 'a' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'p', text: 'text' },
      { kind: 'ul', items: ['three'] },
    ])
  })
})

describe('brand values per language', () => {
  it('fill {{riskWarning}} with the official warning and write the date and the country in the document language', () => {
    for (const locale of locales) {
      const values = brandValues(locale)
      expect(values.riskWarning).toBe(riskWarningText(locale, 'full'))
      expect(values.registeredAddress).toContain({ de: 'Zypern', en: 'Cyprus', pl: 'Cypr' }[locale])
    }
    expect(documentDate('de', '2026-11-22')).toBe('22. November 2026')
    expect(documentDate('pl', '2026-11-22')).toBe('22 listopada 2026')
    expect(documentDate('en', '2026-11-22')).toBe('22 November 2026')
  })
})

/** The drawing operators of each Link element's marked content on a page of the PDF. */
function linkContentsOf(pdf: PDFDocument, pageIndex: number): string[] {
  const contents = pdf.getPage(pageIndex).node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
  const operators = streams
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n')
  return [...operators.matchAll(/\/Link <<\s*\/MCID \d+\s*>> BDC([\s\S]*?)EMC/g)].map(([, body]) => body!)
}

/** The colours a drawing fills (rg) and strokes (RG) with, each to four places. */
function coloursOf(body: string) {
  const colours = (operator: string) =>
    [...body.matchAll(new RegExp(`([\\d.]+) ([\\d.]+) ([\\d.]+) ${operator}\\b`, 'g'))].map((m) =>
      m.slice(1, 4).map((c) => Number(Number(c).toFixed(4))),
    )
  return { fills: colours('rg'), strokes: colours('RG'), text: /\bTj\b/.test(body), line: /\bS\b/.test(body) }
}
const linkBlue = [linkColor.red, linkColor.green, linkColor.blue].map((c) => Number(c.toFixed(4)))
/** Text filled in the link blue and a line (the underline) stroked in it. */
const linkDrawing = { fills: [linkBlue], strokes: [linkBlue], text: true, line: true }

describe('tagged PDFs', () => {
  const render = async (markdown: string, lang: 'de' | 'en' | 'pl') =>
    PDFDocument.load(
      await renderLegalPdf(parseLegalMarkdown(markdown, { ...brandValues(lang), date: documentDate(lang, '2026-11-22') }), {
        date: '2026-11-22',
        author: 'MC Markets (Europe) Ltd',
        fonts,
        lang,
      }),
    )

  it('carry their title and language, and a structure tree of headings, paragraphs and lists that owns every page', async () => {
    for (const locale of locales.filter((l) => hasSource(l, 'risk-disclosure'))) {
      const pdf = await render(readSource(locale, 'risk-disclosure'), locale)
      expect(pdf.getTitle()).toBe(frontMatterOf(readSource(locale, 'risk-disclosure')).title)
      const structure = readPdfStructure(pdf)
      expect(structure.lang).toBe(locale)
      expect(structure.marked).toBe(true)
      expect(structure.displayTitle).toBe(true)
      expect(structure.hasMetadata).toBe(true)
      expect(structure.elements[0]).toBe('Document')
      expect(structure.elements.filter((e) => e === 'H1')).toHaveLength(1)
      for (const type of ['H2', 'P', 'L', 'LI', 'Lbl', 'LBody']) expect(structure.elements).toContain(type)
      expect(structure.pagesWithKeys).toBe(pdf.getPageCount())
      expect(structure.markedContentOwned).toBeGreaterThan(structure.elements.length / 2)
    }
  })

  it('tag a table as rows of header and data cells, also when it runs onto another page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => `| Row ${i} | ${i} |`).join('\n')
    const pdf = await render(`---\ntitle: Tabelle\n---\n# Tabelle\n\n## Zahlen\n\n| Name | Wert |\n|---|---:|\n${rows}\n`, 'de')
    expect(pdf.getPageCount()).toBeGreaterThan(1)
    const { elements, lang } = readPdfStructure(pdf)
    expect(lang).toBe('de')
    // The header repeated on the second page is an artifact: one header row in the structure.
    expect(elements.filter((e) => e === 'TH')).toHaveLength(2)
    expect(elements.filter((e) => e === 'TR')).toHaveLength(121)
    expect(elements.filter((e) => e === 'TD')).toHaveLength(240)
  })

  it('open with a table of contents whose entries link to their sections’ pages, blue and underlined', async () => {
    const sections = Array.from(
      { length: 6 },
      (_, i) => `## ${i + 1}. Abschnitt\n\n${'Ein Satz über Margin und Hebel. '.repeat(60)}\n`,
    )
    const markdown = `---\ntitle: Bedingungen\n---\n# Bedingungen\n\n${sections.join('\n')}`
    const pdf = await PDFDocument.load(
      await renderLegalPdf(parseLegalMarkdown(markdown, {}), {
        date: '2026-11-22',
        author: 'MC Markets (Europe) Ltd',
        fonts,
        lang: 'de',
        contents: contentsHeading.de,
      }),
    )
    expect(pdf.getPageCount()).toBeGreaterThan(2)
    const pages = pdf.getPages()
    const destinations = (pages[0]!.node.Annots()?.asArray() ?? []).map((ref) => {
      const action = (pdf.context.lookup(ref) as PDFDict).lookup(PDFName.of('A'), PDFDict)
      expect(action.get(PDFName.of('S'))?.toString()).toBe('/GoTo')
      return action.lookup(PDFName.of('D'), PDFArray).get(0)
    })
    // The page each section heading is drawn on, from the structure tree (the first H2 is the table's own heading).
    const root = pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict)
    const document = root.lookup(PDFName.of('K'), PDFDict)
    const headingPages = document
      .lookup(PDFName.of('K'), PDFArray)
      .asArray()
      .map((ref) => pdf.context.lookup(ref) as PDFDict)
      .filter((element) => element.get(PDFName.of('S'))?.toString() === '/H2')
      .slice(1)
      .map((heading) => heading.lookup(PDFName.of('K'), PDFArray).lookup(0, PDFDict).get(PDFName.of('Pg')))
    expect(headingPages).toHaveLength(6)
    expect(destinations).toEqual(headingPages)
    expect(new Set(destinations.map((ref) => pages.findIndex((page) => page.ref === ref))).size).toBeGreaterThan(2)
    const { elements } = readPdfStructure(pdf)
    expect(elements.slice(0, 5)).toEqual(['Document', 'H1', 'H2', 'TOC', 'TOCI'])
    expect(elements.filter((e) => e === 'TOCI')).toHaveLength(6)
    expect(elements.filter((e) => e === 'Link')).toHaveLength(6)
    for (const body of linkContentsOf(pdf, 0)) expect(coloursOf(body)).toEqual({ ...linkDrawing, fills: [linkBlue, linkBlue] })
  })

  it('name the table of contents with the words of the policy page’s own', () => {
    for (const locale of locales) {
      const catalog = readFileSync(`locales/${locale}/messages.po`, 'utf8')
      const translated = /msgid "Contents"\nmsgstr "(.*)"/.exec(catalog)?.[1]
      expect(locale === 'en' ? 'Contents' : translated).toBe(contentsHeading[locale])
    }
  })

  it('make web and email addresses links: blue and underlined on the white page, clickable, and tagged as Link', async () => {
    const pdf = await render(
      '---\ntitle: Kontakt\n---\n# Kontakt\n\nDie aktuelle Fassung steht auf {{siteUrl}}. Fragen an {{email}}.\n\n- E-Mail complaints@financialombudsman.gov.cy.\n',
      'de',
    )
    const page = pdf.getPage(0)
    const annotations = (page.node.Annots()?.asArray() ?? []).map((ref) => pdf.context.lookup(ref) as PDFDict)
    const targets = annotations.map((annotation) => {
      const action = annotation.lookup(PDFName.of('A'), PDFDict)
      return {
        subtype: annotation.get(PDFName.of('Subtype'))?.toString(),
        uri: action.lookup(PDFName.of('URI'), PDFString).decodeText(),
        words: annotation.lookup(PDFName.of('Contents'), PDFHexString).decodeText(),
        tagged: annotation.get(PDFName.of('StructParent')) instanceof PDFNumber,
        width:
          annotation.lookup(PDFName.of('Rect'), PDFArray).lookup(2, PDFNumber).asNumber() -
          annotation.lookup(PDFName.of('Rect'), PDFArray).lookup(0, PDFNumber).asNumber(),
      }
    })
    expect(targets.map(({ width, ...rest }) => rest)).toEqual([
      { subtype: '/Link', uri: 'https://www.mcmarkets.example', words: 'https://www.mcmarkets.example', tagged: true },
      { subtype: '/Link', uri: 'mailto:support@mcmarkets.example', words: 'support@mcmarkets.example', tagged: true },
      {
        subtype: '/Link',
        uri: 'mailto:complaints@financialombudsman.gov.cy',
        words: 'complaints@financialombudsman.gov.cy',
        tagged: true,
      },
    ])
    for (const { width } of targets) expect(width).toBeGreaterThan(50)
    expect(readPdfStructure(pdf).elements.filter((e) => e === 'Link')).toHaveLength(3)
    // Each link's marked content is drawn in the link blue and has an underline (a stroked line) of that blue.
    const linkContents = linkContentsOf(pdf, 0)
    expect(linkContents).toHaveLength(3)
    for (const body of linkContents) expect(coloursOf(body)).toEqual(linkDrawing)
  })
})
