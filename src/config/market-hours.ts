import type { Session } from './instruments'

const minutesOfDay = (date: Date) => date.getUTCHours() * 60 + date.getUTCMinutes()

/**
 * Whether a session trades at a moment (UTC). Shared by the quote feed, which freezes closed
 * markets, and the quotes page, which marks them.
 */
export function isMarketOpen(session: Session, at: Date): boolean {
  const day = at.getUTCDay() // 0 Sunday … 6 Saturday
  const minute = minutesOfDay(at)
  switch (session) {
    case 'fx':
      if (day === 6) return false
      if (day === 0) return minute >= 22 * 60
      if (day === 5) return minute < 22 * 60
      return true
    case 'metals':
    case 'energy':
    case 'us-index':
      if (day === 6) return false
      if (day === 0) return minute >= 23 * 60
      if (day === 5) return minute < 22 * 60
      return minute < 22 * 60 || minute >= 23 * 60
    case 'eu-index':
      return day >= 1 && day <= 5 && minute >= 7 * 60 && minute < 21 * 60
    case 'asia-index':
      return day >= 1 && day <= 5 && minute >= 75 && minute < 8 * 60 + 30
  }
}

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
