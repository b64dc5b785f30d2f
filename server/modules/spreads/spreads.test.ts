// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { instruments } from '../../../src/config/instruments'
import { currentSession } from '../../../src/config/trading-session'
import { errorCodes } from '../../../src/contract/envelope'
import type { InstrumentName } from '../../../src/contract/instruments'
import { apiPaths } from '../../../src/contract/paths'
import type { SpreadFigures } from '../../../src/contract/spread-statistics'
import type { Quote } from '../../feeds/quote-feed'
import { isTrading } from '../../feeds/trading-status'
import { addTick, countsFromJson, countsToJson, type SpreadCounts, spreadFigures, spreadSteps } from './aggregate'
import { type SpreadMinuteRow, type SpreadsRepo, spreadsRepo } from './repo'
import { spreadService } from './service'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let open: TestApp[] = []
async function testApp(...args: Parameters<typeof createTestApp>) {
  const t = await createTestApp(...args)
  open.push(t)
  return t
}
afterEach(async () => {
  await Promise.all(open.map((t) => t.close()))
  open = []
})

describe('spread arithmetic', () => {
  it('counts a known tick sequence into minimum, average and nearest-rank 90th percentile', () => {
    // Ten EURUSD ticks (5 digits): spreads of 0.6 to 2.0 pips, one wide quote.
    const quotes: Array<[number, number]> = [
      [1.08501, 1.08507],
      [1.08502, 1.0851],
      [1.085, 1.08508],
      [1.08499, 1.08507],
      [1.08503, 1.08511],
      [1.08501, 1.0851],
      [1.08505, 1.08514],
      [1.08504, 1.08514],
      [1.08506, 1.08516],
      [1.08506, 1.08526],
    ]
    const counts: SpreadCounts = new Map()
    for (const [bid, ask] of quotes) addTick(counts, spreadSteps(bid, ask, 5))
    // Steps: 6, 8, 8, 8, 8, 9, 9, 10, 10, 20 → sum 96.
    expect(Object.fromEntries(counts)).toEqual({ 6: 1, 8: 4, 9: 2, 10: 2, 20: 1 })
    expect(spreadFigures(counts, 5)).toEqual({ ticks: 10, min: 0.00006, average: 0.000096, p90: 0.0001 })
    // The wide tick is the 10th of 10: above the 90th percentile, inside the maximum.
    addTick(counts, 20)
    expect(spreadFigures(counts, 5)?.p90).toBe(0.0002)
  })

  it('adds stored minutes up exactly, and has no figures without ticks', () => {
    const first: SpreadCounts = new Map([[3, 2]])
    const stored = countsFromJson(countsToJson(first))
    expect(stored).toEqual(first)
    expect(spreadFigures(new Map(), 2)).toBeNull()
    // An index of one digit: 0.5 and 0.7 points.
    expect(
      spreadFigures(
        new Map([
          [5, 3],
          [7, 1],
        ]),
        1,
      ),
    ).toEqual({ ticks: 4, min: 0.5, average: 0.55, p90: 0.7 })
  })
})

describe('current session', () => {
  const trades = (name: InstrumentName) => (at: Date) => isTrading(name, at)

  it('is the forex trading day from the 22:00 UTC rollover, and the last session while closed', () => {
    const wednesday = new Date('2026-11-25T14:00:00Z')
    expect(currentSession(trades('EURUSD'), wednesday)).toEqual({ from: new Date('2026-11-24T22:00:00Z'), to: wednesday })
    expect(currentSession(trades('GER30'), wednesday)?.from).toEqual(new Date('2026-11-25T07:00:00Z'))
    expect(currentSession(trades('XAUUSD'), wednesday)?.from).toEqual(new Date('2026-11-24T23:00:00Z'))
    // Saturday: the last session, Friday's, ended at the close.
    const saturday = new Date('2026-11-28T12:00:00Z')
    expect(currentSession(trades('JPN225'), saturday)).toEqual({
      from: new Date('2026-11-27T01:15:00Z'),
      to: new Date('2026-11-27T08:30:00Z'),
    })
  })

  it('passes over a holiday to the last session the market traded', () => {
    // Thanksgiving: the US indices do not trade, so their session is Wednesday's; forex trades on.
    const thanksgiving = new Date('2026-11-26T15:00:00Z')
    expect(currentSession(trades('NAS100'), thanksgiving)).toEqual({
      from: new Date('2026-11-24T23:00:00Z'),
      to: new Date('2026-11-25T22:00:00Z'),
    })
    expect(currentSession(trades('EURUSD'), thanksgiving)).toEqual({ from: new Date('2026-11-25T22:00:00Z'), to: thanksgiving })
  })
})

describe('spread statistics (QF1004)', () => {
  it('answers the figures of the ticks the feed quoted, once their minute is stored', async () => {
    const t = await testApp()
    const seen = new Map<string, number[]>()
    const unsubscribe = t.feed.subscribe((ticks: Quote[]) => {
      for (const tick of ticks) {
        const digits = instruments.find((i) => i.name === tick.name)!.digits
        seen.set(tick.name, [...(seen.get(tick.name) ?? []), spreadSteps(tick.bid, tick.ask, digits)])
      }
    })
    // Three minutes of ticks, every 10 seconds.
    for (let i = 0; i < 18; i++) {
      t.advance(10_000)
      t.feed.step(10)
    }
    unsubscribe()
    // The figures end a whole minute behind the clock: two more minutes and all three count.
    t.advance(120_000)
    const answer = await t.call(apiPaths.spreadStatistics, {})
    expect(answer.json.res).toBe(1)
    const { list, demo, from, until } = answer.json.dt
    expect(demo).toBe(true)
    expect(Date.parse(until) - Date.parse(from)).toBe(86_400_000)
    expect(list).toHaveLength(instruments.length)
    const gold = list.find((item: { name: string }) => item.name === 'XAUUSD')
    const steps = (seen.get('XAUUSD') ?? []).sort((a, b) => a - b)
    expect(steps.length).toBe(18)
    expect(gold.day).toEqual({
      ticks: 18,
      min: Number((steps[0]! / 100).toFixed(2)),
      average: Number((steps.reduce((a, b) => a + b, 0) / 18 / 100).toFixed(4)),
      p90: Number((steps[Math.ceil(18 * 0.9) - 1]! / 100).toFixed(2)),
    })
    // The session began at 23:00 the day before, long before these ticks: the same figures.
    expect(gold.session.from).toBe('2026-11-24T23:00:00.000Z')
    expect(gold.session.figures).toEqual(gold.day)
  })

  it('measures a spread that varies around the typical one: minimum below average below 90th percentile', async () => {
    const t = await testApp()
    // Twenty minutes of the seeded feed (FEED_SEED=42), a step every 5 seconds.
    for (let i = 0; i < 240; i++) {
      t.advance(5_000)
      t.feed.step(5)
    }
    t.advance(120_000)
    const answer = await t.call(apiPaths.spreadStatistics, { goods: 'EURUSD,XAUUSD,NAS100,GER30' })
    expect(answer.json.res).toBe(1)
    for (const { name, day } of answer.json.dt.list as Array<{ name: string; day: NonNullable<SpreadFigures> }>) {
      const typical = instruments.find((i) => i.name === name)!.spread
      expect(day.ticks, name).toBe(240)
      expect(day.min, name).toBeLessThan(day.average)
      expect(day.average, name).toBeLessThan(day.p90)
      expect(day.min, name).toBeGreaterThanOrEqual(typical * 0.7 - 1e-9)
      // A broker's typical spread is about its average.
      expect(Math.abs(day.average / typical - 1), name).toBeLessThan(0.1)
    }
  })

  it('counts nothing before a minute is over, and filters by instrument', async () => {
    const t = await testApp()
    t.advance(1000)
    t.feed.step(1)
    const answer = await t.call(apiPaths.spreadStatistics, { goods: 'eurusd,GER30' })
    expect(answer.json.res).toBe(1)
    expect(answer.json.dt.list.map((item: { name: string }) => item.name)).toEqual(['EURUSD', 'GER30'])
    expect(answer.json.dt.list[0].day).toBeNull()
  })

  it('refuses an unknown instrument', async () => {
    const t = await testApp()
    const answer = await t.call(apiPaths.spreadStatistics, { goods: 'EURUSD,BTCUSD' })
    expect(answer.json.res).toBe(0)
    expect(answer.json.ec).toBe(errorCodes.invalidPayload)
  })

  it('measures only on the instance that runs the feed', async () => {
    const t = await testApp()
    const saved: SpreadMinuteRow[] = []
    const repo: SpreadsRepo = { ...spreadsRepo(t.db), save: async (rows) => void saved.push(...rows) }
    let leads = false
    const service = spreadService(
      repo,
      t.feed,
      () => leads,
      () => new Date(),
    )
    const stop = service.start()
    t.advance(1000)
    t.feed.step(1)
    t.advance(60_000)
    await service.settled()
    expect(saved).toEqual([])
    leads = true
    const moved = t.feed.step(1)
    t.advance(60_000)
    await service.settled()
    stop()
    // One minute per instrument that ticked (the Asian indices are closed at 14:00 UTC).
    expect(saved.map((row) => row.symbol)).toEqual(moved.map((tick) => tick.name))
    expect(countsFromJson(saved[0]!.counts).size).toBe(1)
  })
})
