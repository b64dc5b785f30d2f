import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/** How often an instance adds what it counted to the database. */
const flushMs = 60_000

/**
 * Refused attempts per limit and day, in the database (rate_limit_refusals, migration 010) for the
 * staff report. An abuser may be refused thousands of times a minute, so refusals are counted in
 * memory and added to the day's row once a minute (and at shutdown); each instance adds its own,
 * so the row holds the sum over all of them. The counts held in memory are one per limit and day:
 * their number is bounded by the limits the server has.
 */
export function refusalCounts(db: Kysely<Database>, clock: () => Date, log: (line: string) => void = console.error) {
  /** Counts not yet in the database, by day and then limit. */
  let pending = new Map<string, Map<string, number>>()

  async function flush() {
    const taken = pending
    pending = new Map()
    const rows = [...taken].flatMap(([day, limits]) => [...limits].map(([limit_name, refused]) => ({ day, limit_name, refused })))
    if (rows.length === 0) return
    try {
      await db
        .insertInto('rate_limit_refusals')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['day', 'limit_name']).doUpdateSet((eb) => ({
            refused: eb('rate_limit_refusals.refused', '+', eb.ref('excluded.refused')),
          })),
        )
        .execute()
    } catch (error) {
      // The database is away for a moment: the counts wait for the next flush rather than being lost.
      for (const { day, limit_name, refused } of rows) add(day, limit_name, refused)
      log(JSON.stringify({ t: clock().toISOString(), level: 'error', in: 'refusal-counts', message: (error as Error).message }))
    }
  }

  function add(day: string, limit: string, n: number) {
    const limits = pending.get(day) ?? new Map<string, number>()
    limits.set(limit, (limits.get(limit) ?? 0) + n)
    pending.set(day, limits)
  }

  return {
    /** One refusal by the named limit, today (UTC). Fits `RateLimits.onRefusal`. */
    count: (limit: string) => add(clock().toISOString().slice(0, 10), limit, 1),
    /** Adds what was counted since the last flush to the database. */
    flush,
    /** Flushes once a minute; returns how to stop. */
    start(): () => void {
      const timer = setInterval(() => void flush(), flushMs)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

/** Refusals per day and limit since a day (YYYY-MM-DD), newest day first, the most refused first. */
export function refusalsSince(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('rate_limit_refusals')
    .select(['day', 'limit_name', 'refused'])
    .where('day', '>=', since)
    .orderBy('day', 'desc')
    .orderBy('refused', 'desc')
    .orderBy('limit_name')
    .execute()
}
