import { type CandlePeriod, candlePeriodMs, candlePeriods, maxCandles } from '../../../src/contract/market-data'
import type { AnswerOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Quote, QuoteFeed } from '../../feeds/quote-feed'
import { type Outcome, success } from '../../outcome'
import type { CandleRow, CandlesRepo } from './repo'

type Paths = typeof apiPaths

/** How often the candles that ticks changed are written to the database. */
const flushEveryMs = 5_000

/**
 * The price history (QF1003). Every tick of the feed updates the open candle of each timeframe in
 * memory; the changed candles are written every few seconds, and each instrument and timeframe
 * keeps only its newest `maxCandles`. The first time after a start that a timeframe is asked for,
 * the feed's own history fills it up to `maxCandles`, so a new install shows full charts at once.
 * Filling on demand, not all 180 timeframes at start, keeps a starting server answering quotes
 * without a delay (a timeframe takes about a tenth of a second, once).
 */
export function candleService(repo: CandlesRepo, feed: QuoteFeed, clock: () => Date) {
  const building = new Map<string, CandleRow>()
  const unsaved = new Map<string, CandleRow>()
  /** Timeframes that began a new candle since the last write, so older ones may be dropped. */
  const rolled = new Set<string>()
  const histories = new Map<string, Promise<void>>()
  let writing: Promise<void> = Promise.resolve()

  /** Serialises every write, so a flush and a backfill never interleave. */
  function write(job: () => Promise<void>): Promise<void> {
    writing = writing.then(job, job)
    return writing
  }

  function record(ticks: readonly Quote[]) {
    for (const tick of ticks) {
      const at = Date.parse(tick.time)
      for (const period of candlePeriods) {
        const periodMs = candlePeriodMs[period]
        const time = Math.floor(at / periodMs) * periodMs
        const key = `${tick.name}/${period}`
        let candle = building.get(key)
        if (candle && candle.time > time) continue
        if (!candle || candle.time !== time) {
          candle = { symbol: tick.name, period, time, open: tick.bid, high: tick.bid, low: tick.bid, close: tick.bid }
          building.set(key, candle)
          rolled.add(key)
        } else {
          candle.high = Math.max(candle.high, tick.bid)
          candle.low = Math.min(candle.low, tick.bid)
          candle.close = tick.bid
        }
        unsaved.set(`${key}/${time}`, { ...candle })
      }
    }
  }

  function flush(): Promise<void> {
    const rows = [...unsaved.values()]
    const grown = [...rolled]
    unsaved.clear()
    rolled.clear()
    if (rows.length === 0 && grown.length === 0) return writing
    return write(async () => {
      await repo.save(rows)
      for (const key of grown) {
        const [symbol = '', period] = key.split('/') as [string, CandlePeriod]
        await repo.prune(symbol, period, maxCandles)
      }
    })
  }

  /** Fills a timeframe up to `maxCandles` from the feed's history, once per process. */
  function ensureHistory(symbol: string, period: CandlePeriod): Promise<void> {
    const key = `${symbol}/${period}`
    let done = histories.get(key)
    if (!done) {
      done = (async () => {
        await flush()
        await write(async () => {
          const stored = await repo.count(symbol, period)
          if (stored >= maxCandles || !feed.history) return
          const oldest = await repo.oldest(symbol, period)
          const close = oldest?.open ?? feed.quotes([symbol])[0]?.bid
          if (close === undefined) return
          const before = oldest ? new Date(oldest.time) : clock()
          const candles = feed.history?.(symbol, period, before, maxCandles - stored, close) ?? []
          await repo.save(candles.map((candle) => ({ symbol, period, ...candle })))
        })
      })()
      histories.set(key, done)
      done.catch(() => histories.delete(key))
    }
    return done
  }

  return {
    async history(symbol: string, period: CandlePeriod, count: number): Promise<Outcome<AnswerOf<Paths['priceHistory']>>> {
      await ensureHistory(symbol, period)
      await flush()
      const candles = await repo.latest(symbol, period, count)
      return success({
        list: candles.map(({ time, open, high, low, close }) => ({ time: new Date(time).toISOString(), open, high, low, close })),
      })
    },

    /** Follows the feed's ticks and writes the changed candles every few seconds. Returns the stop. */
    start(): () => void {
      const unsubscribe = feed.subscribe(record)
      const timer = setInterval(() => void flush(), flushEveryMs)
      timer.unref?.()
      return () => {
        unsubscribe()
        clearInterval(timer)
      }
    },

    /** Writes what is pending and waits for every write, before the database closes. */
    async settled() {
      await flush()
      await Promise.allSettled(histories.values())
      await writing.catch(() => {})
    },
  }
}

export type CandleService = ReturnType<typeof candleService>
