import { describe, expect, it, vi } from 'vitest'
import type { Candle } from '~/contract/market-data'
import { releaseReaction } from './reactions'

const at = (iso: string) => Date.parse(iso)
/** Candles of one timeframe from a start, each opening where the last closed. */
function candles(start: string, periodMinutes: number, closes: number[], open: number): Candle[] {
  let previous = open
  return closes.map((close, i) => {
    const candle = {
      time: new Date(at(start) + i * periodMinutes * 60_000).toISOString(),
      open: previous,
      high: Math.max(previous, close),
      low: Math.min(previous, close),
      close,
    }
    previous = close
    return candle
  })
}

// Payrolls at 13:30 UTC: EURUSD 1.08500 at the release, 1.08283 a quarter of an hour later, 1.08717 after an hour.
const fiveMinutes = candles(
  '2026-11-06T13:00:00Z',
  5,
  [
    ...[1.0848, 1.0849, 1.085, 1.0851, 1.0849, 1.085], // 13:00 to 13:25
    ...[1.084, 1.083, 1.08283], // 13:30 to 13:40: the first quarter of an hour
    ...[1.0835, 1.084, 1.0845, 1.085, 1.0855, 1.086, 1.0865, 1.087, 1.08717], // 13:45 to 14:25
  ],
  1.0847,
)
const hours = candles(
  '2026-10-01T00:00:00Z',
  60,
  Array.from({ length: 24 * 40 }, (_, i) => 1.08 + i * 0.00001),
  1.08,
)

describe('how an instrument moved after a release', () => {
  it('reads the price at the release and 15 and 60 minutes later from the finest candles that hold both', () => {
    const series = [{ period: '5m' as const, candles: fiveMinutes }]
    const quarter = releaseReaction(at('2026-11-06T13:30:00Z'), 15, series)!
    expect([quarter.from, quarter.to]).toEqual([1.085, 1.08283])
    // (1.08283 − 1.085) / 1.085 = −0.2 %
    expect(quarter.change).toBeCloseTo(-0.2, 10)
    const hour = releaseReaction(at('2026-11-06T13:30:00Z'), 60, series)!
    expect([hour.from, hour.to]).toEqual([1.085, 1.08717])
    expect(hour.change).toBeCloseTo(0.2, 10)
  })

  it('falls back to coarser candles for older releases, only where they line up with the release', () => {
    const series = [
      { period: '1h' as const, candles: hours },
      { period: '5m' as const, candles: fiveMinutes },
    ]
    // On the hour, three weeks back: only the hourly candles reach; the hour's own candle gives the 60 minutes.
    const old = releaseReaction(at('2026-10-15T14:00:00Z'), 60, series)!
    const candle = hours.find((c) => c.time === '2026-10-15T14:00:00.000Z')!
    expect([old.from, old.to]).toEqual([candle.open, candle.close])
    // A quarter of an hour cannot be read from hourly candles, nor a release at half past.
    expect(releaseReaction(at('2026-10-15T14:00:00Z'), 15, series)).toBeNull()
    expect(releaseReaction(at('2026-10-15T13:30:00Z'), 60, series)).toBeNull()
  })

  it('is not available outside the history or where the market had no candle', () => {
    const series = [{ period: '5m' as const, candles: fiveMinutes }]
    expect(releaseReaction(at('2026-11-05T13:30:00Z'), 15, series)).toBeNull()
    // The hour after 14:15 runs past the last candle.
    expect(releaseReaction(at('2026-11-06T14:15:00Z'), 60, series)).toBeNull()
    expect(releaseReaction(at('2026-11-06T13:30:00Z'), 15, [])).toBeNull()
  })

  it('reads each list of candles once, however many releases and windows ask', () => {
    const series = [{ period: '5m' as const, candles: candles('2026-11-06T13:00:00Z', 5, [1.1, 1.2, 1.3, 1.4], 1) }]
    const release = at('2026-11-06T13:00:00Z')
    const parse = vi.spyOn(Date, 'parse')
    try {
      for (let i = 0; i < 16; i++) releaseReaction(release, 15, series)
      // One reading per candle for the index, none again for the 15 questions after the first.
      expect(parse).toHaveBeenCalledTimes(4)
    } finally {
      parse.mockRestore()
    }
    expect(releaseReaction(release, 15, series)?.to).toBe(1.3)
  })
})
