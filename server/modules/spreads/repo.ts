import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export interface SpreadMinuteRow {
  symbol: string
  minute: number
  counts: string
}

/** SQLite allows a few thousand bound values per statement; three per row. */
const rowsPerInsert = 500

/** Data access for the measured spreads; knows nothing of HTTP. */
export function spreadsRepo(db: Kysely<Database>) {
  return {
    /**
     * Writes finished minutes. A minute already stored is kept: after a change of the feed's
     * leader both may hold the same minute, and the first complete one written stands.
     */
    async save(rows: readonly SpreadMinuteRow[]) {
      if (rows.length === 0) return
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < rows.length; i += rowsPerInsert) {
          await tx
            .insertInto('spread_minutes')
            .values(rows.slice(i, i + rowsPerInsert))
            .onConflict((conflict) => conflict.columns(['symbol', 'minute']).doNothing())
            .execute()
        }
      })
    },

    /** The stored minutes in [from, until), of the instruments named. */
    async between(symbols: readonly string[], from: number, until: number): Promise<SpreadMinuteRow[]> {
      if (symbols.length === 0) return []
      const rows = await db
        .selectFrom('spread_minutes')
        .select(['symbol', 'minute', 'counts'])
        .where('symbol', 'in', symbols)
        .where('minute', '>=', from)
        .where('minute', '<', until)
        .execute()
      // PostgreSQL hands a bigint back as a string.
      return rows.map((row) => ({ ...row, minute: Number(row.minute) }))
    },

    async prune(before: number) {
      await db.deleteFrom('spread_minutes').where('minute', '<', before).execute()
    },
  }
}

export type SpreadsRepo = ReturnType<typeof spreadsRepo>
