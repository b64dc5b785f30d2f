/**
 * Legal Markdown to PDF: a small Markdown subset (#, ##, ###, paragraphs, "- " lists, **bold**,
 * and pipe tables whose "---:" columns align right), with {{placeholders}} filled from the brand
 * and the document's figures. A heading may end with an explicit anchor " {#id}", which the page's
 * table of contents links to; without one the anchor is made from the heading's words. DejaVu Sans
 * covers German and Polish letters. The PDF is tagged (scripts/build/legal/pdf-structure.ts). Web and email
 * addresses in the text are links, and so are the entries of the table of contents a document may
 * have under its title: drawn as a web page draws links, blue and underlined.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { PdfStructure, type StructureElement } from './pdf-structure'

export type Block =
  | { kind: 'h1' | 'h2' | 'h3'; text: string; id: string }
  | { kind: 'p' | 'li'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][]; right: boolean[] }

export interface LegalMarkdown {
  title: string
  summary: string
  date: string | undefined
  blocks: Block[]
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim())

/**
 * An anchor from a heading's words: lower case, letters without their accents (ł and ß have no
 * decomposition, so they are spelled out), anything else a hyphen. "3. Hebel und Margin" → "3-hebel-und-margin".
 */
export function anchorOf(heading: string): string {
  return heading
    .replace(/\*\*/g, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Fills the placeholders and splits the text into blocks. A placeholder without a value is an
 * error rather than text in a published document.
 */
export function parseLegalMarkdown(markdown: string, values: Record<string, string>): LegalMarkdown {
  const filled = markdown.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`no value for {{${key}}}`)
    return value
  })
  const front = /^---\n([\s\S]*?)\n---\n/.exec(filled)
  const meta = Object.fromEntries(
    (front?.[1] ?? '')
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  const body = front ? filled.slice(front[0].length) : filled
  const blocks: Block[] = []
  const anchors = new Set<string>()
  /** The heading's own anchor, or one from its words made unique with a number (two "Definitions" sections). */
  const anchor = (explicit: string | undefined, text: string) => {
    if (explicit) {
      if (anchors.has(explicit)) throw new Error(`the anchor {#${explicit}} is used twice`)
      anchors.add(explicit)
      return explicit
    }
    const base = anchorOf(text) || 'section'
    let id = base
    for (let n = 2; anchors.has(id); n++) id = `${base}-${n}`
    anchors.add(id)
    return id
  }
  let paragraph: string[] = []
  let table: string[][] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') })
    paragraph = []
    if (table.length) {
      const [header = [], separator = [], ...rows] = table
      blocks.push({ kind: 'table', header, rows, right: separator.map((s) => s.endsWith(':')) })
    }
    table = []
  }
  for (const line of body.split('\n')) {
    const heading = /^(#{1,3}) (.*?)(?: \{#([a-z0-9][a-z0-9-]*)\})?\s*$/.exec(line)
    if (line.startsWith('|')) {
      if (!table.length) flush()
      table.push(cellsOf(line))
    } else if (heading) {
      flush()
      const text = heading[2]!
      blocks.push({ kind: `h${heading[1]!.length}` as 'h1' | 'h2' | 'h3', text, id: anchor(heading[3], text) })
    } else if (line.startsWith('- ')) {
      flush()
      blocks.push({ kind: 'li', text: line.slice(2) })
    } else if (line.trim() === '') flush()
    else {
      if (table.length) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return {
    title: meta.title ?? blocks.flatMap((b) => (b.kind === 'h1' ? [b.text] : []))[0] ?? 'Document',
    summary: meta.summary ?? '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(meta.date ?? '') ? meta.date : undefined,
    blocks,
  }
}

/**
 * Text widths, remembered per font: shaping a string with the font's OpenType tables (fontkit) was
 * nearly all of the legal documents' build time, and wrapping lines and fitting a table's columns
 * measure the same strings again and again. pdf-lib's width is the glyphs' width at 1000 scaled to
 * the size, so the one at 1000 is kept and scaled as pdf-lib does (the same number to the last bit).
 */
const measured = new WeakMap<PDFFont, Map<string, number>>()
function widthOf(font: PDFFont, text: string, size: number): number {
  let widths = measured.get(font)
  if (!widths) {
    widths = new Map()
    measured.set(font, widths)
  }
  let at1000 = widths.get(text)
  if (at1000 === undefined) {
    at1000 = font.widthOfTextAtSize(text, 1000)
    widths.set(text, at1000)
  }
  return at1000 * (size / 1000)
}

/**
 * Breaks text into lines no wider than `width`. A line and the next word are as wide as the two
 * apart plus a space (no ligature spans a space), so that sum decides; only within half an em of
 * the limit, where rounding could tip it, is the joined line measured as it will be drawn.
 * Measuring every growing line anew shaped each line's words a dozen times over.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  const space = widthOf(font, ' ', size)
  let line = ''
  let lineWidth = 0
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    const sum = (line ? lineWidth + space : 0) + widthOf(font, word, size)
    const nextWidth = Math.abs(sum - width) < size / 2 ? widthOf(font, next, size) : sum
    if (nextWidth > width && line) {
      lines.push(line)
      line = word
      lineWidth = widthOf(font, word, size)
    } else {
      line = next
      lineWidth = nextWidth
    }
  }
  if (line) lines.push(line)
  return lines
}

const plain = (text: string) => text.replace(/\*\*(.*?)\*\*/g, '$1')

const [pageWidth, pageHeight, margin] = [595.28, 841.89, 56]
const ink = rgb(0.1, 0.12, 0.16)
const rule = rgb(0.78, 0.8, 0.84)
/**
 * A link's colour: the light theme's --brand-text (#0b3d91, src/styles/app.css), 10:1 on the white
 * a PDF always has; with the underline a link does not rely on colour alone (WCAG 1.4.1).
 */
export const linkColor = rgb(11 / 255, 61 / 255, 145 / 255)

/**
 * The heading of a PDF's table of contents in each language: the words of the policy page's own
 * table of contents (msgid "Contents" in locales/, which tests/unit/legal-sources.test.ts compares).
 */
export const contentsHeading = { de: 'Inhalt', en: 'Contents', pl: 'Spis treści' } as const

/**
 * A web address, or an email address, in running text; the punctuation that ends its sentence stays
 * outside ("… at https://www.mcmarkets.example." links the address without the full stop).
 */
const addressPattern = /https?:\/\/[^\s]*[^\s.,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/** A line cut into its plain text and its addresses, each address with where it leads. */
function linkSegments(line: string): Array<{ text: string; target?: string }> {
  const segments: Array<{ text: string; target?: string }> = []
  let from = 0
  for (const match of line.matchAll(addressPattern)) {
    if (match.index > from) segments.push({ text: line.slice(from, match.index) })
    const text = match[0]
    segments.push({ text, target: text.startsWith('http') ? text : `mailto:${text}` })
    from = match.index + text.length
  }
  if (from < line.length) segments.push({ text: line.slice(from) })
  return segments
}

/**
 * Column widths that fit the page: each column starts at its longest word, then the space left goes
 * a little at a time to the column whose cells need the most lines, so no column towers over the
 * others; what remains once nothing wraps is shared out evenly.
 */
function columnWidths(cells: Cell[][], size: number, width: number, padding: number): number[] {
  const columns = cells[0]!.length
  const widths = Array.from(
    { length: columns },
    (_, c) =>
      Math.max(...cells.map((row) => Math.max(...row[c]!.text.split(/\s+/).map((w) => widthOf(row[c]!.font, w, size))))) +
      2 * padding,
  )
  const linesIn = (c: number) =>
    Math.max(...cells.map((row) => wrap(row[c]!.text, row[c]!.font, size, widths[c]! - 2 * padding).length))
  let left = width - widths.reduce((a, b) => a + b, 0)
  while (left > 0) {
    const lines = widths.map((_, c) => linesIn(c))
    const tallest = lines.indexOf(Math.max(...lines))
    if (lines[tallest]! <= 1) break
    const step = Math.min(left, 3)
    widths[tallest]! += step
    left -= step
  }
  return widths.map((w) => w + Math.max(0, left) / columns)
}

interface Cell {
  text: string
  font: PDFFont
}

/**
 * Renders a parsed document as a tagged PDF in its language; returns the PDF's bytes. With
 * `contents` (the heading's words in the document's language), a table of contents of its
 * sections follows the title, each entry a link to its section's page.
 */
export async function renderLegalPdf(
  document: LegalMarkdown,
  { date, author, fonts, lang, contents }: { date: string; author: string; fonts: string; lang: string; contents?: string },
): Promise<Uint8Array> {
  const { title, summary, blocks } = document
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const regular = await pdf.embedFont(readFileSync(join(fonts, 'DejaVuSans.ttf')), { subset: true })
  const bold = await pdf.embedFont(readFileSync(join(fonts, 'DejaVuSans-Bold.ttf')), { subset: true })
  // A reader's window shows the title rather than the file name (WCAG 2.4.2 for PDF).
  pdf.setTitle(title, { showInWindowTitleBar: true })
  pdf.setSubject(summary)
  pdf.setAuthor(author)
  pdf.setLanguage(lang)
  pdf.setCreationDate(new Date(`${date}T00:00:00Z`))
  pdf.setModificationDate(new Date(`${date}T00:00:00Z`))
  const structure = new PdfStructure(pdf)

  const width = pageWidth - 2 * margin
  let page: PDFPage = pdf.addPage([pageWidth, pageHeight])
  let y = pageHeight - margin
  const newPage = () => {
    page = pdf.addPage([pageWidth, pageHeight])
    y = pageHeight - margin
    // A paragraph that breaks goes on as its own element's content on the new page.
    structure.continueOn(page)
  }
  const fits = (height: number) => y - height >= margin + 20
  const style = {
    h1: { font: bold, size: 18, before: 0 },
    h2: { font: bold, size: 13, before: 14 },
    h3: { font: bold, size: 11, before: 10 },
    p: { font: regular, size: 10, before: 6 },
    li: { font: regular, size: 10, before: 3 },
  }
  const elementType = { h1: 'H1', h2: 'H2', h3: 'H3', p: 'P' } as const
  let list: ReturnType<PdfStructure['element']> | undefined
  /** Each section heading's page and the height of its top, where the table of contents leads. */
  const sections = new Map<string, { page: PDFPage; top: number }>()
  /**
   * The table of contents: its place is kept under the title, and it is drawn once every section's
   * page is known; its structure elements are made in that place, so it is read there.
   */
  let tableOfContents:
    | {
        page: PDFPage
        heading: { element: StructureElement; y: number }
        entries: Array<{ id: string; text: string; element: StructureElement; lines: Array<{ text: string; y: number }> }>
      }
    | undefined
  const toc = { size: 10, lineHeight: 15, numberColumn: 36 }
  const reserveTableOfContents = () => {
    const entries = blocks.flatMap((b) => (b.kind === 'h2' ? [b] : []))
    if (!contents || entries.length < 2) return
    y -= style.h2.before + style.h2.size * 1.4
    const heading = { element: structure.element('H2'), y }
    const element = structure.element('TOC')
    tableOfContents = {
      page,
      heading,
      entries: entries.map(({ id, text }) => ({
        id,
        text: plain(text),
        element: structure.element('TOCI', element),
        lines: wrap(plain(text), regular, toc.size, width - toc.numberColumn).map((line) => {
          y -= toc.lineHeight
          return { text: line, y }
        }),
      })),
    }
    y -= 4
  }

  for (const block of blocks) {
    if (block.kind !== 'li') list = undefined
    if (block.kind === 'table') {
      const size = 8
      const padding = 3
      const lineHeight = size * 1.3
      // A cell written **like this** as a whole is set in bold (totals).
      const cell = (text: string, header: boolean): Cell => {
        const strong = /^\*\*(.*)\*\*$/.exec(text)
        return { text: plain(text), font: header || strong ? bold : regular }
      }
      const header = block.header.map((text) => cell(text, true))
      const rows = block.rows.map((r) => r.map((text) => cell(text, false)))
      const widths = columnWidths([header, ...rows], size, width, padding)
      const table = structure.element('Table')
      const measure = (cells: Cell[]) => {
        const lines = cells.map((c, i) => wrap(c.text, c.font, size, widths[i]! - 2 * padding))
        return { lines, height: Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * padding }
      }
      /** A row; a header repeated on a following page is page furniture, not a second header row. */
      const drawRow = (cells: Cell[], kind: 'header' | 'repeated-header' | 'body') => {
        const { lines, height } = measure(cells)
        const shaded = kind !== 'body'
        const row = kind === 'repeated-header' ? undefined : structure.element('TR', table)
        if (shaded)
          structure.artifact(page, () =>
            page.drawRectangle({ x: margin, y: y - height, width, height, color: rgb(0.93, 0.94, 0.96) }),
          )
        let x = margin
        lines.forEach((cellLines, c) => {
          const font = cells[c]!.font
          const draw = () =>
            cellLines.forEach((text, i) => {
              const textWidth = widthOf(font, text, size)
              const left = block.right[c] ? x + widths[c]! - padding - textWidth : x + padding
              page.drawText(text, { x: left, y: y - padding - (i + 1) * lineHeight + 2.5, size, font, color: ink })
            })
          if (row)
            structure.mark(
              page,
              structure.element(kind === 'header' ? 'TH' : 'TD', row, kind === 'header' ? { scope: 'Column' } : undefined),
              draw,
            )
          else structure.artifact(page, draw)
          x += widths[c]!
        })
        y -= height
        structure.artifact(page, () =>
          page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: rule }),
        )
      }
      const headerHeight = measure(header).height
      y -= 8
      // The header never stands alone at the foot of a page, and it is repeated on every page the table runs onto.
      if (!fits(headerHeight + measure(rows[0] ?? header).height)) newPage()
      drawRow(header, 'header')
      for (const row of rows) {
        if (!fits(measure(row).height)) {
          newPage()
          drawRow(header, 'repeated-header')
        }
        drawRow(row, 'body')
      }
      y -= 4
      continue
    }
    const { font, size, before } = style[block.kind]
    const indent = block.kind === 'li' ? 14 : 0
    const lines = wrap(plain(block.text), font, size, width - indent)
    y -= before
    // A heading never ends a page on its own.
    if ((block.kind === 'h2' || block.kind === 'h3') && !fits(size * 1.4 + 40)) newPage()
    let body: ReturnType<PdfStructure['element']>
    let label: ReturnType<PdfStructure['element']> | undefined
    if (block.kind === 'li') {
      list ??= structure.element('L')
      const item = structure.element('LI', list)
      label = structure.element('Lbl', item)
      body = structure.element('LBody', item)
    } else body = structure.element(elementType[block.kind])
    for (const [i, line] of lines.entries()) {
      if (!fits(size * 1.4)) newPage()
      y -= size * 1.4
      if (i === 0) {
        if (label) structure.mark(page, label, () => page.drawText('•', { x: margin, y, size, font }))
        structure.begin(page, body)
        if (block.kind === 'h2') sections.set(block.id, { page, top: y + size * 1.2 })
      }
      let x = margin + indent
      for (const { text, target } of linkSegments(line)) {
        const textWidth = widthOf(font, text, size)
        const left = x
        if (target)
          structure.link(page, target, text, [left, y - size * 0.3, left + textWidth, y + size * 0.95], () => {
            page.drawText(text, { x: left, y, size, font, color: linkColor })
            page.drawLine({
              start: { x: left, y: y - size * 0.15 },
              end: { x: left + textWidth, y: y - size * 0.15 },
              thickness: size * 0.06,
              color: linkColor,
            })
          })
        else page.drawText(text, { x: left, y, size, font, color: ink })
        x += textWidth
      }
    }
    structure.end()
    if (block.kind === 'h1' && !tableOfContents) reserveTableOfContents()
  }
  const pages = pdf.getPages()
  if (tableOfContents && contents) {
    const { page: tocPage, heading, entries } = tableOfContents
    structure.mark(tocPage, heading.element, () =>
      tocPage.drawText(contents, { x: margin, y: heading.y, size: style.h2.size, font: bold, color: ink }),
    )
    for (const { id, text, element, lines } of entries) {
      const section = sections.get(id)!
      const pageNumber = String(pages.indexOf(section.page) + 1)
      const first = lines[0]!.y
      const last = lines[lines.length - 1]!.y
      const { size } = toc
      structure.link(
        tocPage,
        section,
        text,
        [margin, last - size * 0.3, margin + width, first + size * 0.95],
        () => {
          for (const line of lines) {
            const lineWidth = widthOf(regular, line.text, size)
            tocPage.drawText(line.text, { x: margin, y: line.y, size, font: regular, color: linkColor })
            tocPage.drawLine({
              start: { x: margin, y: line.y - size * 0.15 },
              end: { x: margin + lineWidth, y: line.y - size * 0.15 },
              thickness: size * 0.06,
              color: linkColor,
            })
          }
          const numberWidth = widthOf(regular, pageNumber, size)
          tocPage.drawText(pageNumber, { x: margin + width - numberWidth, y: last, size, font: regular, color: linkColor })
        },
        element,
      )
    }
  }
  for (const [i, p] of pages.entries()) {
    structure.artifact(
      p,
      () =>
        p.drawText(`${author} · ${title} · ${i + 1}/${pages.length}`, {
          x: margin,
          y: margin / 2,
          size: 8,
          font: regular,
          color: rgb(0.35, 0.38, 0.42),
        }),
      'Pagination',
    )
  }
  structure.finish(title, lang)
  return pdf.save()
}
