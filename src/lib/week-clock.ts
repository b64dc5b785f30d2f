/**
 * Days and clock times without Intl, for the trading hours (src/features/instruments/components/trading-hours.tsx)
 * and the closures' early closes (src/components/market-closure-text.tsx): the visitor's own zone
 * is the Date's local clock, the prerendered page's is UTC.
 */

const dayMs = 86_400_000

/** Sunday 00:00 UTC of the week that holds `now` (a timestamp). */
export function weekStart(now: number): number {
  const midnight = now - (now % dayMs)
  return midnight - new Date(midnight).getUTCDay() * dayMs
}

const two = (n: number) => String(n).padStart(2, '0')

/** "07:05": hours and minutes on a 24-hour clock, in local time or in UTC. */
export function clockTime(date: Date, local: boolean): string {
  return local ? `${two(date.getHours())}:${two(date.getMinutes())}` : `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`
}

/** The local zone's offset at `date` as people write it: "UTC", "UTC+01:00", "UTC−03:30". */
export function utcOffsetLabel(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  if (minutes === 0) return 'UTC'
  const sign = minutes > 0 ? '+' : '−'
  const size = Math.abs(minutes)
  return `UTC${sign}${two(Math.floor(size / 60))}:${two(size % 60)}`
}
