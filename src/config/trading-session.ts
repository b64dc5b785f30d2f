const minuteMs = 60_000
/** The daily rollover (22:00 UTC, 17:00 in New York), when swap is booked and a forex trading day begins. */
const rolloverMinute = 22 * 60
/** Far enough back to pass any weekend with its holidays (market-hours.ts, server/feeds/closures.ts). */
const lookBackMinutes = 8 * 24 * 60

const isRollover = (at: Date) => at.getUTCHours() * 60 + at.getUTCMinutes() === rolloverMinute

/**
 * The current session of a market at a moment, from whether it trades at each minute (`isOpen`:
 * on the server its weekly hours less its holidays, server/feeds/trading-status.ts): the
 * stretch of open minutes that contains `at`, or, when the market is closed, the last such stretch
 * before it. A stretch ends where the market closes and also at the daily rollover, so a market
 * that trades around the clock (forex, Sunday 22:00 to Friday 22:00) has a session per trading
 * day, 22:00 to 22:00 UTC, rather than one of a week. `to` is `at` while the session runs.
 */
export function currentSession(isOpen: (at: Date) => boolean, at: Date): { from: Date; to: Date } | undefined {
  let end = Math.floor(at.getTime() / minuteMs) * minuteMs
  let steps = 0
  // Closed: back to the last open minute.
  while (!isOpen(new Date(end))) {
    end -= minuteMs
    if (++steps > lookBackMinutes) return undefined
  }
  const open = isOpen(at)
  let from = end
  while (!isRollover(new Date(from)) && isOpen(new Date(from - minuteMs))) {
    from -= minuteMs
    if (++steps > lookBackMinutes) break
  }
  return { from: new Date(from), to: open ? at : new Date(end + minuteMs) }
}
