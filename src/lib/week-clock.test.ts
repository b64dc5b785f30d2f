import { describe, expect, it } from 'vitest'
import { clockTime, utcOffsetLabel, weekStart } from './week-clock'

/** A date whose local zone is `offsetMinutes` east of UTC, whatever zone the tests run in. */
function inZone(offsetMinutes: number): Date {
  const date = new Date(Date.UTC(2026, 10, 25, 14, 0))
  date.getTimezoneOffset = () => -offsetMinutes
  return date
}

describe('the trading hours clock', () => {
  it('finds the Sunday that starts the week, from any day and hour of it', () => {
    const sunday = Date.UTC(2026, 10, 22)
    expect(weekStart(Date.UTC(2026, 10, 25, 14, 30))).toBe(sunday)
    expect(weekStart(sunday)).toBe(sunday)
    expect(weekStart(Date.UTC(2026, 10, 28, 23, 59))).toBe(sunday)
    expect(weekStart(Date.UTC(2026, 10, 29, 0, 0))).toBe(Date.UTC(2026, 10, 29))
  })

  it('writes hours and minutes on a 24-hour clock with leading zeros', () => {
    expect(clockTime(new Date(Date.UTC(2026, 10, 22, 7, 5)), false)).toBe('07:05')
    expect(clockTime(new Date(Date.UTC(2026, 10, 22, 23, 0)), false)).toBe('23:00')
  })

  it('names the zone by its offset, as people write it', () => {
    expect(utcOffsetLabel(inZone(0))).toBe('UTC')
    expect(utcOffsetLabel(inZone(60))).toBe('UTC+01:00')
    expect(utcOffsetLabel(inZone(330))).toBe('UTC+05:30')
    expect(utcOffsetLabel(inZone(-210))).toBe('UTC−03:30')
  })
})
