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
