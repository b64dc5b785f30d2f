import { instruments } from '../../src/config/instruments'
import type { InstrumentName } from '../../src/contract/instruments'
import { type ClosureReason, closureWeeks, type MarketClosure } from '../../src/contract/market-closures'
import { bankHolidays, nthWeekday } from './calendar/release-dates'

const dayMs = 86_400_000

/**
 * Each market's rules. Every market closes on Christmas Day and New Year's Day. The indices and
 * oil also close on their exchanges' bank holidays (the calendar's, server/feeds/calendar), oil
 * with New York where it is cleared; the US markets close early (13:00 New York, 18:00 UTC in
 * winter) on the day after Thanksgiving and on Christmas Eve. Forex and metals trade through
 * every other holiday, as the interbank market does.
 */
const exchangeCountries: Partial<Record<InstrumentName, readonly string[]>> = {
  US500: ['US'],
  US30: ['US'],
  NAS100: ['US'],
  USOIL: ['US'],
  UKOIL: ['US'],
  GER30: ['EU', 'DE'],
  HK50: ['HK'],
  JPN225: ['JP'],
}
const usEarlyClose = 18 * 60

const reasonsByName: Record<string, ClosureReason> = {
  'Christmas Day': 'christmas',
  "New Year's Day": 'new-year',
  'Thanksgiving Day': 'thanksgiving',
  'Boxing Day': 'boxing-day',
  "St. Stephen's Day": 'boxing-day',
}

type DayRule = Omit<MarketClosure, 'id' | 'date' | 'instruments'>

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** The closure of one instrument on one weekday (`at` is its UTC midnight), if it has one. */
function ruleFor(
  name: InstrumentName,
  at: number,
  holidays: (country: string, year: number) => Map<string, string>,
): DayRule | undefined {
  const date = new Date(at)
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
  if ((month === 11 && day === 25) || (month === 0 && day === 1)) {
    const christmas = month === 11
    return {
      kind: 'closed',
      reason: christmas ? 'christmas' : 'new-year',
      country: null,
      name: christmas ? 'Christmas Day' : "New Year's Day",
      closesAt: null,
    }
  }
  const countries = exchangeCountries[name] ?? []
  for (const country of countries) {
    const holiday = holidays(country, year).get(`${month}-${day}`)
    if (holiday)
      return { kind: 'closed', reason: reasonsByName[holiday] ?? 'bank-holiday', country, name: holiday, closesAt: null }
  }
  if (countries.includes('US')) {
    if (month === 10 && day === nthWeekday(year, 10, 4, 4) + 1) {
      return {
        kind: 'early',
        reason: 'day-after-thanksgiving',
        country: 'US',
        name: 'Day after Thanksgiving',
        closesAt: usEarlyClose,
      }
    }
    if (month === 11 && day === 24) {
      return { kind: 'early', reason: 'christmas-eve', country: 'US', name: 'Christmas Eve', closesAt: usEarlyClose }
    }
  }
  return undefined
}

/** Each country's bank holidays of a year, by "month-day": a pure function of both, worked out once. */
const holidaysByYear = new Map<string, Map<string, string>>()

function holidaysOf(country: string, year: number): Map<string, string> {
  const key = `${country}:${year}`
  let days = holidaysByYear.get(key)
  if (!days) {
    days = new Map(bankHolidays(country, year).map((h) => [`${h.month}-${h.day}`, h.name]))
    holidaysByYear.set(key, days)
  }
  return days
}

/**
 * The closures and shortened sessions of one UTC day (`at` is its midnight), one entry per cause
 * with the instruments it affects. The feed and the chart history ask about single days, so they
 * never work out eight weeks to use one.
 */
export function closuresOn(at: number): MarketClosure[] {
  const weekday = new Date(at).getUTCDay()
  // Every market is shut at the weekend already.
  if (weekday === 0 || weekday === 6) return []
  const date = isoDay(at)
  const groups = new Map<string, MarketClosure>()
  for (const instrument of instruments) {
    const rule = ruleFor(instrument.name, at, holidaysOf)
    if (!rule) continue
    const id = `${date}-${rule.kind}-${rule.reason}${rule.country ? `-${rule.country.toLowerCase()}` : ''}`
    const group = groups.get(id) ?? { id, date, ...rule, instruments: [] }
    group.instruments.push(instrument.name)
    groups.set(id, group)
  }
  return [...groups.values()]
}

/**
 * The closures and shortened sessions of the eight weeks from `today` (its UTC day), one entry per
 * day and cause with the instruments it affects, sorted by day. A pure function of the date: every
 * instance computes the same list, so nothing needs to be shared between them.
 */
export function marketClosures(today: Date): MarketClosure[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const list: MarketClosure[] = []
  for (let at = start; at < start + closureWeeks * 7 * dayMs; at += dayMs) list.push(...closuresOn(at))
  return list
}
