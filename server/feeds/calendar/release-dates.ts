/**
 * Calendar arithmetic for the release rules: weekdays of a month, business days that skip a
 * country's bank holidays, the bank holidays themselves, central-bank meeting calendars, and local
 * release times turned into UTC with the publisher's time zone (summer time included).
 * Months are 0-based as in Date; a "day" is a day of the month in the publisher's own calendar.
 */

import { LruCache } from '../../lru-cache'

export const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day))
const weekdayOf = (year: number, month: number, day: number) => utcDay(year, month, day).getUTCDay()
const daysIn = (year: number, month: number) => utcDay(year, month + 1, 0).getUTCDate()

/** Day of the month of the n-th given weekday (0 Sunday … 6 Saturday); n = -1 is the last. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = daysIn(year, month)
    return last - ((weekdayOf(year, month, last) - weekday + 7) % 7)
  }
  return 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7) + (n - 1) * 7
}

/** Every given weekday of the month. */
export function everyWeekday(year: number, month: number, weekday: number): number[] {
  const days: number[] = []
  for (let day = nthWeekday(year, month, weekday, 1); day <= daysIn(year, month); day += 7) days.push(day)
  return days
}

/** The first given weekday on or after a day of the month. */
export function weekdayOnOrAfter(year: number, month: number, weekday: number, day: number): number {
  return day + ((weekday - weekdayOf(year, month, day) + 7) % 7)
}

export const lastDayOf = daysIn

/** Gregorian Easter Sunday (the anonymous algorithm), as month and day. */
export function easter(year: number): [number, number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return [month - 1, day]
}

export interface Holiday {
  month: number
  day: number
  name: string
}

const relativeToEaster = (year: number, days: number): [number, number] => {
  const [month, day] = easter(year)
  const date = utcDay(year, month, day + days)
  return [date.getUTCMonth(), date.getUTCDate()]
}

/** A fixed-date holiday that falls on a weekend is kept on the Friday before or the Monday after (US, UK, AU…). */
function observed(year: number, month: number, day: number, saturdayToFriday: boolean): [number, number] {
  const weekday = weekdayOf(year, month, day)
  const shift = weekday === 6 ? (saturdayToFriday ? -1 : 2) : weekday === 0 ? 1 : 0
  const date = utcDay(year, month, day + shift)
  return [date.getUTCMonth(), date.getUTCDate()]
}

/** Japan's equinox days, by the formula the National Astronomical Observatory's dates follow (1980–2099). */
const equinox = (year: number, base: number) => Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4))

/** Lunar-calendar holidays of China and Hong Kong, from the official announcements (first day of each). */
const lunar: Record<number, { springFestival: [number, number]; dragonBoat: [number, number]; midAutumn: [number, number] }> = {
  2024: { springFestival: [1, 10], dragonBoat: [5, 10], midAutumn: [8, 17] },
  2025: { springFestival: [0, 29], dragonBoat: [5, 2], midAutumn: [9, 6] },
  2026: { springFestival: [1, 17], dragonBoat: [5, 19], midAutumn: [8, 25] },
  2027: { springFestival: [1, 6], dragonBoat: [5, 9], midAutumn: [8, 15] },
  2028: { springFestival: [0, 26], dragonBoat: [4, 29], midAutumn: [9, 3] },
}

/** New Zealand's Matariki public holiday, as set by the Te Kāhui o Matariki Public Holiday Act 2022. */
const matariki: Record<number, [number, number]> = {
  2024: [5, 28],
  2025: [5, 20],
  2026: [6, 10],
  2027: [5, 25],
  2028: [6, 14],
}

/** Bank holidays on which a country's banks and usually its exchanges are closed. */
export function bankHolidays(country: string, year: number): Holiday[] {
  const list: Array<[[number, number], string]> = []
  const add = (date: [number, number], name: string) => list.push([date, name])
  const easterDay = (days: number) => relativeToEaster(year, days)
  const nth = (month: number, weekday: number, n: number): [number, number] => [month, nthWeekday(year, month, weekday, n)]
  switch (country) {
    case 'US':
      add(observed(year, 0, 1, false), "New Year's Day")
      add(nth(0, 1, 3), 'Martin Luther King Jr. Day')
      add(nth(1, 1, 3), "Presidents' Day")
      add(easterDay(-2), 'Good Friday')
      add(nth(4, 1, -1), 'Memorial Day')
      add(observed(year, 5, 19, true), 'Juneteenth')
      add(observed(year, 6, 4, true), 'Independence Day')
      add(nth(8, 1, 1), 'Labor Day')
      add(nth(10, 4, 4), 'Thanksgiving Day')
      add(observed(year, 11, 25, true), 'Christmas Day')
      break
    case 'GB':
      add(observed(year, 0, 1, false), "New Year's Day")
      add(easterDay(-2), 'Good Friday')
      add(easterDay(1), 'Easter Monday')
      add(nth(4, 1, 1), 'Early May Bank Holiday')
      add(nth(4, 1, -1), 'Spring Bank Holiday')
      add(nth(7, 1, -1), 'Summer Bank Holiday')
      christmasAndBoxingDay(year, add)
      break
    case 'EU':
      // TARGET2 closing days: the euro area's payment system is shut.
      add([0, 1], "New Year's Day")
      add(easterDay(-2), 'Good Friday')
      add(easterDay(1), 'Easter Monday')
      add([4, 1], 'Labour Day')
      add([11, 25], 'Christmas Day')
      add([11, 26], "St. Stephen's Day")
      break
    case 'DE':
      add(easterDay(39), 'Ascension Day')
      add(easterDay(50), 'Whit Monday')
      add([9, 3], 'Day of German Unity')
      break
    case 'FR':
      add([6, 14], 'Bastille Day')
      add([7, 15], 'Assumption Day')
      add([10, 1], "All Saints' Day")
      add([10, 11], 'Armistice Day')
      break
    case 'IT':
      add([5, 2], 'Republic Day')
      add([7, 15], 'Assumption Day')
      add([11, 8], 'Immaculate Conception')
      break
    case 'JP':
      add([0, 1], "New Year's Day")
      add([0, 2], 'Bank Holiday')
      add([0, 3], 'Bank Holiday')
      add(nth(0, 1, 2), 'Coming of Age Day')
      add(observed(year, 1, 11, false), 'National Foundation Day')
      add(observed(year, 1, 23, false), "Emperor's Birthday")
      add(observed(year, 2, equinox(year, 20.8431), false), 'Vernal Equinox Day')
      add(observed(year, 3, 29, false), 'Showa Day')
      add([4, 3], 'Constitution Memorial Day')
      add([4, 4], 'Greenery Day')
      add(observed(year, 4, 5, false), "Children's Day")
      add(nth(6, 1, 3), 'Marine Day')
      add(observed(year, 7, 11, false), 'Mountain Day')
      add(nth(8, 1, 3), 'Respect for the Aged Day')
      add(observed(year, 8, equinox(year, 23.2488), false), 'Autumnal Equinox Day')
      add(nth(9, 1, 2), 'Sports Day')
      add(observed(year, 10, 3, false), 'Culture Day')
      add(observed(year, 10, 23, false), 'Labour Thanksgiving Day')
      add([11, 31], 'Bank Holiday')
      break
    case 'CH':
      add([0, 1], "New Year's Day")
      add([0, 2], "Berchtold's Day")
      add(easterDay(-2), 'Good Friday')
      add(easterDay(1), 'Easter Monday')
      add(easterDay(39), 'Ascension Day')
      add(easterDay(50), 'Whit Monday')
      add([7, 1], 'Swiss National Day')
      add([11, 25], 'Christmas Day')
      add([11, 26], "St. Stephen's Day")
      break
    case 'CA':
      add(observed(year, 0, 1, false), "New Year's Day")
      add(nth(1, 1, 3), 'Family Day')
      add(easterDay(-2), 'Good Friday')
      add([4, weekdayOnOrAfter(year, 4, 1, 18)], 'Victoria Day')
      add(observed(year, 6, 1, false), 'Canada Day')
      add(nth(7, 1, 1), 'Civic Holiday')
      add(nth(8, 1, 1), 'Labour Day')
      add(nth(9, 1, 2), 'Thanksgiving Day')
      christmasAndBoxingDay(year, add)
      break
    case 'AU':
      add(observed(year, 0, 1, false), "New Year's Day")
      add(observed(year, 0, 26, false), 'Australia Day')
      add(easterDay(-2), 'Good Friday')
      add(easterDay(1), 'Easter Monday')
      add([3, 25], 'ANZAC Day')
      add(nth(5, 1, 2), "King's Birthday")
      add(nth(9, 1, 1), 'Labour Day')
      christmasAndBoxingDay(year, add)
      break
    case 'NZ':
      add(observed(year, 0, 1, false), "New Year's Day")
      add(observed(year, 0, 2, false), "Day after New Year's Day")
      add(observed(year, 1, 6, false), 'Waitangi Day')
      add(easterDay(-2), 'Good Friday')
      add(easterDay(1), 'Easter Monday')
      add(observed(year, 3, 25, false), 'ANZAC Day')
      add(nth(5, 1, 1), "King's Birthday")
      if (matariki[year]) add(matariki[year], 'Matariki')
      add(nth(9, 1, 4), 'Labour Day')
      christmasAndBoxingDay(year, add)
      break
    case 'CN': {
      add([0, 1], "New Year's Day")
      const dates = lunar[year]
      if (dates) {
        for (let i = -1; i <= 6; i++) add(shift(year, dates.springFestival, i), 'Spring Festival')
        add(dates.dragonBoat, 'Dragon Boat Festival')
        add(dates.midAutumn, 'Mid-Autumn Festival')
      }
      add([3, year % 4 === 0 ? 4 : 5], 'Qingming Festival')
      for (let day = 1; day <= 5; day++) add([4, day], 'Labour Day')
      for (let day = 1; day <= 7; day++) add([9, day], 'National Day')
      break
    }
    case 'HK': {
      add(observed(year, 0, 1, false), "New Year's Day")
      const dates = lunar[year]
      if (dates) for (let i = 0; i <= 2; i++) add(shift(year, dates.springFestival, i), 'Lunar New Year')
      add(easterDay(-2), 'Good Friday')
      add(easterDay(1), 'Easter Monday')
      add(observed(year, 4, 1, false), 'Labour Day')
      add(observed(year, 6, 1, false), 'HKSAR Establishment Day')
      add(observed(year, 9, 1, false), 'National Day')
      christmasAndBoxingDay(year, add)
      break
    }
  }
  return list.map(([[month, day], name]) => ({ month, day, name }))
}

function shift(year: number, [month, day]: [number, number], days: number): [number, number] {
  const date = utcDay(year, month, day + days)
  return [date.getUTCMonth(), date.getUTCDate()]
}

/** Christmas and Boxing Day, each moved to the next free weekday when it falls on a weekend. */
function christmasAndBoxingDay(year: number, add: (date: [number, number], name: string) => void) {
  const christmas = weekdayOf(year, 11, 25)
  if (christmas === 6) {
    add([11, 27], 'Christmas Day')
    add([11, 28], 'Boxing Day')
  } else if (christmas === 5) {
    add([11, 25], 'Christmas Day')
    add([11, 28], 'Boxing Day')
  } else if (christmas === 0) {
    add([11, 27], 'Christmas Day')
    add([11, 26], 'Boxing Day')
  } else {
    add([11, 25], 'Christmas Day')
    add([11, 26], 'Boxing Day')
  }
}

/**
 * Each country's closed days of a year, by `country:year`: 13 countries over the calendar's
 * window and look-back are about 80 entries, so 256 keep them all and bound what a stray year costs.
 */
const holidayCache = new LruCache<string, Set<string>>(256)

export const holidayCacheSize = () => ({ size: holidayCache.size, capacity: holidayCache.capacity })

/** Whether banks in the country are closed that day: a weekend or one of its bank holidays. */
export function isClosed(country: string, year: number, month: number, day: number): boolean {
  const weekday = weekdayOf(year, month, day)
  if (weekday === 0 || weekday === 6) return true
  const date = utcDay(year, month, day)
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
  const key = `${country}:${y}`
  let days = holidayCache.get(key)
  if (!days) {
    const countries = ['DE', 'FR', 'IT'].includes(country) ? ['EU', country] : [country]
    days = new Set(countries.flatMap((c) => bankHolidays(c, y)).map((h) => `${h.month}-${h.day}`))
    holidayCache.set(key, days)
  }
  return days.has(`${m}-${d}`)
}

/** The day itself, or the next day on which the country's offices are open. May run into the next month. */
export function businessDayOnOrAfter(country: string, year: number, month: number, day: number): number {
  let d = day
  while (isClosed(country, year, month, d)) d++
  return d
}

/** The day itself, or the open day before it. */
export function businessDayOnOrBefore(country: string, year: number, month: number, day: number): number {
  let d = day
  while (isClosed(country, year, month, d)) d--
  return d
}

/** The n-th open day of the month (1-based); n = -1 is the last. */
export function nthBusinessDay(country: string, year: number, month: number, n: number): number {
  if (n < 0) return businessDayOnOrBefore(country, year, month, daysIn(year, month))
  let d = 0
  for (let count = 0; count < n; ) if (!isClosed(country, year, month, ++d)) count++
  return d
}

/**
 * Central-bank decision days as the banks published them. A year not listed yet repeats the
 * last listed year's pattern: the same weekday in the same week of the year, which is how the
 * banks set their calendars.
 */
export type MeetingCalendar = Record<number, Array<[number, number]>>

export function meetingDays(calendar: MeetingCalendar, year: number): Array<[number, number]> {
  if (calendar[year]) return calendar[year]
  const known = Object.keys(calendar).map(Number)
  const base = known.reduce((a, b) => (Math.abs(b - year) < Math.abs(a - year) ? b : a))
  return calendar[base]!.map(([month, day]) => {
    // 52 weeks on keeps the weekday; a week more or less keeps it within three days of the date.
    const moved = new Date(utcDay(base, month, day).getTime() + (year - base) * 364 * 86_400_000)
    const drift = (utcDay(year, month, day).getTime() - moved.getTime()) / 86_400_000
    if (drift > 3) moved.setUTCDate(moved.getUTCDate() + 7)
    if (drift < -3) moved.setUTCDate(moved.getUTCDate() - 7)
    return [moved.getUTCMonth(), moved.getUTCDate()] as [number, number]
  })
}

/** One formatter per zone; the zones are the rules' own (release-rules.ts), never a request's. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** Minutes the zone is ahead of UTC at that instant. */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  let format = offsetFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    offsetFormats.set(zone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]))
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!)
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
}

/** The instant of a local wall-clock time in a zone (the day may lie outside the month: it rolls over). */
export function zonedTime(zone: string, year: number, month: number, day: number, hour: number, minute: number): Date {
  const wall = Date.UTC(year, month, day, hour, minute)
  const first = wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000
  const second = wall - zoneOffsetMinutes(zone, new Date(first)) * 60_000
  return new Date(second)
}
