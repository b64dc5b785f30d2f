/**
 * Execution quality data of an execution venue under RTS 27 (Commission Delegated Regulation (EU)
 * 2017/575): prices, costs, likelihood and speed of execution per instrument. As a market maker the
 * firm was an execution venue for its clients' orders. RTS 27 asks for daily price data; this file
 * summarises each quarter per instrument, the level at which the statements discuss it.
 */
import { brand } from '../../../src/config/brand'
import { type Instrument, instruments } from '../../../src/config/instruments'
import { fixed, toCsv } from './csv'
import { type ActivityCell, classOf, executionActivity } from './execution-activity'
import {
  annualLevel,
  annualVolatility,
  contractSize,
  isoDate,
  type Quarter,
  quarterEnd,
  quarterStart,
  quarters,
  tradingDays,
  turbulenceOf,
} from './market-history'
import { rts28ClassNames } from './rts28'
import { randomStream, round } from './seeded-random'

/** How an instrument's orders fared in a quarter (both client categories together). */
export interface QualityCell {
  instrument: Instrument
  quarter: Quarter
  executed: number
  /** Orders we could not execute: insufficient margin, market closed, or the price beyond the client's deviation limit. */
  rejected: number
  /** Pending orders the client cancelled or let expire before they were triggered. */
  cancelled: number
  modified: number
  received: number
  lots: number
  medianTransactionLots: number
  medianOrderLots: number
  medianExecutionMs: number
  /** Market and triggered stop orders by the price they got against the price requested; the three add up to 100. */
  atRequestedPricePercent: number
  priceImprovementPercent: number
  negativeSlippagePercent: number
  /** Our spread, the only trading cost besides overnight financing, in price units. */
  averageSpread: number
}

/** Execution quality for every instrument and quarter of a year; also feeds the statements of years before RTS 27. */
export function executionQuality(year: number): QualityCell[] {
  const activity = executionActivity(year)
  return instruments.flatMap((instrument) =>
    quarters.map((quarter) => {
      const cells = activity.filter((c) => c.instrument.name === instrument.name && c.quarter === quarter)
      const sum = (pick: (c: ActivityCell) => number) => cells.reduce((a, c) => a + pick(c), 0)
      const executed = sum((c) => c.executed)
      const passive = sum((c) => c.passive)
      const lots = round(
        sum((c) => c.lots),
        2,
      )
      const stress = turbulenceOf(year, quarter)
      const r = randomStream(`quality:${year}:${quarter}:${instrument.name}`)
      const rejected = Math.round(executed * r.between(0.0002, 0.0015) * stress)
      const cancelled = Math.round(passive * r.between(0.8, 1.6))
      const modified = Math.min(executed + cancelled, Math.round(passive * r.between(1, 2)))
      const averageLots = executed > 0 ? lots / executed : 0
      const improvement = round(r.between(4, 9) * Math.sqrt(stress), 2)
      const negative = round(improvement * r.between(0.9, 1.2), 2)
      return {
        instrument,
        quarter,
        executed,
        rejected,
        cancelled,
        modified,
        received: executed + rejected + cancelled,
        lots,
        // Order sizes are skewed: most orders are small, a few are large.
        medianTransactionLots: Math.max(0.01, round(averageLots * r.between(0.45, 0.65), 2)),
        medianOrderLots: Math.max(0.01, round(averageLots * r.between(0.5, 0.7), 2)),
        medianExecutionMs: Math.round(r.between(14, 26) * Math.sqrt(stress)),
        priceImprovementPercent: improvement,
        negativeSlippagePercent: negative,
        atRequestedPricePercent: round(100 - improvement - negative, 2),
        averageSpread: instrument.spread * r.between(1.05, 1.3) * stress ** 0.7,
      }
    }),
  )
}

export interface Rts27Row extends QualityCell {
  from: string
  to: string
  tradingDays: number
  averagePrice: number
  vwap: number
  highest: number
  lowest: number
  valueExecuted: number
}

/** A quarter's prices around the year's level: a drift, and a range that widens with the quarter's turbulence. */
function quarterPrices(instrument: Instrument, year: number, quarter: Quarter) {
  const r = randomStream(`prices:${year}:${quarter}:${instrument.name}`)
  const level = annualLevel(instrument.name, year)
  const quarterVol = annualVolatility(instrument) * 0.5
  const mid = level * (1 + quarterVol * 0.35 * r.normal())
  const halfRange = quarterVol * 0.7 * turbulenceOf(year, quarter) * r.between(0.8, 1.2)
  const digits = instrument.digits
  return {
    averagePrice: round(mid, digits),
    vwap: round(mid * (1 + 0.05 * halfRange * r.normal()), digits),
    highest: round(mid * (1 + halfRange * r.between(0.6, 1)), digits),
    lowest: round(mid * (1 - Math.min(0.9, halfRange * r.between(0.6, 1))), digits),
  }
}

export function rts27Rows(year: number): Rts27Row[] {
  return executionQuality(year).map((cell) => {
    const prices = quarterPrices(cell.instrument, year, cell.quarter)
    return {
      ...cell,
      ...prices,
      from: isoDate(quarterStart(year, cell.quarter)),
      to: isoDate(quarterEnd(year, cell.quarter)),
      tradingDays: tradingDays(quarterStart(year, cell.quarter), quarterEnd(year, cell.quarter)),
      valueExecuted: Math.round(cell.lots * contractSize(cell.instrument) * prices.vwap),
    }
  })
}

export const rts27Header = [
  'Reporting period',
  'Period start',
  'Period end',
  'Execution venue',
  'Venue LEI',
  'Country of competent authority',
  'Venue type',
  'Instrument',
  'Instrument description',
  'Class of instrument',
  'Price currency',
  'Trading days',
  'Simple average transaction price',
  'Volume-weighted average transaction price',
  'Highest executed price',
  'Lowest executed price',
  'Average quoted spread',
  'Commission per lot',
  'Orders received',
  'Transactions executed',
  'Value executed (price currency)',
  'Orders rejected',
  'Orders cancelled or expired',
  'Orders modified',
  'Median transaction size (lots)',
  'Median order size (lots)',
  'Median time to execution (ms)',
  'Executed at requested price (%)',
  'Executed with price improvement (%)',
  'Executed with negative slippage (%)',
] as const

const commodityNames = { XAUUSD: 'gold', XAGUSD: 'silver', UKOIL: 'Brent crude oil', USOIL: 'WTI crude oil' }
const descriptionOf = (instrument: Instrument) =>
  instrument.market === 'forex'
    ? `CFD on ${instrument.base}/${instrument.quote}`
    : `CFD on ${(commodityNames as Record<string, string>)[instrument.name] ?? `the ${instrument.name} stock index`}`

export function rts27Csv(year: number): string {
  return toCsv(
    rts27Header,
    rts27Rows(year).map((row) => [
      `${year}-Q${row.quarter}`,
      row.from,
      row.to,
      brand.legalEntity,
      brand.lei,
      'CY',
      'Market maker',
      row.instrument.name,
      descriptionOf(row.instrument),
      rts28ClassNames[classOf(row.instrument)],
      row.instrument.quote,
      row.tradingDays,
      fixed(row.averagePrice, row.instrument.digits),
      fixed(row.vwap, row.instrument.digits),
      fixed(row.highest, row.instrument.digits),
      fixed(row.lowest, row.instrument.digits),
      fixed(row.averageSpread, row.instrument.digits + 1),
      fixed(0),
      row.received,
      row.executed,
      row.valueExecuted,
      row.rejected,
      row.cancelled,
      row.modified,
      fixed(row.medianTransactionLots),
      fixed(row.medianOrderLots),
      row.medianExecutionMs,
      fixed(row.atRequestedPricePercent),
      fixed(row.priceImprovementPercent),
      fixed(row.negativeSlippagePercent),
    ]),
  )
}

/** A year's execution quality in a few numbers, for the statement's narrative. */
export function qualitySummary(year: number) {
  const cells = executionQuality(year)
  const executed = cells.reduce((a, c) => a + c.executed, 0)
  const weighted = (pick: (c: QualityCell) => number) => cells.reduce((a, c) => a + pick(c) * c.executed, 0) / executed
  const received = cells.reduce((a, c) => a + c.received, 0)
  const rejected = cells.reduce((a, c) => a + c.rejected, 0)
  const improvement = round(
    weighted((c) => c.priceImprovementPercent),
    2,
  )
  const negative = round(
    weighted((c) => c.negativeSlippagePercent),
    2,
  )
  const byQuarter = quarters.map((quarter) => {
    const q = cells.filter((c) => c.quarter === quarter)
    const n = q.reduce((a, c) => a + c.executed, 0)
    return { quarter, medianExecutionMs: Math.round(q.reduce((a, c) => a + c.medianExecutionMs * c.executed, 0) / n) }
  })
  return {
    executed,
    received,
    rejected,
    rejectedPercent: round((100 * rejected) / received, 3),
    priceImprovementPercent: improvement,
    negativeSlippagePercent: negative,
    atRequestedPricePercent: round(100 - improvement - negative, 2),
    medianExecutionMs: Math.round(weighted((c) => c.medianExecutionMs)),
    slowestQuarter: byQuarter.reduce((a, b) => (b.medianExecutionMs > a.medianExecutionMs ? b : a)),
  }
}

/**
 * The file of a year is complete with its fourth quarter, due three months after the quarter ends:
 * the last weekday on or before 31 March of the next year.
 */
export function rts27PublicationDate(year: number): string {
  const day = new Date(Date.UTC(year + 1, 2, 31))
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1)
  return isoDate(day)
}
