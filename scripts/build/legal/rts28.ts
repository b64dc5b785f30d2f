/**
 * RTS 28 (Commission Delegated Regulation (EU) 2017/576), Annex II: the top five execution venues
 * for each class of instrument, separately for retail and professional clients. We execute every
 * order as principal, so the one venue is the firm itself with 100% of volume and orders.
 */
import { brand } from '../../../src/config/brand'
import { fixed, toCsv } from './csv'
import {
  type ClientCategory,
  clientCategories,
  executionActivity,
  hasActivity,
  type InstrumentClass,
  instrumentClasses,
  totalsOf,
} from './execution-activity'
import { type Quarter, quarterEnd, quarterStart, tradingDays } from './market-history'
import { round } from './seeded-random'

/** The class names of RTS 28 Annex I, classes (e), (g) and (i), sub-class (ii): our CFDs by underlying. */
export const rts28ClassNames: Record<InstrumentClass, string> = {
  currency: 'Currency derivatives - Swaps, forwards, and other currency derivatives',
  equity: 'Equity derivatives - Swaps and other equity derivatives',
  commodity:
    'Commodities derivatives and emission allowances derivatives - Other commodities derivatives and emission allowances derivatives',
}

export const categoryNames: Record<ClientCategory, string> = { retail: 'Retail clients', professional: 'Professional clients' }

export const executionVenue = `${brand.legalEntity} - LEI ${brand.lei}`

export interface Rts28Row {
  category: ClientCategory
  instrumentClass: InstrumentClass
  /** Fewer than one trade per business day on average in the previous year (Article 3(1)). */
  belowOneTradePerDay: boolean
  rank: number
  venue: string
  volumePercent: number
  ordersPercent: number
  passivePercent: number
  aggressivePercent: number
  directedPercent: number
  /** Not part of Annex II; the statement reports them beside the table. */
  orders: number
  lots: number
}

export function businessDays(year: number): number {
  return tradingDays(quarterStart(year, 1), quarterEnd(year, 4 as Quarter))
}

function tradesPerBusinessDay(year: number, category: ClientCategory, instrumentClass: InstrumentClass): number | undefined {
  if (!hasActivity(year)) return undefined
  const cells = executionActivity(year).filter((c) => c.category === category && c.instrumentClass === instrumentClass)
  return totalsOf(cells).executed / businessDays(year)
}

/** The Annex II table of a year: one row per client category and class (one venue each). */
export function rts28Table(year: number): Rts28Row[] {
  const activity = executionActivity(year)
  return clientCategories.flatMap((category) =>
    instrumentClasses.flatMap((instrumentClass) => {
      const totals = totalsOf(activity.filter((c) => c.category === category && c.instrumentClass === instrumentClass))
      if (totals.executed === 0) return []
      const passivePercent = round((100 * totals.passive) / totals.executed, 2)
      const previous = tradesPerBusinessDay(year - 1, category, instrumentClass)
      return [
        {
          category,
          instrumentClass,
          // Without a previous year of business there is nothing to notify.
          belowOneTradePerDay: previous !== undefined && previous < 1,
          rank: 1,
          venue: executionVenue,
          volumePercent: 100,
          ordersPercent: 100,
          passivePercent,
          // Every order is one or the other, so the two add up to exactly 100.
          aggressivePercent: round(100 - passivePercent, 2),
          // Clients cannot choose where their orders go: we are the only venue.
          directedPercent: 0,
          orders: totals.executed,
          lots: totals.lots,
        },
      ]
    }),
  )
}

export const rts28Header = [
  'Client category',
  'Class of instrument',
  'Notification if <1 average trade per business day in the previous year',
  'Rank',
  'Top five execution venues ranked in terms of trading volumes (descending order)',
  'Proportion of volume traded as a percentage of total in that class',
  'Proportion of orders executed as percentage of total in that class',
  'Percentage of passive orders',
  'Percentage of aggressive orders',
  'Percentage of directed orders',
] as const

export function rts28Csv(year: number): string {
  return toCsv(
    rts28Header,
    rts28Table(year).map((row) => [
      categoryNames[row.category],
      rts28ClassNames[row.instrumentClass],
      row.belowOneTradePerDay ? 'Y' : 'N',
      row.rank,
      row.venue,
      fixed(row.volumePercent),
      fixed(row.ordersPercent),
      fixed(row.passivePercent),
      fixed(row.aggressivePercent),
      fixed(row.directedPercent),
    ]),
  )
}
