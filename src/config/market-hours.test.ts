import { describe, expect, it } from 'vitest'
import type { Session } from './instruments'
import { isMarketOpen } from './market-hours'
import { type SessionSchedule, sessionSchedules } from './session-schedules'

const at = (iso: string) => new Date(iso)

describe('market hours (UTC)', () => {
  it('forex trades from Sunday 22:00 to Friday 22:00', () => {
    expect(isMarketOpen('fx', at('2026-11-22T21:59:00Z'))).toBe(false) // Sunday
    expect(isMarketOpen('fx', at('2026-11-22T22:00:00Z'))).toBe(true)
    expect(isMarketOpen('fx', at('2026-11-25T03:00:00Z'))).toBe(true) // Wednesday night
    expect(isMarketOpen('fx', at('2026-11-27T21:59:00Z'))).toBe(true) // Friday
    expect(isMarketOpen('fx', at('2026-11-27T22:00:00Z'))).toBe(false)
    expect(isMarketOpen('fx', at('2026-11-28T12:00:00Z'))).toBe(false) // Saturday
  })

  it('metals, energy and US indices pause daily from 22:00 to 23:00', () => {
    expect(isMarketOpen('metals', at('2026-11-24T22:30:00Z'))).toBe(false)
    expect(isMarketOpen('energy', at('2026-11-24T23:00:00Z'))).toBe(true)
    expect(isMarketOpen('us-index', at('2026-11-22T22:30:00Z'))).toBe(false)
  })

  it('European and Asian indices trade in their sessions on weekdays only', () => {
    expect(isMarketOpen('eu-index', at('2026-11-24T06:59:00Z'))).toBe(false)
    expect(isMarketOpen('eu-index', at('2026-11-24T07:00:00Z'))).toBe(true)
    expect(isMarketOpen('eu-index', at('2026-11-24T21:00:00Z'))).toBe(false)
    expect(isMarketOpen('asia-index', at('2026-11-24T01:15:00Z'))).toBe(true)
    expect(isMarketOpen('asia-index', at('2026-11-24T08:30:00Z'))).toBe(false)
    expect(isMarketOpen('asia-index', at('2026-11-22T03:00:00Z'))).toBe(false)
  })
})

describe('session timetables', () => {
  it('say the same as isMarketOpen at every quarter hour of a week', () => {
    const sunday = Date.parse('2026-11-22T00:00:00Z')
    for (const [session, schedule] of Object.entries(sessionSchedules) as Array<[Session, SessionSchedule]>) {
      for (let minute = 0; minute < 7 * 24 * 60; minute += 15) {
        const at = new Date(sunday + minute * 60_000)
        const day = Math.floor(minute / (24 * 60))
        const ofDay = minute % (24 * 60)
        let open: boolean
        if (schedule.kind === 'weekdays') open = day >= 1 && day <= 5 && ofDay >= schedule.from && ofDay < schedule.to
        else {
          const inWeek = (day > 0 || ofDay >= schedule.opens) && day < 6 && (day < 5 || ofDay < schedule.closes)
          const inBreak = schedule.dailyBreak !== undefined && ofDay >= schedule.dailyBreak.from && ofDay < schedule.dailyBreak.to
          open = inWeek && !inBreak
        }
        expect(isMarketOpen(session, at), `${session} at ${at.toISOString()}`).toBe(open)
      }
    }
  })
})
