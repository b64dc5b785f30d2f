import { findInstrument, instruments } from '../../../src/config/instruments'
import { currentSession } from '../../../src/config/trading-session'
import type { InstrumentName } from '../../../src/contract/instruments'
import type { AnswerOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Quote, QuoteFeed } from '../../feeds/quote-feed'
import { isTrading } from '../../feeds/trading-status'
import { type Outcome, success } from '../../outcome'
import { addTick, countsFromJson, countsToJson, mergeCounts, type SpreadCounts, spreadFigures, spreadSteps } from './aggregate'
import type { SpreadMinuteRow, SpreadsRepo } from './repo'

type Paths = typeof apiPaths
type Statistics = AnswerOf<Paths['spreadStatistics']>

const minuteMs = 60_000
const dayMs = 86_400_000
/** How often finished minutes are written. */
const flushEveryMs = 5_000
/**
 * How far behind the clock the figures end: one whole minute more than the minute being measured,
 * so the minute the leader finished has been written (within `flushEveryMs`) before any instance
 * counts it, and every instance answers from the same stored minutes.
 */
const settleMs = minuteMs
/** Kept long enough that a session before a weekend (Friday) can still be told on Monday morning. */
const keepMs = 4 * dayMs
const pruneEveryMs = 10 * minuteMs

/**
 * The spreads the feed quoted (QF1004). The instance that runs the feed (the shared feed's leader,
 * or the only instance) counts every tick's spread per instrument and minute and writes each
 * finished minute to the database; every instance answers from the stored minutes, so with several
 * instances the figures are measured once and read alike. A minute is the unit so that any window
 * (24 hours, a session starting on a whole minute) adds up exactly from stored counts.
 */
export function spreadService(repo: SpreadsRepo, feed: QuoteFeed, leadsFeed: () => boolean, clock: () => Date) {
  /** The minute being counted, per instrument. */
  const counting = new Map<string, { minute: number; counts: SpreadCounts }>()
  let finished: SpreadMinuteRow[] = []
  let writing: Promise<void> = Promise.resolve()
  let lastPrune = Number.NEGATIVE_INFINITY
  /** The answer of the current minute, shared by the requests that arrive while it is read. */
  let cached: { until: number; answer: Promise<Statistics> } | undefined

  function finish(symbol: string, minute: number, counts: SpreadCounts) {
    finished.push({ symbol, minute, counts: countsToJson(counts) })
  }

  function record(ticks: readonly Quote[]) {
    if (!leadsFeed()) {
      // Another instance measures; a minute begun here before losing the lead would be partial.
      counting.clear()
      return
    }
    for (const tick of ticks) {
      const instrument = findInstrument(tick.name)
      if (!instrument) continue
      const minute = Math.floor(Date.parse(tick.time) / minuteMs) * minuteMs
      let open = counting.get(tick.name)
      if (open && open.minute > minute) continue
      if (!open || open.minute !== minute) {
        if (open) finish(tick.name, open.minute, open.counts)
        open = { minute, counts: new Map() }
        counting.set(tick.name, open)
      }
      addTick(open.counts, spreadSteps(tick.bid, tick.ask, instrument.digits))
    }
  }

  /** Writes every minute that has ended (also those no later tick closed: a market that closed). */
  function flush(): Promise<void> {
    const now = clock().getTime()
    for (const [symbol, open] of counting) {
      if (open.minute + minuteMs <= now) {
        finish(symbol, open.minute, open.counts)
        counting.delete(symbol)
      }
    }
    const rows = finished
    finished = []
    const prune = now - lastPrune >= pruneEveryMs
    if (rows.length === 0 && !prune) return writing
    if (prune) lastPrune = now
    const job = async () => {
      await repo.save(rows)
      if (prune) await repo.prune(now - keepMs)
    }
    writing = writing.then(job, job)
    return writing
  }

  async function measure(until: number): Promise<Statistics> {
    const from = until - dayMs
    const now = clock()
    const sessions = new Map(
      instruments.map((instrument) => {
        const session = currentSession((at) => isTrading(instrument.name, at), now)
        // Whole minutes, and no later than what is stored everywhere.
        const start = session ? Math.floor(session.from.getTime() / minuteMs) * minuteMs : until
        const end = session ? Math.min(Math.ceil(session.to.getTime() / minuteMs) * minuteMs, until) : until
        return [instrument.name, { start, end: Math.max(start, end), day: new Map(), inSession: new Map() }] as const
      }),
    )
    const earliest = Math.min(from, ...[...sessions.values()].map((s) => s.start))
    const rows = await repo.between([...sessions.keys()], earliest, until)
    for (const row of rows) {
      const window = sessions.get(row.symbol as InstrumentName)
      if (!window) continue
      const counts = countsFromJson(row.counts)
      if (row.minute >= from) mergeCounts(window.day, counts)
      if (row.minute >= window.start && row.minute < window.end) mergeCounts(window.inSession, counts)
    }
    return {
      list: instruments.map(({ name, digits }) => {
        const window = sessions.get(name)!
        return {
          name,
          day: spreadFigures(window.day, digits),
          session: {
            from: new Date(window.start).toISOString(),
            to: new Date(window.end).toISOString(),
            figures: spreadFigures(window.inSession, digits),
          },
        }
      }),
      from: new Date(from).toISOString(),
      until: new Date(until).toISOString(),
      demo: true,
    }
  }

  return {
    async statistics(names: readonly string[] | undefined): Promise<Outcome<Statistics>> {
      await flush()
      const until = Math.floor(clock().getTime() / minuteMs) * minuteMs - settleMs
      if (cached?.until !== until) {
        const answer = measure(until)
        cached = { until, answer }
        // A failed read is not kept: the next request reads again.
        answer.catch(() => {
          if (cached?.answer === answer) cached = undefined
        })
      }
      const answer = await cached.answer
      return success(names ? { ...answer, list: answer.list.filter((item) => names.includes(item.name)) } : answer)
    },

    /** Follows the feed's ticks and writes finished minutes every few seconds. Returns the stop. */
    start(): () => void {
      const unsubscribe = feed.subscribe(record)
      const timer = setInterval(() => void flush(), flushEveryMs)
      timer.unref?.()
      return () => {
        unsubscribe()
        clearInterval(timer)
      }
    },

    /** Writes what has finished and waits for every write, before the database closes. */
    async settled() {
      await flush()
      await writing.catch(() => {})
    },
  }
}

export type SpreadService = ReturnType<typeof spreadService>
