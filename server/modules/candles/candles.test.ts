// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { instruments } from '../../../src/config/instruments'
import { errorCodes } from '../../../src/contract/envelope'
import { type Candle, candlePeriodMs, candlePeriods, maxCandles } from '../../../src/contract/market-data'
import { apiPaths } from '../../../src/contract/paths'

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

function expectValidCandles(list: Candle[], periodMs: number) {
  let previous = -Infinity
  for (const candle of list) {
    const time = Date.parse(candle.time)
    expect(time % periodMs, candle.time).toBe(0)
    expect(time).toBeGreaterThan(previous)
    previous = time
    expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close))
    expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close))
  }
}

describe('price history (QF1003)', () => {
  it('answers valid candles for every instrument and timeframe, filled on a new install', async () => {
    const t = await testApp()
    for (const period of candlePeriods) {
      for (const { name } of instruments) {
        const answer = await t.call(apiPaths.priceHistory, { goods: name.toLowerCase(), period, count: maxCandles })
        expect(answer.json.res, `${name} ${period}`).toBe(1)
        const list: Candle[] = answer.json.dt.list
        expect(list).toHaveLength(maxCandles)
        expectValidCandles(list, candlePeriodMs[period])
      }
    }
  }, 60_000)

  it('gives the newest candles, as many as asked for, and the same history for the same seed', async () => {
    const first = await testApp()
    const second = await testApp()
    const a = await first.call(apiPaths.priceHistory, { goods: 'XAUUSD', period: '1h', count: 50 })
    const b = await second.call(apiPaths.priceHistory, { goods: 'XAUUSD', period: '1h', count: 50 })
    expect(a.json.dt.list).toHaveLength(50)
    expect(a.json.dt.list).toEqual(b.json.dt.list)
    const all = await first.call(apiPaths.priceHistory, { goods: 'XAUUSD', period: '1h', count: 500 })
    expect(all.json.dt.list.slice(-50)).toEqual(a.json.dt.list)
  })

  it('ends where the live price is: the history closes at the current bid', async () => {
    const t = await testApp()
    const [quote] = (await t.call(apiPaths.quoteList, { goods: 'EURUSD' })).json.dt.list
    const { list } = (await t.call(apiPaths.priceHistory, { goods: 'EURUSD', period: '5m' })).json.dt
    expect(list.at(-1).close).toBe(quote.bid)
  })

  it('moves the last candle with new ticks and starts a new candle in the next period', async () => {
    const t = await testApp()
    await t.call(apiPaths.priceHistory, { goods: 'GER30', period: '1m' })
    const ticks = []
    for (let i = 0; i < 5; i++) {
      t.advance(1000)
      ticks.push(t.feed.step(1).find((q) => q.name === 'GER30')!)
    }
    const bids = ticks.map((tick) => tick.bid)
    const { list } = (await t.call(apiPaths.priceHistory, { goods: 'GER30', period: '1m', count: 10 })).json.dt
    const last = list.at(-1) as Candle
    expect(last.time).toBe(new Date(Math.floor(Date.parse(ticks[0]!.time) / 60_000) * 60_000).toISOString())
    expect(last.close).toBe(bids.at(-1))
    expect(last.high).toBeGreaterThanOrEqual(Math.max(...bids))
    expect(last.low).toBeLessThanOrEqual(Math.min(...bids))

    t.advance(60_000)
    const next = t.feed.step(1).find((q) => q.name === 'GER30')!
    const after = (await t.call(apiPaths.priceHistory, { goods: 'GER30', period: '1m', count: 10 })).json.dt.list as Candle[]
    expect(after.at(-1)).toMatchObject({ open: next.bid, high: next.bid, low: next.bid, close: next.bid })
    expect(after.at(-2)).toEqual({ ...last, close: bids.at(-1) })
    expectValidCandles(after, 60_000)
  })

  it("draws no candle while a market is shut for a holiday, and the others' as usual", async () => {
    // The Monday after Thanksgiving 2026: the history reaches back over Thursday the 26th, when the
    // US exchanges are closed, from Wednesday's close (22:00 UTC) until the evening session that
    // opens Friday's trading (23:00 UTC), while forex trades on.
    const t = await testApp(new Date('2026-11-30T15:00:00Z'))
    const shut = (list: Candle[]) =>
      list.filter((candle) => candle.time >= '2026-11-25T22:00' && candle.time < '2026-11-26T23:00').length
    const index: Candle[] = (await t.call(apiPaths.priceHistory, { goods: 'US500', period: '1h', count: 100 })).json.dt.list
    const pair: Candle[] = (await t.call(apiPaths.priceHistory, { goods: 'EURUSD', period: '1h', count: 100 })).json.dt.list
    expect(index[0]!.time < '2026-11-25T00:00').toBe(true)
    expect(shut(index)).toBe(0)
    expect(index.some((candle) => candle.time === '2026-11-26T23:00:00.000Z')).toBe(true)
    expect(shut(pair)).toBe(25)
    // The day after, the US markets close early (18:00 UTC): the last hourly candle starts at 17:00.
    expect(index.filter((candle) => candle.time.startsWith('2026-11-27')).at(-1)?.time).toBe('2026-11-27T17:00:00.000Z')
  })

  it('keeps a bounded history per instrument and timeframe', async () => {
    const t = await testApp()
    await t.call(apiPaths.priceHistory, { goods: 'EURUSD', period: '1m' })
    for (let minute = 0; minute < 3; minute++) {
      t.advance(60_000)
      t.feed.step(1)
    }
    await t.call(apiPaths.priceHistory, { goods: 'EURUSD', period: '1m' })
    const stored = await t.db
      .selectFrom('candles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('symbol', '=', 'EURUSD')
      .where('period', '=', '1m')
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(maxCandles)
  })

  it.each([
    ['an unknown instrument', { goods: 'BTCUSD', period: '1h' }],
    ['two instruments', { goods: 'EURUSD,GBPUSD', period: '1h' }],
    ['an unknown timeframe', { goods: 'EURUSD', period: '2h' }],
    ['too many candles', { goods: 'EURUSD', period: '1h', count: 501 }],
    ['a fractional count', { goods: 'EURUSD', period: '1h', count: 2.5 }],
    ['no timeframe', { goods: 'EURUSD' }],
  ])('refuses %s with res 0 and a message', async (_, payload) => {
    const t = await testApp()
    const answer = await t.call(apiPaths.priceHistory, payload)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.invalidPayload, dt: {} })
    expect(answer.json.msg.length).toBeGreaterThan(10)
  })
})
