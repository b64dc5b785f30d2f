import type { CalendarEvent } from '~/contract/market-data'

export type CalendarAnswer = { lst: CalendarEvent[]; data: { generatedAt: string } }

/**
 * When to ask again so a figure shows as soon as it is published: a second after each release time
 * in the list that came after the answer, every 15 s after the answer while a release that was
 * already due then still has no figure, at most every half hour otherwise. Times are the server's
 * (the answer says when it was made), not the device's.
 *
 * Each call's time is reckoned from the answer, not from the moment the interval is worked out:
 * the query works it out again each time the board renders, and reckoned from then a render just
 * after a release time put the next call 15 s away instead of a second. A call missed by more than
 * 15 s (offline, or the server failing) is tried every 15 s.
 */
export function untilNextFigure(query: { state: { data?: CalendarAnswer; dataUpdatedAt: number } }): number | false {
  const { data, dataUpdatedAt } = query.state
  if (!data) return false
  const answeredAt = Date.parse(data.data.generatedAt)
  const now = answeredAt + (Date.now() - dataUpdatedAt)
  const calls = data.lst
    .filter((e) => e.kind === 'release' && e.unit !== null && e.actual === null)
    .map((e) => Date.parse(e.time))
    .map((time) => (time > answeredAt ? time + 1_000 : answeredAt + 15_000))
  const next = Math.min(...calls)
  if (!Number.isFinite(next)) return false
  if (next - now < -15_000) return 15_000
  return Math.min(Math.max(next - now, 1_000), 30 * 60_000)
}
