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
