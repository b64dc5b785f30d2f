import { type Kysely, sql } from 'kysely'
import type { CandlePeriod } from '../../../src/contract/market-data'
import type { Database } from '../../db/schema'
import type { StoredCandle } from '../../feeds/candle-history'

export interface CandleRow extends StoredCandle {
  symbol: string
  period: CandlePeriod
}

/** SQLite allows a few thousand bound values per statement; seven per candle. */
const rowsPerInsert = 400

/** Data access for the price history; knows nothing of HTTP. */
export function candlesRepo(db: Kysely<Database>) {
  /** One instrument's candles of one timeframe. */
  const candlesOf = (symbol: string, period: CandlePeriod) =>
    db
      .selectFrom('candles')
      .select(['time', 'open', 'high', 'low', 'close'])
      .where('symbol', '=', symbol)
      .where('period', '=', period)
  // PostgreSQL hands a bigint back as a string.
  const toCandle = (row: StoredCandle): StoredCandle => ({ ...row, time: Number(row.time) })
  return {
    /** The newest `count` candles, oldest first. */
    async latest(symbol: string, period: CandlePeriod, count: number): Promise<StoredCandle[]> {
      const rows = await candlesOf(symbol, period).orderBy('time', 'desc').limit(count).execute()
      return rows.reverse().map(toCandle)
    },

    async oldest(symbol: string, period: CandlePeriod): Promise<StoredCandle | undefined> {
      const row = await candlesOf(symbol, period).orderBy('time', 'asc').executeTakeFirst()
      return row && toCandle(row)
    },

    async count(symbol: string, period: CandlePeriod): Promise<number> {
      const row = await db
        .selectFrom('candles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('symbol', '=', symbol)
        .where('period', '=', period)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** Writes candles, replacing a stored candle of the same instrument, timeframe and start. */
    async save(rows: readonly CandleRow[]) {
      if (rows.length === 0) return
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < rows.length; i += rowsPerInsert) {
          await tx
            .insertInto('candles')
            .values(rows.slice(i, i + rowsPerInsert))
            .onConflict((conflict) =>
              // A restarted server may write a candle it began before: keep the wider range.
              // (CASE rather than SQLite's two-argument max/min, which PostgreSQL calls greatest/least.)
              conflict.columns(['symbol', 'period', 'time']).doUpdateSet((eb) => ({
                high: sql<number>`case when ${sql.ref('excluded.high')} > ${sql.ref('candles.high')} then ${sql.ref('excluded.high')} else ${sql.ref('candles.high')} end`,
                low: sql<number>`case when ${sql.ref('excluded.low')} < ${sql.ref('candles.low')} then ${sql.ref('excluded.low')} else ${sql.ref('candles.low')} end`,
                close: eb.ref('excluded.close'),
              })),
            )
            .execute()
        }
      })
    },

    /** Keeps only the newest `keep` candles of an instrument and timeframe. */
    async prune(symbol: string, period: CandlePeriod, keep: number) {
      const boundary = await db
        .selectFrom('candles')
        .select('time')
        .where('symbol', '=', symbol)
        .where('period', '=', period)
        .orderBy('time', 'desc')
        .offset(keep - 1)
        .limit(1)
        .executeTakeFirst()
      if (!boundary) return
      await db
        .deleteFrom('candles')
        .where('symbol', '=', symbol)
        .where('period', '=', period)
        .where('time', '<', boundary.time)
        .execute()
    },
  }
}

export type CandlesRepo = ReturnType<typeof candlesRepo>
