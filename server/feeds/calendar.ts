import type { CalendarEvent } from '../../src/contract/market-data'
import { fnv1a, seededRandom } from '../../src/lib/seeded-random'

export type { CalendarEvent }

/** A source of economic events; the generator below implements it, a real provider can replace it. */
export interface CalendarSource {
  events(from: Date, to: Date): CalendarEvent[]
  currencies(): string[]
}

type Schedule = (year: number, month: number) => Date[]

interface Rule {
  event: string
  title: string
  country: string
  currency: string
  importance: 1 | 2 | 3
  unit: CalendarEvent['unit']
  at: [number, number]
  schedule: Schedule
  base: number
  spread: number
  digits: number
  /** Rate decisions move in quarter-point steps and mostly hold. */
  rate?: boolean
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day))

function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = utc(year, month, 1)
  const offset = (weekday - first.getUTCDay() + 7) % 7
  return utc(year, month, 1 + offset + (n - 1) * 7)
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = utc(year, month + 1, 0)
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7))
}

/** The given day of the month, moved forward to Monday when it falls on a weekend. */
function businessDay(year: number, month: number, day: number): Date {
  const date = utc(year, month, day)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return date
}

/** Meetings every six weeks from a first meeting of the year, as central banks schedule them. */
const everySixWeeks =
  (firstMonth: number, firstDay: number): Schedule =>
  (year, month) => {
    const dates: Date[] = []
    for (let d = utc(year, firstMonth, firstDay); d.getUTCFullYear() === year; d = new Date(d.getTime() + 42 * 86_400_000)) {
      if (d.getUTCMonth() === month) dates.push(d)
    }
    return dates
  }

const monthly =
  (pick: (year: number, month: number) => Date): Schedule =>
  (year, month) => [pick(year, month)]

const rules: Rule[] = [
  {
    event: 'us-nfp',
    title: 'Non-Farm Payrolls',
    country: 'US',
    currency: 'USD',
    importance: 3,
    unit: 'K',
    at: [13, 30],
    schedule: monthly((y, m) => nthWeekday(y, m, 5, 1)),
    base: 170,
    spread: 70,
    digits: 0,
  },
  {
    event: 'us-unemployment',
    title: 'Unemployment Rate',
    country: 'US',
    currency: 'USD',
    importance: 3,
    unit: '%',
    at: [13, 30],
    schedule: monthly((y, m) => nthWeekday(y, m, 5, 1)),
    base: 4.2,
    spread: 0.15,
    digits: 1,
  },
  {
    event: 'us-cpi',
    title: 'CPI y/y',
    country: 'US',
    currency: 'USD',
    importance: 3,
    unit: '%',
    at: [13, 30],
    schedule: monthly((y, m) => nthWeekday(y, m, 3, 2)),
    base: 2.8,
    spread: 0.2,
    digits: 1,
  },
  {
    event: 'us-retail-sales',
    title: 'Retail Sales m/m',
    country: 'US',
    currency: 'USD',
    importance: 2,
    unit: '%',
    at: [13, 30],
    schedule: monthly((y, m) => businessDay(y, m, 15)),
    base: 0.3,
    spread: 0.5,
    digits: 1,
  },
  {
    event: 'us-ism-manufacturing',
    title: 'ISM Manufacturing PMI',
    country: 'US',
    currency: 'USD',
    importance: 2,
    unit: 'index',
    at: [15, 0],
    schedule: monthly((y, m) => businessDay(y, m, 1)),
    base: 49.2,
    spread: 1.5,
    digits: 1,
  },
  {
    event: 'us-fomc',
    title: 'FOMC Rate Decision',
    country: 'US',
    currency: 'USD',
    importance: 3,
    unit: '%',
    at: [19, 0],
    schedule: everySixWeeks(0, 28),
    base: 4.0,
    spread: 0.25,
    digits: 2,
    rate: true,
  },
  {
    event: 'ez-ecb',
    title: 'ECB Rate Decision',
    country: 'EU',
    currency: 'EUR',
    importance: 3,
    unit: '%',
    at: [13, 15],
    schedule: everySixWeeks(0, 29),
    base: 2.0,
    spread: 0.25,
    digits: 2,
    rate: true,
  },
  {
    event: 'ez-cpi-flash',
    title: 'CPI Flash Estimate y/y',
    country: 'EU',
    currency: 'EUR',
    importance: 3,
    unit: '%',
    at: [10, 0],
    schedule: monthly((y, m) => businessDay(y, m, 2)),
    base: 2.1,
    spread: 0.2,
    digits: 1,
  },
  {
    event: 'de-ifo',
    title: 'Ifo Business Climate',
    country: 'DE',
    currency: 'EUR',
    importance: 2,
    unit: 'index',
    at: [9, 0],
    schedule: monthly((y, m) => businessDay(y, m, 24)),
    base: 88.5,
    spread: 1.2,
    digits: 1,
  },
  {
    event: 'de-zew',
    title: 'ZEW Economic Sentiment',
    country: 'DE',
    currency: 'EUR',
    importance: 2,
    unit: 'index',
    at: [10, 0],
    schedule: monthly((y, m) => nthWeekday(y, m, 2, 3)),
    base: 12,
    spread: 9,
    digits: 1,
  },
  {
    event: 'de-pmi-flash',
    title: 'Manufacturing PMI (flash)',
    country: 'DE',
    currency: 'EUR',
    importance: 2,
    unit: 'index',
    at: [8, 30],
    schedule: monthly((y, m) => businessDay(y, m, 23)),
    base: 46.5,
    spread: 1.3,
    digits: 1,
  },
  {
    event: 'gb-cpi',
    title: 'CPI y/y',
    country: 'GB',
    currency: 'GBP',
    importance: 3,
    unit: '%',
    at: [7, 0],
    schedule: monthly((y, m) => nthWeekday(y, m, 3, 3)),
    base: 3.2,
    spread: 0.2,
    digits: 1,
  },
  {
    event: 'gb-boe',
    title: 'BoE Rate Decision',
    country: 'GB',
    currency: 'GBP',
    importance: 3,
    unit: '%',
    at: [12, 0],
    schedule: everySixWeeks(1, 5),
    base: 4.0,
    spread: 0.25,
    digits: 2,
    rate: true,
  },
  {
    event: 'jp-boj',
    title: 'BoJ Rate Decision',
    country: 'JP',
    currency: 'JPY',
    importance: 3,
    unit: '%',
    at: [3, 0],
    schedule: everySixWeeks(0, 23),
    base: 0.5,
    spread: 0.25,
    digits: 2,
    rate: true,
  },
  {
    event: 'au-employment',
    title: 'Employment Change',
    country: 'AU',
    currency: 'AUD',
    importance: 2,
    unit: 'K',
    at: [0, 30],
    schedule: monthly((y, m) => nthWeekday(y, m, 4, 3)),
    base: 25,
    spread: 20,
    digits: 1,
  },
  {
    event: 'au-rba',
    title: 'RBA Rate Decision',
    country: 'AU',
    currency: 'AUD',
    importance: 3,
    unit: '%',
    at: [3, 30],
    schedule: everySixWeeks(1, 17),
    base: 3.6,
    spread: 0.25,
    digits: 2,
    rate: true,
  },
  {
    event: 'ca-employment',
    title: 'Employment Change',
    country: 'CA',
    currency: 'CAD',
    importance: 2,
    unit: 'K',
    at: [13, 30],
    schedule: monthly((y, m) => nthWeekday(y, m, 5, 1)),
    base: 20,
    spread: 25,
    digits: 1,
  },
  {
    event: 'ch-cpi',
    title: 'CPI y/y',
    country: 'CH',
    currency: 'CHF',
    importance: 2,
    unit: '%',
    at: [7, 30],
    schedule: monthly((y, m) => businessDay(y, m, 3)),
    base: 0.4,
    spread: 0.2,
    digits: 1,
  },
  {
    event: 'nz-rbnz',
    title: 'RBNZ Rate Decision',
    country: 'NZ',
    currency: 'NZD',
    importance: 3,
    unit: '%',
    at: [1, 0],
    schedule: everySixWeeks(1, 18),
    base: 3.0,
    spread: 0.25,
    digits: 2,
    rate: true,
  },
  {
    event: 'cn-cpi',
    title: 'CPI y/y',
    country: 'CN',
    currency: 'CNH',
    importance: 2,
    unit: '%',
    at: [1, 30],
    schedule: monthly((y, m) => businessDay(y, m, 9)),
    base: 0.3,
    spread: 0.3,
    digits: 1,
  },
  {
    event: 'hk-gdp',
    title: 'GDP q/q (advance)',
    country: 'HK',
    currency: 'HKD',
    importance: 1,
    unit: '%',
    at: [8, 30],
    schedule: (y, m) => ([0, 3, 6, 9].includes(m) ? [lastWeekday(y, m, 4)] : []),
    base: 0.6,
    spread: 0.5,
    digits: 1,
  },
]

/**
 * Demonstration data following the real schedule of recurring releases (design.md section 5):
 * each value comes from a seeded generator keyed by the event and its date, so the same event
 * always has the same figures; events in the past carry an actual value.
 */
export class GeneratedCalendar implements CalendarSource {
  constructor(
    private readonly seed: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private value(rule: Rule, date: Date, salt: string): number {
    const random = seededRandom(fnv1a(`${rule.event}:${date.toISOString().slice(0, 10)}:${salt}`, this.seed))
    if (rule.rate) {
      const r = random()
      const step = r < 0.15 ? -0.25 : r > 0.92 ? 0.25 : 0
      return Number((rule.base + step).toFixed(rule.digits))
    }
    return Number((rule.base + (random() - 0.5) * 2 * rule.spread).toFixed(rule.digits))
  }

  events(from: Date, to: Date): CalendarEvent[] {
    const now = this.clock()
    const list: CalendarEvent[] = []
    for (
      let month = utc(from.getUTCFullYear(), from.getUTCMonth(), 1);
      month <= to;
      month = utc(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)
    ) {
      const [y, m] = [month.getUTCFullYear(), month.getUTCMonth()]
      for (const rule of rules) {
        for (const day of rule.schedule(y, m)) {
          const time = new Date(day.getTime() + (rule.at[0] * 60 + rule.at[1]) * 60_000)
          if (time < from || time > to) continue
          const actual = this.value(rule, time, 'actual')
          const previous = this.value(rule, time, 'previous')
          const forecast = rule.rate ? previous : Number(((actual + previous) / 2).toFixed(rule.digits))
          list.push({
            id: `${rule.event}-${time.toISOString().slice(0, 10)}`,
            event: rule.event,
            title: rule.title,
            country: rule.country,
            currency: rule.currency,
            importance: rule.importance,
            time: time.toISOString(),
            unit: rule.unit,
            actual: time <= now ? actual : null,
            forecast,
            previous,
          })
        }
      }
    }
    return list.sort((a, b) => a.time.localeCompare(b.time) || b.importance - a.importance)
  }

  currencies(): string[] {
    return [...new Set(rules.map((rule) => rule.currency))].sort()
  }
}

/** The reference server keeps MetaTrader-style server time: Cyprus time (UTC+2, UTC+3 in summer). */
export const serverTimeZone = 'Europe/Nicosia'

export function serverTimeOffsetMinutes(at: Date): number {
  const local = new Date(at.toLocaleString('en-US', { timeZone: serverTimeZone }))
  const utcView = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }))
  return Math.round((local.getTime() - utcView.getTime()) / 60_000)
}
