import { describe, expect, it } from 'vitest'
import type { Candle } from '~/contract/market-data'
import { summarise, withLiveBid } from './candle-math'

const minute = 60_000
const candles: Candle[] = [
  { time: '2026-11-25T14:00:00.000Z', open: 1.1, high: 1.12, low: 1.09, close: 1.11 },
  { time: '2026-11-25T14:01:00.000Z', open: 1.11, high: 1.115, low: 1.105, close: 1.108 },
]

describe('the last candle follows the stream', () => {
  it('moves the close, and the high or low when passed, within its period', () => {
    const next = withLiveBid(candles, { bid: 1.13, time: '2026-11-25T14:01:40.000Z' }, minute)
    expect(next).toHaveLength(2)
    expect(next[1]).toEqual({ time: '2026-11-25T14:01:00.000Z', open: 1.11, high: 1.13, low: 1.105, close: 1.13 })
  })

  it('starts a new candle at the start of a later period', () => {
    const next = withLiveBid(candles, { bid: 1.1, time: '2026-11-25T14:03:05.000Z' }, minute)
    expect(next).toHaveLength(3)
    expect(next[2]).toEqual({ time: '2026-11-25T14:03:00.000Z', open: 1.1, high: 1.1, low: 1.1, close: 1.1 })
  })

  it('ignores a price older than the last candle', () => {
    expect(withLiveBid(candles, { bid: 2, time: '2026-11-25T13:59:00.000Z' }, minute)).toEqual(candles)
  })
})

describe('the text alternative', () => {
  it('names the range, the change and the extremes', () => {
    expect(summarise(candles)).toEqual({
      from: '2026-11-25T14:00:00.000Z',
      to: '2026-11-25T14:01:00.000Z',
      open: 1.1,
      close: 1.108,
      change: expect.closeTo(0.008 / 1.1, 12),
      high: 1.12,
      low: 1.09,
    })
    expect(summarise([])).toBeUndefined()
  })
})
