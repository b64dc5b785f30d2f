import { describe, expect, it } from 'vitest'
import { longWeekdayDateTimeFormatter, numericDateFormatter, weekdayDateFormatter } from './written-dates'

const locales = ['en-GB', 'de-DE', 'pl-PL']

describe('dates written without Intl for the pages that show them', () => {
  it("writes a short weekday and a date, numeric with a time or without, or with the month's short name, local or in UTC, as Intl does, every day of a year", () => {
    const dateOnly = { weekday: 'short', day: '2-digit', month: '2-digit' } as const
    const withTime = { ...dateOnly, hour: '2-digit', minute: '2-digit' } as const
    const optionSets = [dateOnly, withTime, { ...dateOnly, timeZone: 'UTC' }, { ...withTime, timeZone: 'UTC' }]
    for (const locale of locales)
      for (const options of optionSets) {
        const intl = new Intl.DateTimeFormat(locale, options)
        const ours = weekdayDateFormatter(locale, options)!
        for (let day = 0; day < 366; day++) {
          const at = new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60)
          expect(ours.format(at), `${locale} ${JSON.stringify(options)} ${at.toISOString()}`).toBe(intl.format(at))
        }
      }
    const dayAndMonth = { weekday: 'short', day: 'numeric', month: 'short' } as const
    for (const locale of locales)
      for (const options of [dayAndMonth, { ...dayAndMonth, timeZone: 'UTC' }]) {
        const intl = new Intl.DateTimeFormat(locale, options)
        const ours = weekdayDateFormatter(locale, options)!
        for (let day = 0; day < 366; day++) {
          const at = new Date(2026, 0, 1 + day, day % 24)
          expect(ours.format(at), `${locale} ${JSON.stringify(options)} ${at.toISOString()}`).toBe(intl.format(at))
        }
      }
    expect(weekdayDateFormatter('en-GB', { ...dayAndMonth, hour: '2-digit', minute: '2-digit' })).toBeNull()
    expect(weekdayDateFormatter('fr-FR', dateOnly)).toBeNull()
    expect(weekdayDateFormatter('en-GB', { ...dateOnly, hour: '2-digit' })).toBeNull()
    expect(weekdayDateFormatter('en-GB', { ...dateOnly, year: 'numeric' })).toBeNull()
    expect(weekdayDateFormatter('en-GB', { ...dateOnly, timeZone: 'Europe/Berlin' })).toBeNull()
  })

  it('writes numeric dates with a time or without, and a weekday, day and month written out with a time, local or in UTC, as Intl does, every day of a year', () => {
    const numeric = { day: '2-digit', month: '2-digit', year: 'numeric' } as const
    const numericWithTime = { ...numeric, hour: '2-digit', minute: '2-digit' } as const
    const written = { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const
    const cases = [
      [numericDateFormatter, numeric],
      [numericDateFormatter, numericWithTime],
      [numericDateFormatter, { ...numericWithTime, timeZone: 'UTC' }],
      [longWeekdayDateTimeFormatter, written],
      [longWeekdayDateTimeFormatter, { ...written, timeZone: 'UTC' }],
    ] as const
    for (const locale of locales)
      for (const [make, options] of cases) {
        const intl = new Intl.DateTimeFormat(locale, options)
        const ours = make(locale, options)!
        for (let day = 0; day < 366; day++) {
          const at = new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60)
          expect(ours.format(at), `${locale} ${JSON.stringify(options)} ${at.toISOString()}`).toBe(intl.format(at))
        }
      }
    expect(numericDateFormatter('en-GB', { ...numeric, hour: '2-digit' })).toBeNull()
    expect(numericDateFormatter('fr-FR', numeric)).toBeNull()
    expect(longWeekdayDateTimeFormatter('en-GB', { ...written, second: '2-digit' })).toBeNull()
  })
})
