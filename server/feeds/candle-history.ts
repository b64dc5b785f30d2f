import type { Instrument } from '../../src/config/instruments'
import { type CandlePeriod, candlePeriodMs } from '../../src/contract/market-data'
import { fnv1a, seededRandom } from '../../src/lib/seeded-random'
import { isTrading } from './trading-status'

/** A candle as the server keeps it: `time` is the start of its period in epoch milliseconds. */
export interface StoredCandle {
  time: number
  open: number
  high: number
  low: number
  close: number
}

/** Typical daily volatility per market: the size of the simulated feed's steps and of its history's candles. */
export const dailyVolatility = { forex: 0.005, metals: 0.01, energy: 0.02, indices: 0.01 } as const

const dayMs = 86_400_000
/** How far back the walk may look for trading periods before it gives up (weekends, long breaks). */
const maxStepsPerCandle = 8

/**
 * Whether a market trades at some moment of a period (checked every minute up to every 15 minutes):
 * its weekly hours less its holidays and early closes, by the same rule as the live feed
 * (server/feeds/trading-status.ts), so a chart shows no candle on a day its market was shut.
 */
export function tradesDuring(instrument: Instrument, start: number, periodMs: number): boolean {
  const step = Math.min(periodMs, 15 * 60_000)
  for (let at = start; at < start + periodMs; at += step) if (isTrading(instrument.name, new Date(at))) return true
  return false
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/**
 * A plausible history for the demonstration feed: a seeded random walk run backwards from the
 * price the stored or live candles start at, over the periods in which the market trades, so the
 * newest generated candle closes where the real ones open. Deterministic per seed, instrument and
 * timeframe, so a reinstalled server draws the same charts.
 */
export function syntheticHistory({
  instrument,
  period,
  before,
  count,
  close,
  seed,
}: {
  instrument: Instrument
  period: CandlePeriod
  before: Date
  count: number
  close: number
  seed: number
}): StoredCandle[] {
  const periodMs = candlePeriodMs[period]
  const random = seededRandom(fnv1a(`${instrument.name}/${period}`, seed))
  const gaussian = () => Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random())
  const sigma = dailyVolatility[instrument.market] * Math.sqrt(periodMs / dayMs)
  const candles: StoredCandle[] = []
  let start = Math.floor(before.getTime() / periodMs) * periodMs - periodMs
  let price = close
  const oldest = start - count * periodMs * maxStepsPerCandle
  while (candles.length < count && start >= oldest) {
    if (tradesDuring(instrument, start, periodMs)) {
      const closing = round(price, instrument.digits)
      const opening = round(price / (1 + sigma * gaussian()), instrument.digits)
      const wickUp = Math.abs(gaussian()) * sigma * 0.4
      const wickDown = Math.abs(gaussian()) * sigma * 0.4
      candles.push({
        time: start,
        open: opening,
        close: closing,
        high: Math.max(round(Math.max(opening, closing) * (1 + wickUp), instrument.digits), opening, closing),
        low: Math.min(round(Math.min(opening, closing) * (1 - wickDown), instrument.digits), opening, closing),
      })
      price = opening
    }
    start -= periodMs
  }
  return candles.reverse()
}
