import type { Candle } from '~/contract/market-data'

/**
 * The history with the newest bid folded in: the last candle moves while the tick falls in its
 * period, and a tick in a later period starts a new candle, as the server's own candles do.
 */
export function withLiveBid(
  candles: readonly Candle[],
  bid: { bid: number; time: string } | undefined,
  periodMs: number,
): Candle[] {
  const last = candles.at(-1)
  if (!bid || !last) return [...candles]
  const start = Math.floor(Date.parse(bid.time) / periodMs) * periodMs
  const lastStart = Date.parse(last.time)
  if (start < lastStart) return [...candles]
  if (start === lastStart) {
    return [
      ...candles.slice(0, -1),
      { ...last, high: Math.max(last.high, bid.bid), low: Math.min(last.low, bid.bid), close: bid.bid },
    ]
  }
  return [...candles, { time: new Date(start).toISOString(), open: bid.bid, high: bid.bid, low: bid.bid, close: bid.bid }]
}

export interface CandleSummary {
  from: string
  to: string
  open: number
  close: number
  change: number
  high: number
  low: number
}

/** What the chart shows, in words: the period covered, the move from first open to last close, the extremes. */
export function summarise(candles: readonly Candle[]): CandleSummary | undefined {
  const first = candles[0]
  const last = candles.at(-1)
  if (!first || !last) return undefined
  return {
    from: first.time,
    to: last.time,
    open: first.open,
    close: last.close,
    change: first.open === 0 ? 0 : (last.close - first.open) / first.open,
    high: Math.max(...candles.map((c) => c.high)),
    low: Math.min(...candles.map((c) => c.low)),
  }
}
