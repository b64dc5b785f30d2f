// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { economicIndicators } from '../../../src/config/economic-indicators'
import { bankHolidays, easter } from './release-dates'
import { payrollsDay, releases } from './release-rules'
import { type CalendarEvent, cachedMonthsPerRelease, calendarCacheSizes, GeneratedCalendar } from './source'
import { surpriseDeviation } from './surprise-deviation'

const now = new Date('2026-11-25T14:00:00Z')
const calendar = new GeneratedCalendar(7, () => now)
const day = 86_400_000

/** The events of one indicator between two dates (inclusive), as UTC instants. */
function times(slug: string, from: string, to: string): string[] {
  return calendar
    .events(new Date(`${from}T00:00:00Z`), new Date(`${to}T23:59:59Z`))
    .filter((e) => e.event === slug)
    .map((e) => e.time.slice(0, 16))
}

const weeksOf2026 = Array.from({ length: 52 }, (_, i) => new Date(Date.UTC(2026, 0, 5 + 7 * i)))
const weekEvents = (monday: Date) => calendar.events(monday, new Date(monday.getTime() + 7 * day - 1))

describe('the demonstration calendar: density and mix', () => {
  it('a typical week holds at least 60 events over at least 10 currencies, most of them low importance', () => {
    const counts = weeksOf2026.map((monday) => weekEvents(monday).length).sort((a, b) => a - b)
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(60)
    // Even the quiet weeks around Christmas keep a full board.
    expect(counts[0]).toBeGreaterThanOrEqual(45)
    for (const monday of weeksOf2026) {
      const events = weekEvents(monday)
      expect(new Set(events.map((e) => e.currency)).size, monday.toISOString()).toBeGreaterThanOrEqual(10)
    }
    const week = weekEvents(new Date('2026-11-02T00:00:00Z'))
    expect(week.length).toBeGreaterThanOrEqual(60)
    const share = (level: number) => week.filter((e) => e.importance === level).length / week.length
    expect(share(1)).toBeGreaterThan(0.5)
    expect(share(2)).toBeGreaterThan(0.1)
    // The releases every calendar marks high: a busy first week of the month holds about one in four.
    expect(share(3)).toBeGreaterThan(0.1)
    expect(share(3)).toBeLessThan(0.3)
  })

  it('covers the central banks, prices, output, labour, spending, surveys, trade and bank holidays of every economy', () => {
    const year = calendar.events(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T23:59:59Z'))
    for (const country of ['US', 'EU', 'DE', 'FR', 'IT', 'GB', 'JP', 'CH', 'CA', 'AU', 'NZ', 'CN']) {
      expect(year.some((e) => e.country === country && e.kind === 'release')).toBe(true)
    }
    const categories = new Set(year.map((e) => economicIndicators.find((i) => i.slug === e.event)?.category))
    for (const category of [
      'rate-decision',
      'minutes',
      'inflation',
      'producer-prices',
      'gdp',
      'employment',
      'unemployment',
      'retail-sales',
      'manufacturing-pmi',
      'services-pmi',
      'business-sentiment',
      'consumer-sentiment',
      'trade-balance',
    ]) {
      expect(categories.has(category as never), category).toBe(true)
    }
    for (const bank of [
      'us-fomc-rate-decision',
      'ez-ecb-rate-decision',
      'gb-boe-rate-decision',
      'jp-boj-rate-decision',
      'ch-snb-rate-decision',
      'ca-boc-rate-decision',
      'au-rba-rate-decision',
      'nz-rbnz-rate-decision',
      'cn-loan-prime-rate',
    ]) {
      expect(year.filter((e) => e.event === bank).length, bank).toBeGreaterThanOrEqual(4)
    }
    const holidays = year.filter((e) => e.kind === 'holiday')
    expect(holidays.every((e) => e.actual === null && e.unit === null && e.better === null)).toBe(true)
    expect(new Set(holidays.map((e) => e.country)).size).toBeGreaterThanOrEqual(10)
  })

  it('every event of the source is a known indicator or a bank holiday', () => {
    const known = new Set(economicIndicators.map((i) => i.slug))
    const year = calendar.events(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T23:59:59Z'))
    for (const event of year) expect(known.has(event.event) || event.kind === 'holiday', event.event).toBe(true)
    // And every indicator of the table comes out at least once a year.
    for (const slug of known)
      expect(
        year.some((e) => e.event === slug),
        slug,
      ).toBe(true)
  })
})

describe('importance as the major public calendars rate it', () => {
  /** The weeks of 2026 without the holidays at the turn of the year. */
  const ordinaryWeeks = weeksOf2026.slice(1, 50)
  const high = (monday: Date, currency?: string) =>
    weekEvents(monday).filter((e) => e.importance === 3 && (!currency || e.currency === currency)).length
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

  it('a typical week holds at least 12 high-importance events, at least 3 for USD and 2 for EUR', () => {
    expect(median(ordinaryWeeks.map((monday) => high(monday)))).toBeGreaterThanOrEqual(12)
    expect(median(ordinaryWeeks.map((monday) => high(monday, 'USD')))).toBeGreaterThanOrEqual(3)
    expect(median(ordinaryWeeks.map((monday) => high(monday, 'EUR')))).toBeGreaterThanOrEqual(2)
    // Even a quiet week leaves a trader filtering "High" something to watch.
    for (const monday of ordinaryWeeks) expect(high(monday), monday.toISOString()).toBeGreaterThanOrEqual(5)
    // The first week of a month: payrolls, ISM, JOLTS and the euro area's flash CPI.
    const firstWeek = new Date('2026-02-02T00:00:00Z')
    expect(high(firstWeek)).toBeGreaterThanOrEqual(12)
    expect(high(firstWeek, 'USD')).toBeGreaterThanOrEqual(3)
    expect(high(firstWeek, 'EUR')).toBeGreaterThanOrEqual(2)
  })

  it('rates the releases every calendar marks high as high, and weekly jobless claims medium', () => {
    const rating = (slug: string) => economicIndicators.find((i) => i.slug === slug)?.importance
    const known = [
      'us-nonfarm-payrolls',
      'us-unemployment-rate',
      'us-cpi',
      'us-core-cpi',
      'us-retail-sales',
      'us-gdp',
      'us-core-pce',
      'us-ism-manufacturing',
      'us-ism-services',
      'us-fomc-rate-decision',
      'us-fomc-press-conference',
      'ez-ecb-rate-decision',
      'ez-ecb-press-conference',
      'ez-cpi-flash',
      'ez-flash-manufacturing-pmi',
      'ez-flash-services-pmi',
      'de-flash-manufacturing-pmi',
      'de-flash-services-pmi',
      'gb-boe-rate-decision',
      'gb-boe-press-conference',
      'gb-cpi',
      'gb-flash-manufacturing-pmi',
      'gb-flash-services-pmi',
      'gb-claimant-count',
      'gb-unemployment-rate',
      'gb-average-earnings',
      'jp-boj-rate-decision',
      'jp-boj-press-conference',
      'ch-snb-rate-decision',
      'ch-snb-press-conference',
      'ca-boc-rate-decision',
      'ca-boc-press-conference',
      'ca-employment-change',
      'ca-unemployment-rate',
      'ca-cpi',
      'au-rba-rate-decision',
      'au-rba-press-conference',
      'au-employment-change',
      'au-unemployment-rate',
      'au-cpi-qq',
      'nz-rbnz-rate-decision',
      'nz-rbnz-press-conference',
      'nz-employment-change',
      'nz-unemployment-rate',
      'nz-cpi',
    ]
    expect(known.filter((slug) => rating(slug) !== 3)).toEqual([])
    expect(rating('us-initial-jobless-claims')).toBe(2)
    // Every central bank's decision is high, and so is each press conference.
    const banks = economicIndicators.filter((i) => i.category === 'rate-decision' && i.frequency !== 'monthly')
    expect(banks.filter((i) => i.importance !== 3).map((i) => i.slug)).toEqual([])
    const conferences = economicIndicators.filter((i) => i.category === 'press-conference')
    expect(conferences.map((i) => i.currency).sort()).toEqual(['AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'JPY', 'NZD', 'USD'])
  })

  it('each press conference follows its decision on the same day, without figures', () => {
    const year = calendar.events(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T23:59:59Z'))
    for (const [decision, conference] of [
      ['us-fomc-rate-decision', 'us-fomc-press-conference'],
      ['ez-ecb-rate-decision', 'ez-ecb-press-conference'],
      ['ca-boc-rate-decision', 'ca-boc-press-conference'],
    ] as const) {
      const decisions = year.filter((e) => e.event === decision)
      const conferences = year.filter((e) => e.event === conference)
      expect(conferences).toHaveLength(decisions.length)
      for (const [i, event] of conferences.entries()) {
        expect(event.time.slice(0, 10)).toBe(decisions[i]!.time.slice(0, 10))
        expect(Date.parse(event.time)).toBeGreaterThan(Date.parse(decisions[i]!.time))
        expect([event.unit, event.actual, event.forecast]).toEqual([null, null, null])
      }
    }
    // The Bank of England's follows the four meetings with a Monetary Policy Report.
    expect(times('gb-boe-press-conference', '2026-01-01', '2026-12-31')).toEqual([
      '2026-02-05T12:30',
      '2026-04-30T11:30',
      '2026-07-30T11:30',
      '2026-11-05T12:30',
    ])
    expect(times('us-fomc-press-conference', '2026-01-01', '2026-01-31')).toEqual(['2026-01-28T19:30'])
  })
})

describe('release rules on known dates', () => {
  it('US payrolls: the third Friday after the reference week, with the known exceptions', () => {
    const published: Array<[number, number, number]> = [
      [2023, 2, 10], // February's 12th on a Sunday: the second Friday of March
      [2023, 8, 1],
      [2024, 0, 5],
      [2024, 7, 2],
      [2024, 8, 6],
      [2024, 10, 1],
      [2025, 0, 10], // a week later in the first days of January
      [2025, 6, 3], // Thursday: Friday was Independence Day
      [2026, 0, 9],
      [2021, 0, 8],
    ]
    for (const [year, month, dayOfMonth] of published) expect(payrollsDay(year, month), `${year}-${month + 1}`).toBe(dayOfMonth)
    // 8:30 in New York: 13:30 UTC in winter, 12:30 in summer.
    expect(times('us-nonfarm-payrolls', '2026-11-01', '2026-11-30')).toEqual(['2026-11-06T13:30'])
    expect(times('us-nonfarm-payrolls', '2026-07-01', '2026-07-31')).toEqual(['2026-07-02T12:30'])
    expect(times('us-unemployment-rate', '2026-11-01', '2026-11-30')).toEqual(['2026-11-06T13:30'])
  })

  it('Canada’s Labour Force Survey: the first Friday on or after the 5th', () => {
    expect(times('ca-employment-change', '2024-10-01', '2024-11-30')).toEqual(['2024-10-11T12:30', '2024-11-08T13:30'])
    expect(times('ca-employment-change', '2025-07-01', '2025-07-31')).toEqual(['2025-07-11T12:30'])
  })

  it('US jobless claims on Thursdays, a day earlier in Thanksgiving week', () => {
    expect(times('us-initial-jobless-claims', '2026-11-16', '2026-12-06')).toEqual([
      '2026-11-19T13:30',
      '2026-11-25T13:30',
      '2026-12-03T13:30',
    ])
  })

  it('ISM manufacturing on the first business day, after Labor Day when it opens the month', () => {
    expect(times('us-ism-manufacturing', '2025-09-01', '2025-09-30')).toEqual(['2025-09-02T14:00'])
    expect(times('us-ism-manufacturing', '2026-12-01', '2026-12-31')).toEqual(['2026-12-01T15:00'])
  })

  it('central banks on their published days, at their local time; minutes three weeks (Fed) and four weeks (ECB) later', () => {
    expect(times('us-fomc-rate-decision', '2025-01-01', '2025-03-31')).toEqual(['2025-01-29T19:00', '2025-03-19T18:00'])
    expect(times('us-fomc-minutes', '2025-02-01', '2025-02-28')).toEqual(['2025-02-19T19:00'])
    expect(times('ez-ecb-rate-decision', '2025-06-01', '2025-06-30')).toEqual(['2025-06-05T12:15'])
    expect(times('ez-ecb-accounts', '2025-07-01', '2025-07-31')).toEqual(['2025-07-03T11:30'])
    expect(times('gb-boe-rate-decision', '2025-11-01', '2025-11-30')).toEqual(['2025-11-06T12:00'])
    expect(times('au-rba-rate-decision', '2025-11-01', '2025-11-30')).toEqual(['2025-11-04T03:30'])
  })

  it('UK CPI on the third Wednesday at 7:00 London, China’s official PMIs on the last day even at a weekend', () => {
    expect(times('gb-cpi', '2025-11-01', '2025-11-30')).toEqual(['2025-11-19T07:00'])
    expect(times('gb-cpi', '2025-07-01', '2025-07-31')).toEqual(['2025-07-16T06:00'])
    expect(times('cn-manufacturing-pmi', '2025-11-01', '2025-11-30')).toEqual(['2025-11-30T01:30'])
  })

  it('New Zealand’s labour figures on the first Wednesday of the quarter’s middle month, Australia’s CPI on the last Wednesday', () => {
    expect(times('nz-unemployment-rate', '2025-11-01', '2025-11-30')).toEqual(['2025-11-04T21:45'])
    expect(times('au-cpi-qq', '2025-10-01', '2025-10-31')).toEqual(['2025-10-29T00:30'])
  })

  it('bank holidays: Easter, Thanksgiving, Japan’s equinox, Christmas moved off the weekend', () => {
    expect(easter(2026)).toEqual([3, 5])
    expect(easter(2027)).toEqual([2, 28])
    const named = (country: string, year: number, name: string) =>
      bankHolidays(country, year)
        .filter((h) => h.name === name)
        .map((h) => [h.month, h.day])
    expect(named('US', 2026, 'Thanksgiving Day')).toEqual([[10, 26]])
    expect(named('GB', 2026, 'Easter Monday')).toEqual([[3, 6]])
    expect(named('JP', 2026, 'Vernal Equinox Day')).toEqual([[2, 20]])
    expect(named('GB', 2027, 'Christmas Day')).toEqual([[11, 27]])
    expect(named('GB', 2027, 'Boxing Day')).toEqual([[11, 28]])
    expect(named('US', 2026, 'Independence Day')).toEqual([[6, 3]])
    const thanksgiving = calendar
      .events(new Date('2026-11-26T00:00:00Z'), new Date('2026-11-27T00:00:00Z'))
      .filter((e) => e.kind === 'holiday')
    expect(thanksgiving.map((e) => [e.event, e.title])).toContainEqual(['us-bank-holiday', 'Thanksgiving Day'])
  })
})

describe('figures', () => {
  it('the same seed gives the same figures; another seed other figures', () => {
    const range = [new Date('2026-10-01T00:00:00Z'), new Date('2026-10-31T23:59:59Z')] as const
    const again = new GeneratedCalendar(7, () => now).events(...range)
    expect(again).toEqual(calendar.events(...range))
    const other = new GeneratedCalendar(8, () => now).events(...range)
    expect(other.map((e) => e.actual)).not.toEqual(again.map((e) => e.actual))
  })

  it('the previous figure is the actual of the release before; only past releases have an actual', () => {
    const { past, next } = calendar.history('us-cpi', 24)
    expect(past).toHaveLength(24)
    for (let i = 1; i < past.length; i++) expect(past[i]!.previous).toBe(past[i - 1]!.actual)
    expect(past.every((e) => e.actual !== null && Date.parse(e.time) <= now.getTime())).toBe(true)
    expect(next).not.toBeNull()
    expect(Date.parse(next!.time)).toBeGreaterThan(now.getTime())
    expect(next!.actual).toBeNull()
    expect(next!.forecast).not.toBeNull()
  })

  it('each figure knows which way is better for its currency; minutes and holidays have no figures', () => {
    const week: CalendarEvent[] = calendar.events(new Date('2026-11-02T00:00:00Z'), new Date('2026-11-30T23:59:59Z'))
    expect(week.find((e) => e.event === 'us-unemployment-rate')?.better).toBe('lower')
    expect(week.find((e) => e.event === 'us-nonfarm-payrolls')?.better).toBe('higher')
    const minutes = calendar.history('us-fomc-minutes', 3).past
    expect(minutes.every((e) => e.unit === null && e.actual === null && e.better === null)).toBe(true)
  })

  it('each published figure carries its deviation: the surprise over the spread of the 24 surprises before it', () => {
    for (const slug of ['us-nonfarm-payrolls', 'gb-cpi', 'us-initial-jobless-claims', 'nz-cpi']) {
      const { past, next } = calendar.history(slug, 40)
      for (const [index, event] of past.entries()) {
        if (index < 24) continue
        const expected = surpriseDeviation(event.actual, event.forecast, past.slice(index - 24, index) as never)
        expect(event.deviation, `${slug} ${event.time}`).toBe(expected)
        expect(event.deviation).not.toBeNull()
      }
      expect(next?.deviation).toBeNull()
    }
    expect(calendar.history('us-fomc-minutes', 3).past.every((e) => e.deviation === null)).toBe(true)
  })

  it('rate decisions move in quarter points and mostly hold', () => {
    const { past } = calendar.history('us-fomc-rate-decision', 24)
    for (const event of past) expect(Math.round(event.actual! * 100) % 25).toBe(0)
    expect(past.filter((e) => e.actual === e.previous).length).toBeGreaterThan(past.length / 2)
  })
})

describe('the calendar’s caches', () => {
  it('stay within their bounds however many distinct far-away dates are asked for', () => {
    const source = new GeneratedCalendar(7, () => now)
    // Forty days in forty different years: far more months and years than the caches hold.
    for (let i = 0; i < 40; i++) {
      const from = new Date(Date.UTC(2100 + i * 97, (i * 5) % 12, 1 + (i % 27)))
      source.events(from, new Date(from.getTime() + day))
    }
    const { months, holidays } = calendarCacheSizes()
    expect(months.capacity).toBe(cachedMonthsPerRelease * releases.length)
    expect(months.size).toBeLessThanOrEqual(months.capacity)
    expect(holidays.size).toBeLessThanOrEqual(holidays.capacity)
    // The bounds were reached, not merely unused: the old maps kept all of it.
    expect([months.size, holidays.size]).toEqual([months.capacity, holidays.capacity])
    // And the calendar still answers the present the same way after the churn.
    expect(times('us-nonfarm-payrolls', '2026-12-01', '2026-12-31')).toEqual(['2026-12-04T13:30'])
  })
})
