import type { Candle, CandlePeriod } from '~/contract/market-data'
import { candlePeriodMs } from '~/contract/market-data'

/** The timeframes a release's reaction is read from, finest first, and how many candles of each. */
export const reactionPeriods: readonly CandlePeriod[] = ['5m', '15m', '1h']
export const reactionCandles = 500

/** The windows after a release that the indicator page shows. */
export const reactionMinutes = [15, 60] as const

export interface Reaction {
  /** The price when the figure came out: the open of the candle that starts at the release time. */
  from: number
  /** The price `minutes` later: the close of the candle that ends then. */
  to: number
  /** The change from one to the other, in percent. */
  change: number
}

/**
 * A list's candles by their start time, made once per list: the table asks for 8 releases × 2
 * windows × 3 timeframes, and a list from the query cache keeps its identity from render to render
 * (making the index for each question was 48 indexes of 500 candles at each render, some tens of
 * milliseconds on a phone each time a timeframe arrived).
 */
const startIndexes = new WeakMap<readonly Candle[], ReadonlyMap<number, Candle>>()
function candlesByStart(candles: readonly Candle[]): ReadonlyMap<number, Candle> {
  let index = startIndexes.get(candles)
  if (!index) {
    index = new Map(candles.map((candle) => [Date.parse(candle.time), candle]))
    startIndexes.set(candles, index)
  }
  return index
}

/**
 * How an instrument moved in the minutes after a release, from its candles (QF1003): read from the
 * finest timeframe whose candles start exactly at the release time and end exactly `minutes` later,
 * both present. Null when no timeframe has them: the release lies before the history the server
 * keeps, the market was closed, or the release time is not on a candle boundary. Never estimated.
 */
export function releaseReaction(
  releaseTime: number,
  minutes: number,
  series: ReadonlyArray<{ period: CandlePeriod; candles: readonly Candle[] }>,
): Reaction | null {
  const span = minutes * 60_000
  for (const { period, candles } of [...series].sort((a, b) => candlePeriodMs[a.period] - candlePeriodMs[b.period])) {
    const periodMs = candlePeriodMs[period]
    if (span % periodMs !== 0 || releaseTime % periodMs !== 0) continue
    const at = candlesByStart(candles)
    const first = at.get(releaseTime)
    const last = at.get(releaseTime + span - periodMs)
    if (!first || !last) continue
    return { from: first.open, to: last.close, change: ((last.close - first.open) / first.open) * 100 }
  }
  return null
}
