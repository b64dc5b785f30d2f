import { calendarDateWindow } from '~/contract/calendar-window'

export type RangeKind = 'today' | 'this-week' | 'next-week' | 'custom'

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** The days a range covers, Monday to Sunday for weeks, in the visitor's calendar. */
export function rangeDates(kind: Exclude<RangeKind, 'custom'>, today: Date): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  if (kind === 'today') return { from: iso(start), to: iso(start) }
  const monday = new Date(start)
  monday.setDate(start.getDate() - ((start.getDay() + 6) % 7) + (kind === 'next-week' ? 7 : 0))
  const sunday = new Date(monday)
  sunday.setDate(monday.getDate() + 6)
  return { from: iso(monday), to: iso(sunday) }
}

/**
 * Custom dates as the calendar can answer them: each brought into the calendar's window
 * (calendarReachDays either side of today, as the server checks it), an unfinished or cleared
 * one replaced by today or the start, and an end before the start moved to it. The fields keep
 * what the visitor typed (a year typed digit by digit passes through 0002 and 0020); only the
 * request uses this.
 */
export function withinWindow({ from, to }: { from: string; to: string }, today: Date): { from: string; to: string } {
  const { first, last } = calendarDateWindow(today)
  const clamp = (date: string, fallback: string) =>
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ? fallback : date < first ? first : date > last ? last : date
  const start = clamp(from, rangeDates('today', today).from)
  const end = clamp(to, start)
  return { from: start, to: end.localeCompare(start) < 0 ? start : end }
}
