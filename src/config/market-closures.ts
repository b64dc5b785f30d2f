import type { InstrumentName } from '../contract/instruments'
import type { MarketClosure } from '../contract/market-closures'
import { findInstrument, type Session } from './instruments'
import { isMarketOpen } from './market-hours'
import { sessionSchedules } from './session-schedules'

const dayMs = 86_400_000
const minuteMs = 60_000

/**
 * The moments a closure takes from a session, in UTC: a closed day is the whole trading day that
 * settles on it (for the sessions that run through the week, from the evening before), a shortened
 * session the time from its early close to its usual close. Shared by the hours page's "open now",
 * the instrument page's next closure and the closures' iCalendar feed, so all three agree.
 */
export function closureSpan(
  closure: Pick<MarketClosure, 'date' | 'kind' | 'closesAt'>,
  session: Session,
): { from: number; to: number } {
  const midnight = Date.parse(`${closure.date}T00:00:00Z`)
  const schedule = sessionSchedules[session]
  const usualClose = schedule.kind === 'weekly' ? schedule.closes : schedule.to
  if (closure.kind === 'early')
    return { from: midnight + (closure.closesAt ?? usualClose) * minuteMs, to: midnight + usualClose * minuteMs }
  if (schedule.kind === 'weekly')
    return { from: midnight - dayMs + schedule.opens * minuteMs, to: midnight + schedule.closes * minuteMs }
  return { from: midnight + schedule.from * minuteMs, to: midnight + schedule.to * minuteMs }
}

/** Whether an instrument trades at a moment: its session's weekly hours, less its closures. */
export function isTradingAt(name: InstrumentName, at: number, closures: readonly MarketClosure[]): boolean {
  const instrument = findInstrument(name)
  if (!instrument || !isMarketOpen(instrument.session, new Date(at))) return false
  return !closures.some((closure) => {
    if (!closure.instruments.includes(name)) return false
    const span = closureSpan(closure, instrument.session)
    return at >= span.from && at < span.to
  })
}

/** The instrument's first closure that has not ended by `now` (closures come sorted by day). */
export function nextClosureOf(name: InstrumentName, closures: readonly MarketClosure[], now: number): MarketClosure | undefined {
  const instrument = findInstrument(name)
  if (!instrument) return undefined
  return closures.find((closure) => closure.instruments.includes(name) && closureSpan(closure, instrument.session).to > now)
}
