/**
 * The figures of an execution quality statement (RTS 28 Article 3), as the values of the
 * {{placeholders}} in content/legal/execution-quality-statement-<year>.md.
 */
import {
  activeClients,
  type ClientCategory,
  executionActivity,
  hasActivity,
  instrumentClasses,
  totalsOf,
} from './execution-activity'
import { amount, change, markdownTable, percent } from './format'
import { qualitySummary } from './rts27'
import { categoryNames, rts28Table } from './rts28'
import { round } from './seeded-random'

/** The classes in the statement's own words; the data file uses the regulation's names. */
const classNames = {
  currency: 'Currency derivatives - other (CFDs on currency pairs)',
  equity: 'Equity derivatives - other (CFDs on stock indices)',
  commodity: 'Commodity derivatives - other (CFDs on metals and energy)',
} as const

export function executionStatementValues(year: number): Record<string, string> {
  const table = rts28Table(year)
  const venueTable = (category: ClientCategory) =>
    markdownTable(
      [
        'Class of instrument',
        `Below one trade a day in ${year - 1}`,
        'Execution venue (rank 1 of 1)',
        'Share of volume',
        'Share of orders',
        'Passive orders',
        'Aggressive orders',
        'Directed orders',
      ],
      table
        .filter((row) => row.category === category)
        .map((row) => [
          classNames[row.instrumentClass],
          row.belowOneTradePerDay ? 'Yes' : 'No',
          row.venue,
          percent(row.volumePercent),
          percent(row.ordersPercent),
          percent(row.passivePercent),
          percent(row.aggressivePercent),
          percent(row.directedPercent),
        ]),
      [3, 4, 5, 6, 7],
    )
  const orders = (category: ClientCategory, instrumentClass?: string) =>
    table
      .filter((r) => r.category === category && (!instrumentClass || r.instrumentClass === instrumentClass))
      .reduce((a, r) => a + r.orders, 0)
  const retail = orders('retail')
  const professional = orders('professional')
  const total = retail + professional
  const passiveShare = (category: ClientCategory) => {
    const totals = totalsOf(executionActivity(year).filter((c) => c.category === category))
    return percent(round((100 * totals.passive) / totals.executed, 2))
  }
  const ordersTable = markdownTable(
    ['Class of instrument', categoryNames.retail, categoryNames.professional, 'All clients'],
    [
      ...instrumentClasses.map((c) => [
        classNames[c],
        amount(orders('retail', c)),
        amount(orders('professional', c)),
        amount(orders('retail', c) + orders('professional', c)),
      ]),
      ['**Total**', `**${amount(retail)}**`, `**${amount(professional)}**`, `**${amount(total)}**`],
    ],
    [1, 2, 3],
  )
  const quality = qualitySummary(year)
  const previousTotal = hasActivity(year - 1) ? totalsOf(executionActivity(year - 1)).executed : undefined
  return {
    year: String(year),
    previousYear: String(year - 1),
    publicationYear: String(year + 1),
    rts28File: `rts28-top-five-venues-${year}.csv`,
    rts27File: `rts27-execution-quality-${year}.csv`,
    retailVenueTable: venueTable('retail'),
    professionalVenueTable: venueTable('professional'),
    ordersTable,
    totalOrders: amount(total),
    retailOrders: amount(retail),
    professionalOrders: amount(professional),
    professionalOrderShare: percent(round((100 * professional) / total, 1), 1),
    ordersChange: previousTotal ? change(previousTotal, total) : 'not comparable',
    retailClients: amount(activeClients(year, 'retail')),
    professionalClients: amount(activeClients(year, 'professional')),
    retailPassiveShare: passiveShare('retail'),
    professionalPassiveShare: passiveShare('professional'),
    atRequestedPrice: percent(quality.atRequestedPricePercent),
    priceImprovement: percent(quality.priceImprovementPercent),
    negativeSlippage: percent(quality.negativeSlippagePercent),
    medianExecutionMs: String(quality.medianExecutionMs),
    slowestQuarter: `Q${quality.slowestQuarter.quarter}`,
    slowestQuarterMs: String(quality.slowestQuarter.medianExecutionMs),
    rejectedOrders: amount(quality.rejected),
    rejectedShare: percent(quality.rejectedPercent, 3),
    ordersReceived: amount(quality.received),
  }
}
