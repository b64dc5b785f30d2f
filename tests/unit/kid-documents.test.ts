// @vitest-environment node
/**
 * The three key information documents in every language: the layout of Annex I of Delegated
 * Regulation (EU) 2017/653 (title, purpose statement, comprehension alert, the sections in their
 * order), at most three A4 pages as the legal PDFs render them, and figures that are the instrument
 * table's, formatted as the instrument pages format them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { brandValues, documentDate } from '../../scripts/build/legal/brand-values'
import { kidAmounts, kidExamples, kidPolicies, kidValues } from '../../scripts/build/legal/kid-figures'
import { parseLegalMarkdown, renderLegalPdf } from '../../scripts/build/legal/markdown-pdf'
import { findSpec, retailLeverage } from '../../src/config/instrument-specs'
import { findInstrument } from '../../src/config/instruments'
import { type Locale, locales } from '../../src/contract/locales'
import { intlLocale } from '../../src/lib/locale-path'
import { numberFormat, priceFormat } from '../../src/lib/number-format'
import { positionFigures } from '../../src/lib/trade-math'

const root = join(import.meta.dirname, '../..')
const fonts = join(root, 'node_modules/dejavu-fonts-ttf/ttf')
const sourceOf = (lang: Locale, slug: string) => readFileSync(join(root, 'content/legal', lang, `${slug}.md`), 'utf8')

/** Annex I's fixed wording in each language (the Official Journal's versions of 2017/653). */
const annex: Record<Locale, { title: string; purpose: string; alert: string }> = {
  en: {
    title: 'Key Information Document',
    purpose:
      'This document provides you with key information about this investment product. It is not marketing material. The information is required by law to help you understand the nature, risks, costs, potential gains and losses of this product and to help you compare it with other products.',
    alert: 'You are about to purchase a product that is not simple and may be difficult to understand.',
  },
  de: {
    title: 'Basisinformationsblatt',
    purpose:
      'Dieses Informationsblatt stellt Ihnen wesentliche Informationen über dieses Anlageprodukt zur Verfügung. Es handelt sich nicht um Werbematerial. Diese Informationen sind gesetzlich vorgeschrieben, um Ihnen dabei zu helfen, die Art, das Risiko, die Kosten sowie die möglichen Gewinne und Verluste dieses Produkts zu verstehen, und Ihnen dabei zu helfen, es mit anderen Produkten zu vergleichen.',
    alert: 'Sie sind im Begriff, ein Produkt zu erwerben, das nicht einfach ist und schwer zu verstehen sein kann.',
  },
  pl: {
    title: 'Dokument zawierający kluczowe informacje',
    purpose:
      'Niniejszy dokument zawiera kluczowe informacje dotyczące tego produktu inwestycyjnego. Nie jest to materiał marketingowy. Dostarczenie tych informacji jest wymogiem prawnym mającym na celu pomóc w zrozumieniu charakteru, ryzyka, kosztów oraz potencjalnych zysków i strat związanych z tym produktem oraz pomóc w porównaniu go z innymi produktami.',
    alert: 'Masz zamiar kupić produkt, który nie jest prosty i który może być trudny w zrozumieniu.',
  },
}

const requiredSections = [
  'purpose',
  'product',
  'what-is-this-product',
  'risks-and-return',
  'unable-to-pay-out',
  'costs',
  'holding-period',
  'complaints',
  'other-information',
]

/**
 * Numbers a KID may write as words of its text rather than take from the instrument table: the
 * indicator's scale (1 to 7), the lot the examples use (1), the daily close (22:00 UTC), the
 * investor compensation fund's statutory cover (90 %, EUR 20,000), the conversion markup of the
 * Trading Terms (0.5 %) and the regulation's number.
 */
const writtenNumbers = new Set(['1', '7', '22:00', '90', '20,000', '20.000', '20 000', '0.5', '0,5', '1286/2014'])

const anchorOf = (heading: string) => / \{#([a-z-]+)\}$/.exec(heading)?.[1]
/** The heading anchors are not text: the legal pipeline turns them into ids (a no-op where it already does). */
const withoutAnchors = (markdown: string) => markdown.replace(/ \{#[a-z-]+\}$/gm, '')
const dateOf = (markdown: string) => /^date: (\d{4}-\d{2}-\d{2})$/m.exec(markdown)?.[1]

const valuesFor = (policy: (typeof kidPolicies)[number], lang: Locale, date: string) => ({
  ...brandValues(lang),
  ...kidValues(policy, lang),
  // As the build fills it: the version date in the document's language.
  date: documentDate(lang, date),
})

describe.each(kidPolicies)('%s', (policy) => {
  const english = sourceOf('en', policy)

  describe.each(locales)('in %s', (lang) => {
    const source = sourceOf(lang, policy)
    const date = dateOf(source) ?? ''
    const { title, purpose, alert } = annex[lang]

    it('carries the title, the purpose statement and the comprehension alert of Annex I in its language', () => {
      expect(date).toBe(dateOf(english))
      const parsed = parseLegalMarkdown(withoutAnchors(source), valuesFor(policy, lang, date))
      expect(parsed.title.startsWith(`${title} – `)).toBe(true)
      expect(parsed.blocks[0]).toMatchObject({ kind: 'h1', text: title })
      const paragraphs = parsed.blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : []))
      expect(paragraphs).toContain(purpose)
      expect(paragraphs).toContain(`**${alert}**`)
    })

    it('has the required sections, in their order, each once', () => {
      const anchors = source
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .map(anchorOf)
      expect(anchors).toEqual(requiredSections)
    })

    it('keeps the English structure: the same headings, tables and placeholders', () => {
      const shape = (markdown: string) =>
        markdown
          .split('\n')
          .filter((line) => /^(#{1,3} |\|)/.test(line))
          .map((line) => (line.startsWith('|') ? `|${line.split('|').length}` : `${line.split(' ')[0]}${anchorOf(line) ?? ''}`))
      const placeholders = (markdown: string) => [...markdown.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
      expect(shape(source)).toEqual(shape(english))
      expect(placeholders(source)).toEqual(placeholders(english))
    })

    it('writes no figure by hand: every number of the text is a placeholder or a fixed term', () => {
      const body = source.slice(source.indexOf('\n---\n') + 5)
      const text = body.replace(/\{\{\w+\}\}/g, ' ').replace(/\{#[a-z-]+\}/g, ' ')
      const numbers = [...text.matchAll(/\d+(?:[.,:/ ]\d+)*/g)].map((m) => m[0])
      expect(numbers.filter((n) => !writtenNumbers.has(n))).toEqual([])
    })

    it('fills every placeholder and fits three A4 pages', async () => {
      // Parsed as the build parses it: the heading anchors become ids, not printed text.
      const parsed = parseLegalMarkdown(source, valuesFor(policy, lang, date))
      expect(JSON.stringify(parsed.blocks)).not.toMatch(/\{\{|\}\}/)
      const pdf = await PDFDocument.load(await renderLegalPdf(parsed, { date, author: brandValues(lang).entity!, fonts, lang }))
      expect(pdf.getPageCount()).toBeLessThanOrEqual(3)
      for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 })
      // Embedding and subsetting the fonts takes seconds of CPU, more on a busy machine.
    }, 120_000)

    it("states the instrument table's figures as the instrument page writes them", () => {
      const values = kidValues(policy, lang)
      const spec = findSpec(kidExamples[policy].instrument)!
      const locale = intlLocale[lang]
      const leverage = retailLeverage[spec.esma]
      // The specification table of the instrument page (specification-table.tsx) writes these.
      expect(values.leverage).toBe(`1:${leverage}`)
      expect(values.marginRate).toBe(numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(1 / leverage))
      expect(values.price).toBe(priceFormat(locale, spec.digits).format(spec.start))
      expect(values.spreadPrice).toBe(priceFormat(locale, spec.digits).format(spec.spread))
      expect(values.spreadPips).toBe(
        numberFormat(locale, { maximumFractionDigits: 6 }).format(Number((spec.spread / spec.pipSize).toFixed(2))),
      )
      expect(values.contractSize).toBe(numberFormat(locale, { maximumFractionDigits: 6 }).format(spec.contractSize))
      const swap = numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' })
      expect(values.swapLongPips).toBe(swap.format(spec.swapLong))
      expect(values.swapShortPips).toBe(swap.format(spec.swapShort))
      // The margin calculator of the instrument page, for 1 lot at the table's price in the quote currency.
      const figures = positionFigures(spec, {
        lots: 1,
        price: spec.start,
        leverage,
        account: spec.quote as 'USD' | 'EUR',
        mid: (name) => findInstrument(name)?.start,
      })!
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: spec.quote, currencyDisplay: 'code' })
      expect(values.initialMargin).toBe(money.format(figures.margin))
      expect(values.notional).toBe(money.format(figures.exposure))
      expect(values.pipValue).toBe(money.format(figures.pipValue))
      expect(values.swapLongAmount).toBe(
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: spec.quote,
          currencyDisplay: 'code',
          signDisplay: 'exceptZero',
        }).format(spec.swapLong * figures.pipValue),
      )
      const filled = parseLegalMarkdown(withoutAnchors(source), valuesFor(policy, lang, date)).blocks
      const text = JSON.stringify(filled)
      for (const figure of [values.leverage, values.initialMargin, values.notional, values.spreadCost, values.swapLongAmount])
        expect(text).toContain(JSON.stringify(figure).slice(1, -1))
    })
  })

  it('computes the scenarios and costs from the spread and swap of the table', () => {
    const { spec, spreadCost, swapLongCharge, scenarios, costs } = kidAmounts(policy)
    expect(spreadCost).toBeCloseTo(spec.spread * spec.contractSize, 9)
    expect(scenarios.moderate.profit).toBeCloseTo(-spreadCost, 9)
    expect(scenarios.stress.profit).toBeLessThan(scenarios.unfavourable.profit)
    expect(scenarios.unfavourable.profit).toBeLessThan(scenarios.moderate.profit)
    expect(scenarios.moderate.profit).toBeLessThan(scenarios.favourable.profit)
    expect(swapLongCharge).toBeCloseTo(-spec.swapLong * spec.contractSize * spec.pipSize, 9)
    expect(costs.oneWeek - costs.sameDay).toBeCloseTo(7 * swapLongCharge, 9)
  })
})
