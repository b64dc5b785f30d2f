import { describe, expect, it } from 'vitest'
import { findInstrument, instruments } from '../../src/config/instruments'
import type { InstrumentName } from '../../src/contract/instruments'
import { type InstrumentState, quoteOf, SimulatedQuoteFeed } from './quote-feed'

/** A feed on a clock the test moves, seeded like the tests' server (FEED_SEED=42). */
function feedAt(start: string, seed = 42) {
  let now = Date.parse(start)
  const feed = new SimulatedQuoteFeed(seed, () => new Date(now))
  return {
    feed,
    /** Moves the clock on by `seconds` and steps the feed as far. */
    step(seconds = 1) {
      now += seconds * 1000
      return feed.step(seconds)
    },
  }
}

const steps = (name: InstrumentName, spread: number) => Math.round(spread * 10 ** findInstrument(name)!.digits)
const quoted = (feed: SimulatedQuoteFeed, name: InstrumentName) => feed.quotes([name])[0]!
const spreadOf = (feed: SimulatedQuoteFeed, name: InstrumentName) => {
  const quote = quoted(feed, name)
  return steps(name, quote.ask - quote.bid)
}

/** A Wednesday afternoon, an ordinary trading day (the end-to-end tests' DEMO_TIME). */
const wednesday = '2026-11-25T14:00:00Z'

describe('the simulated feed’s spread', () => {
  it('moves around the typical spread, rounded to the price step and never below 70 % of it', () => {
    const { step } = feedAt(wednesday)
    const seen = new Map<InstrumentName, number[]>()
    for (let i = 0; i < 3600; i++) {
      for (const tick of step(1)) {
        const name = tick.name as InstrumentName
        const list = seen.get(name) ?? []
        list.push(steps(name, tick.ask - tick.bid))
        seen.set(name, list)
      }
    }
    for (const name of ['EURUSD', 'XAUUSD', 'NAS100', 'UKOIL', 'GER30'] as const) {
      const typical = steps(name, findInstrument(name)!.spread)
      const spreads = seen.get(name)!
      expect(spreads).toHaveLength(3600)
      // Whole price steps: the quotes are rounded to the digits and their difference is exact.
      for (const spread of spreads) expect(Number.isInteger(spread)).toBe(true)
      expect(Math.min(...spreads), name).toBeGreaterThanOrEqual(Math.ceil(typical * 0.7))
      expect(new Set(spreads).size, name).toBeGreaterThan(2)
      const average = spreads.reduce((a, b) => a + b, 0) / spreads.length
      expect(average / typical, name).toBeGreaterThan(0.9)
      expect(average / typical, name).toBeLessThan(1.1)
    }
  })

  it('is wider at the rollover than in the afternoon', () => {
    const average = (start: string, name: InstrumentName) => {
      const { feed, step } = feedAt(start)
      let sum = 0
      for (let i = 0; i < 300; i++) {
        step(1)
        sum += spreadOf(feed, name)
      }
      return sum / 300
    }
    // The five minutes after 22:00 UTC, when a forex trading day begins, against five of the afternoon.
    expect(average('2026-11-25T22:00:00Z', 'EURUSD')).toBeGreaterThan(average(wednesday, 'EURUSD') * 1.5)
  })

  it('is the same for the same seed, and another for another seed', () => {
    const run = (seed: number) => {
      const { feed, step } = feedAt(wednesday, seed)
      for (let i = 0; i < 120; i++) step(1)
      return feed.quotes(instruments.map((instrument) => instrument.name))
    }
    expect(run(42)).toEqual(run(42))
    expect(run(43)).not.toEqual(run(42))
  })

  it('is carried on by the instance that resumes the states', () => {
    const first = feedAt(wednesday)
    for (let i = 0; i < 300; i++) first.step(1)
    const snapshot = first.feed.snapshot()
    const eurusd = snapshot.find((state) => state.name === 'EURUSD')!
    expect(eurusd.spread).toBeTypeOf('number')
    const second = feedAt('2026-11-25T14:05:00Z', 7)
    second.feed.resume(snapshot, first.feed.seq)
    const names = instruments.map((instrument) => instrument.name)
    expect(second.feed.quotes(names)).toEqual(first.feed.quotes(names))
    expect(second.feed.snapshot()).toEqual(snapshot)
  })

  it('loads a snapshot saved before the spread moved, quoting the typical spread until it steps', () => {
    const { feed: old } = feedAt(wednesday)
    const saved = old.snapshot().map(({ spread: _, openSpread: __, ...state }) => state)
    const { feed, step } = feedAt(wednesday, 7)
    feed.resume(saved, 3)
    const quote = quoted(feed, 'XAUUSD')
    expect(steps('XAUUSD', quote.ask - quote.bid)).toBe(30)
    const state = saved.find((s) => s.name === 'XAUUSD')!
    expect(quote.bid).toBe(Number((state.mid - 0.15).toFixed(2)))
    expect(feed.openPrices(['XAUUSD'])[0]!.open).toBe(Number((state.open - 0.15).toFixed(2)))
    expect(step(1).some((tick) => tick.name === 'XAUUSD')).toBe(true)
    // A shared state read from Redis as an old instance wrote it quotes the same.
    expect(quoteOf(state as InstrumentState, new Date(wednesday))).toEqual(quote)
  })

  it('opens the day at the bid quoted at midnight', () => {
    const { feed, step } = feedAt('2026-11-25T23:59:00Z')
    for (let i = 0; i < 60; i++) step(1)
    const atMidnight = quoted(feed, 'EURUSD')
    expect(atMidnight.time).toBe('2026-11-26T00:00:00.000Z')
    // The first step of the day takes the open before it moves: the last bid of the day before.
    const { feed: before, step: stepBefore } = feedAt('2026-11-25T23:59:00Z')
    for (let i = 0; i < 59; i++) stepBefore(1)
    expect(feed.openPrices(['EURUSD'])[0]!.open).toBe(quoted(before, 'EURUSD').bid)
  })
})

describe('the simulated feed on holidays (server/feeds/closures.ts)', () => {
  it('freezes NAS100 and quotes it closed on Thanksgiving, while EURUSD trades', () => {
    const { feed, step } = feedAt('2026-11-26T15:00:00Z')
    const before = quoted(feed, 'NAS100')
    const ticks = step(1)
    expect(ticks.map((tick) => tick.name)).toContain('EURUSD')
    expect(ticks.map((tick) => tick.name)).not.toContain('NAS100')
    expect(quoted(feed, 'NAS100')).toEqual({ ...before, status: 'closed' })
    expect(quoted(feed, 'EURUSD').status).toBe('open')
    expect(quoted(feed, 'GER30').status).toBe('open')
  })

  it('closes the US indices at 18:00 UTC the day after Thanksgiving', () => {
    const { feed, step } = feedAt('2026-11-27T17:59:58Z')
    expect(step(1).map((tick) => tick.name)).toContain('NAS100')
    expect(quoted(feed, 'NAS100').status).toBe('open')
    expect(step(1).map((tick) => tick.name)).not.toContain('NAS100')
    expect(quoted(feed, 'NAS100').status).toBe('closed')
    expect(quoted(feed, 'EURUSD').status).toBe('open')
  })

  it('closes every market on Christmas Day and New Year’s Day', () => {
    for (const day of ['2026-12-25T12:00:00Z', '2027-01-01T12:00:00Z']) {
      const { feed, step } = feedAt(day)
      expect(step(1), day).toEqual([])
      expect(new Set(feed.quotes(instruments.map((instrument) => instrument.name)).map((quote) => quote.status))).toEqual(
        new Set(['closed']),
      )
    }
  })

  it('keeps the Wednesday before Thanksgiving an ordinary trading day', () => {
    const { feed, step } = feedAt(wednesday)
    const moved = step(1).map((tick) => tick.name)
    // Only the Asian indices are closed in the afternoon (UTC).
    expect(moved).toEqual(instruments.filter((i) => i.session !== 'asia-index').map((i) => i.name))
    expect(quoted(feed, 'NAS100').status).toBe('open')
  })
})
