/**
 * Builds the legal PDFs from content/legal/*.md (a small Markdown subset: #, ##, ###, paragraphs,
 * "- " lists, **bold**), filling {{placeholders}} from the brand configuration. DejaVu Sans covers
 * German and Polish letters. Output: dist/client/legal/<slug>.pdf plus legal/index.json (sizes,
 * dates) for the legal library page.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib'
import { brand } from '../src/config/brand'
import { legalPolicies } from '../src/config/legal-documents'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist/client/legal')
const fonts = join(root, 'node_modules/dejavu-fonts-ttf/ttf')

const values: Record<string, string> = {
  brand: brand.name,
  entity: brand.legalEntity,
  regulator: brand.regulator,
  regulatorShort: brand.regulatorShort,
  licence: brand.licenceNumber,
  companyNumber: brand.companyNumber,
  registeredAddress: brand.registeredAddress.lines.join(', '),
  businessAddress: brand.businessAddress.lines.join(', '),
  email: brand.email,
  phone: brand.phone,
  retailLossPercent: String(brand.retailLossPercent),
  siteUrl: brand.siteUrl,
}

interface Block {
  kind: 'h1' | 'h2' | 'h3' | 'p' | 'li'
  text: string
}

function parse(markdown: string, date: string): { title: string; summary: string; blocks: Block[] } {
  const filled = markdown.replace(/\{\{(\w+)\}\}/g, (_, key: string) => (key === 'date' ? date : (values[key] ?? `{{${key}}}`)))
  const front = /^---\n([\s\S]*?)\n---\n/.exec(filled)
  const meta = Object.fromEntries(
    (front?.[1] ?? '')
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  const body = front ? filled.slice(front[0].length) : filled
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const line of body.split('\n')) {
    const heading = /^(#{1,3}) (.*)$/.exec(line)
    if (heading) {
      flush()
      blocks.push({ kind: `h${heading[1]!.length}` as Block['kind'], text: heading[2]! })
    } else if (line.startsWith('- ')) {
      flush()
      blocks.push({ kind: 'li', text: line.slice(2) })
    } else if (line.trim() === '') flush()
    else paragraph.push(line.trim())
  }
  flush()
  return { title: meta.title ?? blocks.find((b) => b.kind === 'h1')?.text ?? 'Document', summary: meta.summary ?? '', blocks }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

async function render(slug: string, date: string) {
  const { title, summary, blocks } = parse(readFileSync(join(root, 'content/legal', `${slug}.md`), 'utf8'), date)
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const regular = await pdf.embedFont(readFileSync(join(fonts, 'DejaVuSans.ttf')), { subset: true })
  const bold = await pdf.embedFont(readFileSync(join(fonts, 'DejaVuSans-Bold.ttf')), { subset: true })
  pdf.setTitle(title)
  pdf.setSubject(summary)
  pdf.setAuthor(brand.legalEntity)
  pdf.setLanguage('en')
  pdf.setCreationDate(new Date(`${date}T00:00:00Z`))
  pdf.setModificationDate(new Date(`${date}T00:00:00Z`))

  const [pageWidth, pageHeight, margin] = [595.28, 841.89, 56]
  const width = pageWidth - 2 * margin
  let page = pdf.addPage([pageWidth, pageHeight])
  let y = pageHeight - margin
  const style: Record<Block['kind'], { font: PDFFont; size: number; before: number }> = {
    h1: { font: bold, size: 18, before: 0 },
    h2: { font: bold, size: 13, before: 14 },
    h3: { font: bold, size: 11, before: 10 },
    p: { font: regular, size: 10, before: 6 },
    li: { font: regular, size: 10, before: 3 },
  }
  for (const block of blocks) {
    const { font, size, before } = style[block.kind]
    const indent = block.kind === 'li' ? 14 : 0
    const text = block.text.replace(/\*\*(.*?)\*\*/g, '$1')
    const lines = wrap(text, font, size, width - indent)
    y -= before
    for (const [i, line] of lines.entries()) {
      if (y - size * 1.4 < margin + 20) {
        page = pdf.addPage([pageWidth, pageHeight])
        y = pageHeight - margin
      }
      y -= size * 1.4
      if (block.kind === 'li' && i === 0) page.drawText('•', { x: margin, y, size, font })
      page.drawText(line, { x: margin + indent, y, size, font, color: rgb(0.1, 0.12, 0.16) })
    }
  }
  const pages = pdf.getPages()
  for (const [i, p] of pages.entries()) {
    p.drawText(`${brand.legalEntity} · ${title} · ${i + 1}/${pages.length}`, {
      x: margin,
      y: margin / 2,
      size: 8,
      font: regular,
      color: rgb(0.35, 0.38, 0.42),
    })
  }
  const file = join(out, `${slug}.pdf`)
  writeFileSync(file, await pdf.save())
  return { slug, title, summary, language: 'en', date, bytes: statSync(file).size, path: `/legal/${slug}.pdf` }
}

mkdirSync(out, { recursive: true })
// The document date is written in its source (front matter `date:`), so a rebuild never changes it.
const documents = []
for (const slug of legalPolicies) {
  const source = readFileSync(join(root, 'content/legal', `${slug}.md`), 'utf8')
  const date = /^date: (\d{4}-\d{2}-\d{2})$/m.exec(source)?.[1]
  if (!date) throw new Error(`content/legal/${slug}.md needs a "date: YYYY-MM-DD" line in its front matter`)
  documents.push(await render(slug, date))
}
writeFileSync(join(out, 'index.json'), JSON.stringify(documents, null, 2))
console.log(`built ${documents.length} legal PDFs`)
