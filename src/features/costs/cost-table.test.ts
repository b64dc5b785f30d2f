import { describe, expect, it } from 'vitest'
import { instrumentSpecs } from '~/config/instrument-specs'
import type { SpreadStatistics } from '~/contract/spread-statistics'
import { costRows } from './cost-table'

const figures = (average: number) => ({ ticks: 10, min: average, average, p90: average })
const statistics: SpreadStatistics = {
  list: [
    { name: 'EURUSD', day: figures(0.00009), session: { from: '', to: '', figures: figures(0.00008) } },
    { name: 'GBPUSD', day: figures(0.00012), session: { from: '', to: '', figures: null } },
  ],
  from: '2026-11-24T14:00:00.000Z',
  until: '2026-11-25T14:00:00.000Z',
  demo: true,
}

describe('the costs table', () => {
  it('filters by market and name and sorts by the measured spread in pips, unmeasured last', () => {
    const rows = costRows(instrumentSpecs, statistics, {
      market: 'forex',
      query: 'usd',
      sort: { column: 'dayAverage', ascending: false },
    })
    expect(rows.slice(0, 2).map((row) => row.instrument.name)).toEqual(['GBPUSD', 'EURUSD'])
    expect(rows.every((row) => row.instrument.market === 'forex' && row.instrument.name.includes('USD'))).toBe(true)
    expect(rows.at(-1)?.day).toBeNull()
  })

  it('sorts by the swap and keeps the list order without a sort', () => {
    const bySwap = costRows(instrumentSpecs, undefined, {
      market: 'indices',
      query: '',
      sort: { column: 'swapLong', ascending: true },
    })
    expect(bySwap[0]?.instrument.name).toBe('US30')
    expect(costRows(instrumentSpecs, undefined, { market: 'all', query: '' }).map((row) => row.instrument.name)).toEqual(
      instrumentSpecs.map((spec) => spec.name),
    )
  })
})
