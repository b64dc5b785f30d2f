import type { Session } from './instruments'

/** Minutes after midnight UTC. */
type Minute = number

/**
 * The same sessions as `isMarketOpen`, as a timetable the instrument pages show in the visitor's
 * own time zone: either a week from Sunday evening to Friday night with an optional daily break,
 * or a daily window on weekdays.
 */
export type SessionSchedule =
  | { kind: 'weekly'; opens: Minute; closes: Minute; dailyBreak?: { from: Minute; to: Minute } }
  | { kind: 'weekdays'; from: Minute; to: Minute }

const withBreak: SessionSchedule = { kind: 'weekly', opens: 23 * 60, closes: 22 * 60, dailyBreak: { from: 22 * 60, to: 23 * 60 } }

export const sessionSchedules: Record<Session, SessionSchedule> = {
  fx: { kind: 'weekly', opens: 22 * 60, closes: 22 * 60 },
  metals: withBreak,
  energy: withBreak,
  'us-index': withBreak,
  'eu-index': { kind: 'weekdays', from: 7 * 60, to: 21 * 60 },
  'asia-index': { kind: 'weekdays', from: 75, to: 8 * 60 + 30 },
}
