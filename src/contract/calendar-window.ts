/**
 * How many days either side of today (UTC) the calendar answers for: dates further away are
 * refused (W204 `from`/`to`, an event's file, a reminder), so no visitor can make the server work
 * out, and keep, the release dates of years nobody trades in. The web app's date fields use the
 * same window.
 */
export const calendarReachDays = 730

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The first and last day (YYYY-MM-DD) the calendar answers for on `today`. */
export function calendarDateWindow(today: Date): { first: string; last: string } {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return { first: isoDay(midnight - calendarReachDays * 86_400_000), last: isoDay(midnight + calendarReachDays * 86_400_000) }
}

/** Whether a day (YYYY-MM-DD) lies in the calendar's window on `today`. */
export function inCalendarWindow(date: string, today: Date): boolean {
  const { first, last } = calendarDateWindow(today)
  return date >= first && date <= last
}
