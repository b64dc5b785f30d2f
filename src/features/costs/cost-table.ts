import type { TableSort } from '~/components/sortable-header'
import type { InstrumentSpec } from '~/config/instrument-specs'
import type { Market } from '~/config/instruments'
import type { SpreadFigures, SpreadStatistics } from '~/contract/spread-statistics'

export type CostColumn = 'name' | 'spread' | 'dayAverage' | 'sessionAverage' | 'swapLong' | 'swapShort'

/** The column the table is sorted by, and which way. */
export type CostSort = TableSort<CostColumn>

export interface CostRow {
  instrument: InstrumentSpec
  /** Measured over the last 24 hours and over the current session; null before the first whole minute. */
  day: SpreadFigures
  session: SpreadFigures
}

/** A spread in the pips (points) traders compare spreads in. */
export const inPips = (spread: number, instrument: Pick<InstrumentSpec, 'pipSize'>) => spread / instrument.pipSize

const sortValue: Record<CostColumn, (row: CostRow) => number | string | undefined> = {
  name: (row) => row.instrument.name,
  spread: (row) => inPips(row.instrument.spread, row.instrument),
  dayAverage: (row) => (row.day ? inPips(row.day.average, row.instrument) : undefined),
  sessionAverage: (row) => (row.session ? inPips(row.session.average, row.instrument) : undefined),
  swapLong: (row) => row.instrument.swapLong,
  swapShort: (row) => row.instrument.swapShort,
}

/**
 * The rows of the costs table: the instruments of a market whose name contains the text typed,
 * sorted by a column. An instrument not measured yet sorts last whichever way the column goes.
 */
export function costRows(
  specs: readonly InstrumentSpec[],
  statistics: SpreadStatistics | undefined,
  { market, query, sort }: { market: Market | 'all'; query: string; sort?: CostSort },
): CostRow[] {
  const needle = query.trim().toLocaleLowerCase()
  const measured = new Map(statistics?.list.map((item) => [item.name, item]))
  const rows = specs
    .filter((instrument) => market === 'all' || instrument.market === market)
    .filter((instrument) => needle === '' || instrument.name.toLocaleLowerCase().includes(needle))
    .map((instrument) => {
      const item = measured.get(instrument.name)
      return { instrument, day: item?.day ?? null, session: item?.session.figures ?? null }
    })
  if (!sort) return rows
  const value = sortValue[sort.column]
  return rows.sort((a, b) => {
    const x = value(a)
    const y = value(b)
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return sort.ascending ? order : -order
  })
}
