// @vitest-environment node
/**
 * The generators of the periodic legal documents (scripts/build/legal/). They are build scripts, so their
 * tests live here rather than beside them: vitest only collects src/, server/ and tests/unit/.
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { brandValues } from '../../scripts/build/legal/brand-values'
import { parseCsv, toCsv } from '../../scripts/build/legal/csv'
import {
  classOf as classOfInstrument,
  executionActivity,
  instrumentClasses,
  totalsOf,
} from '../../scripts/build/legal/execution-activity'
import { executionStatementValues } from '../../scripts/build/legal/execution-statement'
import { parseLegalMarkdown } from '../../scripts/build/legal/markdown-pdf'
import { minimumRatios, pillar3Figures } from '../../scripts/build/legal/pillar3'
import { pillar3Values } from '../../scripts/build/legal/pillar3-markdown'
import {
  executionQuality,
  qualitySummary,
  rts27Csv,
  rts27Header,
  rts27PublicationDate,
  rts27Rows,
} from '../../scripts/build/legal/rts27'
import { rts28Csv, rts28Header, rts28Table } from '../../scripts/build/legal/rts28'
import { apportion, randomStream } from '../../scripts/build/legal/seeded-random'
import { brand } from '../../src/config/brand'
import { legalDocuments, pillar3Years, rts27Years, rts28Years } from '../../src/config/legal-documents'

const near = (a: number, b: number, tolerance = 0.005) => Math.abs(a - b) <= tolerance

describe('seeded figures', () => {
  it('a named stream gives the same numbers every time, and different names differ', () => {
    const draw = (name: string) => {
      const r = randomStream(name)
      return [r.next(), r.between(5, 6), r.int(1, 3), r.normal()]
    }
    expect(draw('activity:2018:retail')).toEqual(draw('activity:2018:retail'))
    expect(draw('activity:2018:retail')).not.toEqual(draw('activity:2019:retail'))
  })

  it('apportions a whole number into whole parts that add up to it exactly', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (total, weights) => {
          const parts = apportion(total, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true)
        },
      ),
    )
  })

  it('the documents come out the same from a fresh start and never consult Math.random or the clock', async () => {
    const first =
      rts28Years.map(rts28Csv).join() + rts27Years.map(rts27Csv).join() + JSON.stringify(pillar3Years.map(pillar3Figures))
    vi.resetModules()
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used')
    })
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used')
    })
    try {
      const rts28 = await import('../../scripts/build/legal/rts28')
      const rts27 = await import('../../scripts/build/legal/rts27')
      const pillar3 = await import('../../scripts/build/legal/pillar3')
      const again =
        rts28Years.map(rts28.rts28Csv).join() +
        rts27Years.map(rts27.rts27Csv).join() +
        JSON.stringify(pillar3Years.map(pillar3.pillar3Figures))
      expect(again).toBe(first)
    } finally {
      random.mockRestore()
      now.mockRestore()
    }
  })
})

describe('RFC 4180 CSV', () => {
  it('quotes what needs quoting, ends records with CRLF and reads back what it wrote', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n')
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ',', '"', '\n', '\r', ' ', 'ł', '1') })
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { maxLength: 10 }), (rows) => {
        expect(parseCsv(toCsv(['one', 'two', 'three'], rows))).toEqual([['one', 'two', 'three'], ...rows])
      }),
    )
  })

  it('refuses a row that does not match the header', () => {
    expect(() => toCsv(['a', 'b'], [['only one']])).toThrow()
  })
})

describe.each(rts28Years)('RTS 28 top five venues %i', (year) => {
  const table = rts28Table(year)

  it('has one row per client category and class, with the firm as the only venue', () => {
    expect(table).toHaveLength(6)
    for (const row of table) {
      expect(row.rank).toBe(1)
      expect(row.venue).toContain(brand.lei)
      expect(row.volumePercent).toBe(100)
      expect(row.ordersPercent).toBe(100)
      expect(row.directedPercent).toBe(0)
      expect(row.passivePercent).toBeGreaterThan(0)
      expect(row.passivePercent).toBeLessThan(100)
      expect(row.passivePercent + row.aggressivePercent).toBeCloseTo(100, 10)
    }
  })

  it('counts every executed order of the year once', () => {
    expect(table.reduce((a, r) => a + r.orders, 0)).toBe(totalsOf(executionActivity(year)).executed)
  })

  it('writes the Annex II layout with two decimals', () => {
    const [header, ...rows] = parseCsv(rts28Csv(year))
    expect(header).toEqual([...rts28Header])
    expect(rows).toHaveLength(6)
    for (const row of rows) {
      expect(row[2]).toMatch(/^[YN]$/)
      expect(row.slice(5).every((p) => /^\d{1,3}\.\d{2}$/.test(p))).toBe(true)
      expect(Number(row[7]) + Number(row[8])).toBeCloseTo(100, 6)
    }
  })

  it('professional clients rest more of their orders as limit orders than retail clients, as the statement says', () => {
    const passive = (category: string) => {
      const totals = totalsOf(executionActivity(year).filter((c) => c.category === category))
      return totals.passive / totals.executed
    }
    expect(passive('professional')).toBeGreaterThan(passive('retail'))
  })
})

describe.each(rts27Years)('RTS 27 execution quality data %i', (year) => {
  const rows = rts27Rows(year)

  it('has a row per instrument and quarter whose counts and shares add up', () => {
    expect(rows).toHaveLength(30 * 4)
    for (const row of rows) {
      expect(row.received).toBe(row.executed + row.rejected + row.cancelled)
      expect(row.atRequestedPricePercent + row.priceImprovementPercent + row.negativeSlippagePercent).toBeCloseTo(100, 6)
      expect(row.lowest).toBeGreaterThan(0)
      expect(row.lowest).toBeLessThanOrEqual(Math.min(row.averagePrice, row.vwap))
      expect(row.highest).toBeGreaterThanOrEqual(Math.max(row.averagePrice, row.vwap))
      expect(row.from.startsWith(String(year)) && row.to.startsWith(String(year))).toBe(true)
    }
  })

  it('agrees with the RTS 28 report of the same year on the orders executed in each class', () => {
    for (const instrumentClass of instrumentClasses) {
      const fromRts27 = rows
        .filter((r) => classOfInstrument(r.instrument) === instrumentClass)
        .reduce((a, r) => a + r.executed, 0)
      const fromRts28 = rts28Table(year)
        .filter((r) => r.instrumentClass === instrumentClass)
        .reduce((a, r) => a + r.orders, 0)
      expect(fromRts27).toBe(fromRts28)
    }
  })

  it('writes a header and one record per row, every record as wide as the header', () => {
    const [header, ...records] = parseCsv(rts27Csv(year))
    expect(header).toEqual([...rts27Header])
    expect(records).toHaveLength(120)
    expect(records.every((r) => r.length === header!.length)).toBe(true)
    expect(rts27PublicationDate(year)).toMatch(new RegExp(`^${year + 1}-03-(2[6-9]|3[01])$`))
  })
})

describe('what the statements say about the markets matches their figures', () => {
  const byQuarter = (year: number, pick: (c: ReturnType<typeof executionQuality>[number]) => number) =>
    [1, 2, 3, 4].map((quarter) => {
      const cells = executionQuality(year).filter((c) => c.quarter === quarter)
      return cells.reduce((a, c) => a + pick(c) * c.executed, 0) / cells.reduce((a, c) => a + c.executed, 0)
    })

  it('2018: more slippage in the first and fourth quarters than in the second and third', () => {
    const slippage = byQuarter(2018, (c) => c.priceImprovementPercent + c.negativeSlippagePercent)
    expect(Math.min(slippage[0]!, slippage[3]!)).toBeGreaterThan(Math.max(slippage[1]!, slippage[2]!))
  })

  it('2020: slippage, execution time and rejections all highest in the first quarter', () => {
    for (const pick of [
      (c: ReturnType<typeof executionQuality>[number]) => c.priceImprovementPercent + c.negativeSlippagePercent,
      (c: ReturnType<typeof executionQuality>[number]) => c.medianExecutionMs,
      (c: ReturnType<typeof executionQuality>[number]) => c.rejected / c.executed,
    ]) {
      const values = byQuarter(2020, pick)
      expect(values.indexOf(Math.max(...values))).toBe(0)
    }
    expect(qualitySummary(2020).slowestQuarter.quarter).toBe(1)
  })

  it('improvement and slippage stay close to each other, as a symmetric process gives', () => {
    for (const year of rts28Years) {
      const q = qualitySummary(year)
      expect(q.negativeSlippagePercent / q.priceImprovementPercent).toBeGreaterThan(0.9)
      expect(q.negativeSlippagePercent / q.priceImprovementPercent).toBeLessThan(1.2)
    }
  })
})

describe.each(pillar3Years)('Pillar III figures %i', (year) => {
  const f = pillar3Figures(year)

  it('builds own funds from their parts', () => {
    const o = f.ownFunds
    expect(o.cet1).toBe(o.shareCapital + o.sharePremium + o.retainedEarnings - o.intangibleAssets - o.icfDeduction)
    expect(o.tier1).toBe(o.cet1 + o.additionalTier1)
    expect(o.total).toBe(o.tier1 + o.tier2)
    expect(o.total).toBeGreaterThan(730)
  })

  it('rolls retained earnings forward from the previous year', () => {
    const r = f.results
    expect(r.profitBeforeTax).toBe(r.revenue - r.staffCosts - r.otherCosts)
    expect(r.profitAfterTax).toBe(r.profitBeforeTax - r.tax)
    expect(r.retainedEarnings).toBe(r.openingRetainedEarnings + r.profitAfterTax - r.dividends)
    const previous = year > brand.authorisedSince ? pillar3Figures(year - 1).results.retainedEarnings : 0
    expect(r.openingRetainedEarnings).toBe(previous)
  })

  it('derives every requirement, total and ratio from the amounts shown', () => {
    const lines = [...f.creditRisk, ...f.marketRisk, f.operationalRisk, f.cva]
    for (const line of lines) expect(Math.abs(line.requirement - line.riskExposureAmount * 0.08)).toBeLessThanOrEqual(0.5)
    expect(f.totalRiskExposure).toBe(lines.reduce((a, l) => a + l.riskExposureAmount, 0))
    expect(f.totalRequirement).toBe(lines.reduce((a, l) => a + l.requirement, 0))
    expect(near(f.ratios.cet1, (100 * f.ownFunds.cet1) / f.totalRiskExposure)).toBe(true)
    expect(near(f.ratios.total, (100 * f.ownFunds.total) / f.totalRiskExposure)).toBe(true)
    expect(f.surplus).toBe(f.ownFunds.total - Math.round(f.totalRiskExposure * 0.08))
    expect(f.leverage.exposure).toBe(f.leverage.totalAssets - f.leverage.deductions + f.leverage.derivativesAddOn)
    expect(near(f.leverage.ratio, (100 * f.ownFunds.tier1) / f.leverage.exposure)).toBe(true)
    const average = f.indicatorYears.reduce((a, y) => a + y.revenue, 0) / 3
    expect(Math.abs(f.averageIndicator - average)).toBeLessThanOrEqual(0.5)
    expect(f.operationalRisk.requirement).toBe(Math.round(f.averageIndicator * 0.15))
  })

  it('keeps the capital ratios above the minimums and the board’s 14% appetite', () => {
    expect(f.ratios.cet1).toBeGreaterThan(minimumRatios.cet1)
    expect(f.ratios.total).toBeGreaterThanOrEqual(14)
  })

  it('adds up the remuneration tables and matches the board to the diversity the document describes', () => {
    const m = f.remuneration
    expect(m.byArea.reduce((a, b) => a + b.staff, 0)).toBe(m.staff)
    expect(m.byArea.every((a) => a.variable <= a.fixed)).toBe(true)
    const g = f.governance
    if (year >= 2018) expect(g.women / g.directors.length).toBeGreaterThanOrEqual(1 / 3)
    else expect(g.women / g.directors.length).toBeLessThan(1 / 3)
  })
})

describe('the story the Pillar III documents tell', () => {
  it('a loss in the first year, recovered in the second; dividends only from the third', () => {
    const [first, second, third] = pillar3Years.map((y) => pillar3Figures(y).results)
    expect(first!.profitAfterTax).toBeLessThan(0)
    expect(second!.profitAfterTax).toBeGreaterThan(-first!.profitAfterTax)
    expect(first!.dividends + second!.dividends).toBe(0)
    expect(third!.dividends).toBeGreaterThan(0)
  })

  it('business plan estimates only while the firm has fewer than three years of accounts', () => {
    expect(pillar3Figures(2016).indicatorYears.filter((y) => y.estimate)).toHaveLength(2)
    expect(pillar3Figures(2017).indicatorYears.filter((y) => y.estimate)).toHaveLength(1)
    expect(pillar3Figures(2018).indicatorYears.filter((y) => y.estimate)).toHaveLength(0)
  })
})

describe('the periodic documents', () => {
  it('start with the year of authorisation and cover the years of the specification', () => {
    expect(brand.authorisedSince).toBeLessThanOrEqual(2016)
    expect(brand.licenceNumber.endsWith(`/${String(brand.authorisedSince).slice(2)}`)).toBe(true)
    expect(pillar3Years).toEqual([2016, 2017, 2018, 2019, 2020])
    expect(rts28Years).toEqual([2017, 2018, 2019, 2020])
    expect(new Set(legalDocuments.map((d) => d.slug)).size).toBe(legalDocuments.length)
  })

  it('fill every placeholder of their sources, name their year and keep the demonstration note', () => {
    for (const document of legalDocuments) {
      if (document.kind !== 'execution-statement' && document.kind !== 'pillar3') continue
      const source = readFileSync(`content/legal/en/${document.slug}.md`, 'utf8')
      const values = document.kind === 'pillar3' ? pillar3Values(document.year) : executionStatementValues(document.year)
      const parsed = parseLegalMarkdown(source, { ...brandValues('en'), date: '2000-01-01', ...values })
      expect(parsed.title).toContain(String(document.year))
      expect(parsed.date?.startsWith(String(document.year + 1))).toBe(true)
      const text = JSON.stringify(parsed.blocks)
      expect(text).toContain('figures in')
      expect(text).not.toContain('{{')
    }
  })

  it('turn pipe tables into table blocks with right-aligned number columns', () => {
    const parsed = parseLegalMarkdown('# T\n\n| Name | Amount |\n| --- | ---: |\n| a | 1 |\n| b | 2 |\n\nAfter.', {})
    expect(parsed.blocks).toEqual([
      { kind: 'h1', text: 'T', id: 't' },
      {
        kind: 'table',
        header: ['Name', 'Amount'],
        rows: [
          ['a', '1'],
          ['b', '2'],
        ],
        right: [false, true],
      },
      { kind: 'p', text: 'After.' },
    ])
    expect(() => parseLegalMarkdown('{{missing}}', {})).toThrow(/missing/)
  })
})
