// @vitest-environment node
/**
 * Line breaking in the legal PDFs (scripts/build/legal/markdown-pdf.ts). It adds up remembered word
 * widths instead of measuring every growing line, so these tests hold it to what measuring every
 * whole line gives: no line wider than the column, and no line that could have taken the next
 * line's first word.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import fc from 'fast-check'
import { PDFDocument, type PDFFont } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { wrap } from '../../scripts/build/legal/markdown-pdf'

const fonts = join(import.meta.dirname, '../../node_modules/dejavu-fonts-ttf/ttf')
let regular: PDFFont
let bold: PDFFont

beforeAll(async () => {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  regular = await pdf.embedFont(readFileSync(join(fonts, 'DejaVuSans.ttf')), { subset: true })
  bold = await pdf.embedFont(readFileSync(join(fonts, 'DejaVuSans-Bold.ttf')), { subset: true })
})

/** The lines as measuring each whole candidate line with pdf-lib decides them. */
function measuredLines(text: string, font: PDFFont, size: number, width: number): string[] {
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

const words = ['Żółć', 'gęślą', 'Straße', 'office', 'fi', 'W', 'AV', 'Ta', '1,234.56', '—', 'Überweisung', 'client’s', 'i', 'mm']

describe('wrapping a paragraph in a PDF', () => {
  it('breaks German and Polish text where measuring every whole line breaks it', () => {
    const text =
      'Die Gesellschaft führt Aufträge ihrer Kunden als Gegenpartei aus; Spreads, Swaps und Provisionen sind in der Kostenübersicht aufgeführt. Spółka wykonuje zlecenia klientów jako strona transakcji, a koszty są opisane w tabeli opłat i prowizji.'
    for (const width of [80, 150, 240, 483.28])
      for (const font of [regular, bold])
        for (const size of [8, 10, 16]) expect(wrap(text, font, size, width)).toEqual(measuredLines(text, font, size, width))
  })

  it('agrees with it on any run of words, at any width and size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 20, max: 500, noNaN: true }),
        fc.constantFrom(7, 8, 9.5, 10, 12, 22),
        fc.boolean(),
        (run, width, size, strong) => {
          const font = strong ? bold : regular
          const text = run.join(' ')
          const lines = wrap(text, font, size, width)
          expect(lines).toEqual(measuredLines(text, font, size, width))
          // Only a single word wider than the column may stand out of it.
          for (const line of lines) if (line.includes(' ')) expect(font.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width)
        },
      ),
      { numRuns: 300 },
    )
  })
})
