import {
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  everyWeekday,
  isClosed,
  lastDayOf,
  type MeetingCalendar,
  meetingDays,
  nthBusinessDay,
  nthWeekday,
  utcDay,
  weekdayOnOrAfter,
} from './release-dates'

/**
 * When each release comes out: the publisher's own rule (its country's business days, its local
 * time zone and time), and the range its figures move in for the demonstration values.
 * A schedule gives the days of the month in the publisher's calendar; a day outside the month
 * rolls over (a rule for "three weeks after the meeting" can land in the next month).
 */
export type Schedule = (year: number, month: number) => number[]

export interface Line {
  slug: string
  /** Typical level and how far it swings around it; rates step in quarter points instead. */
  base: number
  spread: number
  digits: number
  rate?: boolean
}

export interface Release {
  country: string
  zone: string
  at: [number, number]
  schedule: Schedule
  lines: Line[]
}

const line = (slug: string, base: number, spread: number, digits = 1): Line => ({ slug, base, spread, digits })
const rate = (slug: string, base: number): Line => ({ slug, base, spread: 0.25, digits: 2, rate: true })
const noFigure = (slug: string): Line => ({ slug, base: 0, spread: 0, digits: 0 })

const [MON, TUE, WED, THU, FRI] = [1, 2, 3, 4, 5]
const monthly =
  (pick: (year: number, month: number) => number): Schedule =>
  (year, month) => [pick(year, month)]
const inMonths =
  (months: number[], pick: (year: number, month: number) => number): Schedule =>
  (year, month) =>
    months.includes(month) ? [pick(year, month)] : []
const quarterStarts = [0, 3, 6, 9]
const quarterMiddles = [1, 4, 7, 10]
const quarterEnds = [2, 5, 8, 11]

/**
 * US Employment Situation (BLS): the third Friday after the week that includes the 12th of the
 * reference month, which is usually the first Friday. Known exceptions: when that Friday is the
 * Independence Day holiday it comes a day earlier; a January release that would fall in the first
 * days of the year (the 1st to the 4th) comes a week later.
 */
export function payrollsDay(year: number, month: number): number {
  const reference = utcDay(year, month - 1, 12)
  const saturday = 12 + (6 - reference.getUTCDay())
  const date = utcDay(year, month - 1, saturday + 20)
  let day = date.getUTCDate()
  if (month === 0 && day <= 4) day += 7
  if (isClosed('US', year, month, day)) day -= 1
  return day
}

/** US CPI: the BLS publishes it on a weekday between the 10th and the 16th, most often the Wednesday. */
const usCpiDay = (year: number, month: number) => weekdayOnOrAfter(year, month, WED, 10)

/** Flash PMIs (S&P Global and HCOB) come out together about a week before the month ends; December's earlier. */
const flashPmiDay = (year: number, month: number) =>
  month === 11 ? businessDayOnOrAfter('GB', year, month, 16) : businessDayOnOrAfter('GB', year, month, 22)

/** Thursday, or Wednesday when Thursday is a holiday (Thanksgiving): US weekly claims. */
const usThursdays: Schedule = (year, month) =>
  everyWeekday(year, month, THU).map((day) => (isClosed('US', year, month, day) ? day - 1 : day))
/** EIA weekly data: a day later in a week that starts with a holiday. */
const eiaWeekly =
  (weekday: number): Schedule =>
  (year, month) =>
    everyWeekday(year, month, weekday).map((day) =>
      isClosed('US', year, month, day - weekday + 1) || isClosed('US', year, month, day) ? day + 1 : day,
    )

const after =
  (calendar: MeetingCalendar, days: number): Schedule =>
  (year, month) =>
    [year, year - 1]
      .flatMap((y) => meetingDays(calendar, y).map(([m, d]) => utcDay(y, m, d + days)))
      .filter((date) => date.getUTCFullYear() === year && date.getUTCMonth() === month)
      .map((date) => date.getUTCDate())
const meetings = (calendar: MeetingCalendar): Schedule => after(calendar, 0)

// Decision days of the central banks' published meeting calendars (month 0-based, day).
const fomc: MeetingCalendar = {
  2024: [
    [0, 31],
    [2, 20],
    [4, 1],
    [5, 12],
    [6, 31],
    [8, 18],
    [10, 7],
    [11, 18],
  ],
  2025: [
    [0, 29],
    [2, 19],
    [4, 7],
    [5, 18],
    [6, 30],
    [8, 17],
    [9, 29],
    [11, 10],
  ],
  2026: [
    [0, 28],
    [2, 18],
    [3, 29],
    [5, 17],
    [6, 29],
    [8, 16],
    [9, 28],
    [11, 9],
  ],
}
const ecb: MeetingCalendar = {
  2024: [
    [0, 25],
    [2, 7],
    [3, 11],
    [5, 6],
    [6, 18],
    [8, 12],
    [9, 17],
    [11, 12],
  ],
  2025: [
    [0, 30],
    [2, 6],
    [3, 17],
    [5, 5],
    [6, 24],
    [8, 11],
    [9, 30],
    [11, 18],
  ],
  2026: [
    [1, 5],
    [2, 19],
    [3, 30],
    [5, 11],
    [6, 23],
    [8, 10],
    [9, 29],
    [11, 17],
  ],
}
const boe: MeetingCalendar = {
  2024: [
    [1, 1],
    [2, 21],
    [4, 9],
    [5, 20],
    [7, 1],
    [8, 19],
    [10, 7],
    [11, 19],
  ],
  2025: [
    [1, 6],
    [2, 20],
    [4, 8],
    [5, 19],
    [7, 7],
    [8, 18],
    [10, 6],
    [11, 18],
  ],
  2026: [
    [1, 5],
    [2, 19],
    [3, 30],
    [5, 18],
    [6, 30],
    [8, 17],
    [10, 5],
    [11, 17],
  ],
}
/**
 * The Bank of England's press conference follows the meetings that publish a Monetary Policy
 * Report: the first, third, fifth and seventh of the year (February, May, August, November).
 */
const boeReportMeetings: MeetingCalendar = Object.fromEntries(
  Object.entries(boe).map(([year, days]) => [year, days.filter((_, index) => index % 2 === 0)]),
)
const boj: MeetingCalendar = {
  2024: [
    [0, 23],
    [2, 19],
    [3, 26],
    [5, 14],
    [6, 31],
    [8, 20],
    [9, 31],
    [11, 19],
  ],
  2025: [
    [0, 24],
    [2, 19],
    [4, 1],
    [5, 17],
    [6, 31],
    [8, 19],
    [9, 30],
    [11, 19],
  ],
  2026: [
    [0, 23],
    [2, 19],
    [3, 28],
    [5, 16],
    [6, 31],
    [8, 18],
    [9, 30],
    [11, 18],
  ],
}
const snb: MeetingCalendar = {
  2024: [
    [2, 21],
    [5, 20],
    [8, 26],
    [11, 12],
  ],
  2025: [
    [2, 20],
    [5, 19],
    [8, 25],
    [11, 11],
  ],
  2026: [
    [2, 19],
    [5, 18],
    [8, 24],
    [11, 10],
  ],
}
const boc: MeetingCalendar = {
  2024: [
    [0, 24],
    [2, 6],
    [3, 10],
    [5, 5],
    [6, 24],
    [8, 4],
    [9, 23],
    [11, 11],
  ],
  2025: [
    [0, 29],
    [2, 12],
    [3, 16],
    [5, 4],
    [6, 30],
    [8, 17],
    [9, 29],
    [11, 10],
  ],
  2026: [
    [0, 28],
    [2, 18],
    [3, 29],
    [5, 10],
    [6, 15],
    [8, 2],
    [9, 28],
    [11, 9],
  ],
}
const rba: MeetingCalendar = {
  2024: [
    [1, 6],
    [2, 19],
    [4, 7],
    [5, 18],
    [7, 6],
    [8, 24],
    [10, 5],
    [11, 10],
  ],
  2025: [
    [1, 18],
    [3, 1],
    [4, 20],
    [6, 8],
    [7, 12],
    [8, 30],
    [10, 4],
    [11, 9],
  ],
  2026: [
    [1, 3],
    [2, 17],
    [4, 5],
    [5, 16],
    [7, 11],
    [8, 29],
    [10, 3],
    [11, 8],
  ],
}
const rbnz: MeetingCalendar = {
  2024: [
    [1, 28],
    [3, 10],
    [4, 22],
    [6, 10],
    [7, 14],
    [9, 9],
    [10, 27],
  ],
  2025: [
    [1, 19],
    [3, 9],
    [4, 28],
    [6, 9],
    [7, 20],
    [9, 8],
    [10, 26],
  ],
  2026: [
    [1, 18],
    [3, 8],
    [4, 27],
    [6, 8],
    [7, 19],
    [9, 7],
    [10, 25],
  ],
}
const riksbank: MeetingCalendar = {
  2024: [
    [1, 1],
    [2, 27],
    [4, 8],
    [5, 27],
    [7, 20],
    [8, 25],
    [10, 7],
    [11, 19],
  ],
  2025: [
    [0, 29],
    [2, 20],
    [4, 8],
    [5, 18],
    [7, 20],
    [8, 23],
    [10, 5],
    [11, 18],
  ],
  2026: [
    [0, 29],
    [2, 19],
    [4, 7],
    [5, 17],
    [7, 20],
    [8, 22],
    [10, 5],
    [11, 17],
  ],
}
const norgesBank: MeetingCalendar = {
  2024: [
    [0, 25],
    [2, 21],
    [4, 3],
    [5, 20],
    [7, 15],
    [8, 19],
    [10, 7],
    [11, 19],
  ],
  2025: [
    [0, 23],
    [2, 27],
    [4, 8],
    [5, 19],
    [7, 14],
    [8, 18],
    [10, 6],
    [11, 18],
  ],
  2026: [
    [0, 22],
    [2, 26],
    [4, 7],
    [5, 18],
    [7, 13],
    [8, 17],
    [10, 5],
    [11, 17],
  ],
}

const us = (at: [number, number], schedule: Schedule, lines: Line[]): Release => ({
  country: 'US',
  zone: 'America/New_York',
  at,
  schedule,
  lines,
})
const ez = (country: 'EU' | 'DE', at: [number, number], schedule: Schedule, lines: Line[]): Release => ({
  country,
  zone: 'Europe/Berlin',
  at,
  schedule,
  lines,
})
const zoned =
  (country: string, zone: string) =>
  (at: [number, number], schedule: Schedule, lines: Line[]): Release => ({ country, zone, at, schedule, lines })
const fr = zoned('FR', 'Europe/Paris')
const it = zoned('IT', 'Europe/Rome')
const gb = zoned('GB', 'Europe/London')
const jp = zoned('JP', 'Asia/Tokyo')
const ch = zoned('CH', 'Europe/Zurich')
const ca = zoned('CA', 'America/Toronto')
const au = zoned('AU', 'Australia/Sydney')
const nz = zoned('NZ', 'Pacific/Auckland')
const cn = zoned('CN', 'Asia/Shanghai')
const hk = zoned('HK', 'Asia/Hong_Kong')
const se = zoned('SE', 'Europe/Stockholm')
const no = zoned('NO', 'Europe/Oslo')

const bday =
  (country: string, n: number): Schedule =>
  (year, month) => [nthBusinessDay(country, year, month, n)]
const onOrAfter =
  (country: string, day: number): Schedule =>
  (year, month) => [businessDayOnOrAfter(country, year, month, day)]
const weekdayFrom =
  (weekday: number, day: number): Schedule =>
  (year, month) => [weekdayOnOrAfter(year, month, weekday, day)]
const nth =
  (weekday: number, n: number): Schedule =>
  (year, month) => [nthWeekday(year, month, weekday, n)]
const lastBusinessDayBut =
  (country: string, back: number): Schedule =>
  (year, month) => {
    let day = nthBusinessDay(country, year, month, -1)
    for (let i = 0; i < back; i++) day = businessDayOnOrBefore(country, year, month, day - 1)
    return [day]
  }

export const releases: Release[] = [
  // United States (BLS, BEA, Census, Fed, ISM, S&P Global, UoM, Conference Board, EIA)
  us([8, 30], monthly(payrollsDay), [
    line('us-nonfarm-payrolls', 150, 90, 0),
    line('us-unemployment-rate', 4.3, 0.15),
    line('us-average-hourly-earnings', 0.3, 0.12),
  ]),
  us(
    [8, 15],
    monthly((y, m) => payrollsDay(y, m) - 2),
    [line('us-adp-employment', 120, 70, 0)],
  ),
  us(
    [10, 0],
    monthly((y, m) => payrollsDay(y, m) - 3),
    [line('us-jolts', 7.4, 0.4, 2)],
  ),
  us([8, 30], monthly(usCpiDay), [
    line('us-cpi-mm', 0.3, 0.15),
    line('us-cpi', 2.9, 0.3),
    line('us-core-cpi', 0.3, 0.1),
    line('us-core-cpi-yy', 3.1, 0.2),
  ]),
  us(
    [8, 30],
    monthly((y, m) => usCpiDay(y, m) + 1),
    [line('us-ppi', 0.2, 0.25), line('us-core-ppi', 0.2, 0.2)],
  ),
  us([8, 30], onOrAfter('US', 15), [line('us-retail-sales', 0.3, 0.6), line('us-core-retail-sales', 0.3, 0.5)]),
  us([8, 30], onOrAfter('US', 13), [line('us-import-prices', 0.1, 0.3)]),
  us([8, 30], weekdayFrom(THU, 15), [line('us-philly-fed', 2, 12)]),
  us([8, 30], onOrAfter('US', 15), [line('us-empire-state', -2, 10)]),
  us([9, 15], onOrAfter('US', 16), [line('us-industrial-production', 0.1, 0.4)]),
  us([8, 30], onOrAfter('US', 17), [line('us-building-permits', 1.42, 0.05, 2), line('us-housing-starts', 1.35, 0.08, 2)]),
  us([10, 0], onOrAfter('US', 21), [line('us-existing-home-sales', 4.0, 0.15, 2)]),
  us([10, 0], onOrAfter('US', 24), [line('us-new-home-sales', 680, 40, 0)]),
  us([10, 0], lastBusinessDayBut('US', 3), [line('us-pending-home-sales', 0.5, 2.5)]),
  us([8, 30], onOrAfter('US', 25), [line('us-durable-goods', 0.5, 2.5), line('us-core-durable-goods', 0.2, 0.5)]),
  us([10, 0], bday('US', 3), [line('us-factory-orders', 0.3, 1.2)]),
  us(
    [8, 30],
    inMonths(quarterStarts, (y, m) => nthWeekday(y, m, THU, -1)),
    [line('us-gdp', 2.0, 1.2), line('us-gdp-price-index', 2.4, 0.4)],
  ),
  us(
    [8, 30],
    monthly((y, m) => nthWeekday(y, m, FRI, -1)),
    [
      line('us-core-pce', 0.25, 0.1),
      line('us-pce-yy', 2.6, 0.2),
      line('us-personal-income', 0.3, 0.2),
      line('us-personal-spending', 0.3, 0.3),
    ],
  ),
  us([10, 0], bday('US', 1), [line('us-ism-manufacturing', 49, 2), line('us-ism-manufacturing-prices', 58, 4)]),
  us([9, 45], bday('US', 1), [line('us-final-manufacturing-pmi', 50, 1.2)]),
  us([10, 0], bday('US', 3), [line('us-ism-services', 52, 2)]),
  us([9, 45], bday('US', 3), [line('us-final-services-pmi', 53.5, 1.5)]),
  us([9, 45], monthly(flashPmiDay), [line('us-flash-manufacturing-pmi', 50, 1.5), line('us-flash-services-pmi', 53.5, 1.8)]),
  us([9, 45], bday('US', -1), [line('us-chicago-pmi', 46, 4)]),
  us([10, 0], nth(FRI, 2), [line('us-michigan-sentiment', 60, 5), line('us-uom-inflation-expectations', 3.8, 0.5)]),
  us([10, 0], nth(TUE, -1), [line('us-consumer-confidence', 97, 5)]),
  us([8, 30], onOrAfter('US', 5), [line('us-trade-balance', -65, 8)]),
  us([14, 0], bday('US', 8), [line('us-federal-budget', -180, 90, 0)]),
  us([6, 0], nth(TUE, 2), [line('us-nfib', 97, 3)]),
  us([10, 0], nth(TUE, 4), [line('us-richmond-fed', -6, 8, 0)]),
  us([8, 30], lastBusinessDayBut('US', 2), [line('us-goods-trade-balance', -90, 8)]),
  us([10, 0], nth(FRI, 4), [line('us-revised-uom-sentiment', 60, 5)]),
  us([13, 0], weekdayFrom(WED, 8), [line('us-10y-auction', 4.2, 0.2, 3)]),
  us([13, 0], weekdayFrom(THU, 9), [line('us-30y-auction', 4.7, 0.2, 3)]),
  us([16, 30], eiaWeekly(TUE), [line('us-api-crude', -1, 3.5)]),
  us([10, 0], onOrAfter('US', 9), [line('us-wholesale-inventories', 0.1, 0.3)]),
  us([15, 0], bday('US', 5), [line('us-consumer-credit', 12, 6)]),
  us([14, 0], meetings(fomc), [rate('us-fomc-rate-decision', 3.75)]),
  us([14, 30], meetings(fomc), [noFigure('us-fomc-press-conference')]),
  us([14, 0], after(fomc, 21), [noFigure('us-fomc-minutes')]),
  us([8, 30], usThursdays, [line('us-initial-jobless-claims', 225, 18, 0), line('us-continuing-jobless-claims', 1900, 40, 0)]),
  us([10, 30], eiaWeekly(WED), [line('us-crude-oil-inventories', -1.2, 3.5)]),
  us([10, 30], eiaWeekly(THU), [line('us-natural-gas-storage', 40, 45, 0)]),
  us([7, 0], (y, m) => everyWeekday(y, m, WED), [line('us-mortgage-applications', 0.5, 4)]),

  // Euro area (Eurostat, ECB, HCOB, sentix, European Commission), Germany, France, Italy
  ez('EU', [14, 15], meetings(ecb), [rate('ez-ecb-rate-decision', 2.15)]),
  ez('EU', [14, 45], meetings(ecb), [noFigure('ez-ecb-press-conference')]),
  ez('EU', [13, 30], after(ecb, 28), [noFigure('ez-ecb-accounts')]),
  ez('EU', [11, 0], (y, m) => [nthBusinessDay('EU', y, m, m === 0 ? 4 : 1)], [
    line('ez-cpi-flash', 2.1, 0.3),
    line('ez-core-cpi-flash', 2.4, 0.2),
  ]),
  ez('EU', [11, 0], onOrAfter('EU', 17), [line('ez-final-cpi', 2.1, 0.3)]),
  ez(
    'EU',
    [11, 0],
    inMonths(quarterStarts, (y, m) => businessDayOnOrBefore('EU', y, m, 30)),
    [line('ez-gdp-flash', 0.2, 0.2)],
  ),
  ez('EU', [11, 0], bday('EU', 2), [line('ez-unemployment-rate', 6.3, 0.1)]),
  ez('EU', [11, 0], bday('EU', 3), [line('ez-ppi', 0.1, 0.5)]),
  ez('EU', [11, 0], bday('EU', 5), [line('ez-retail-sales', 0.2, 0.6)]),
  ez('EU', [11, 0], onOrAfter('EU', 13), [line('ez-industrial-production', 0.2, 1.0)]),
  ez('EU', [11, 0], onOrAfter('EU', 16), [line('ez-trade-balance', 12, 4)]),
  ez('EU', [10, 0], monthly(flashPmiDay), [line('ez-flash-manufacturing-pmi', 49, 1.5), line('ez-flash-services-pmi', 51, 1.5)]),
  ez('EU', [10, 0], bday('EU', 1), [line('ez-final-manufacturing-pmi', 49, 1.2)]),
  ez('EU', [10, 0], bday('EU', 3), [line('ez-final-services-pmi', 51, 1.2)]),
  ez('EU', [10, 30], (y, m) => [businessDayOnOrAfter('EU', y, m, nthWeekday(y, m, MON, 1))], [line('ez-sentix', -5, 6)]),
  ez('EU', [16, 0], (y, m) => [businessDayOnOrAfter('EU', y, m, 20)], [line('ez-consumer-confidence', -14, 1.5)]),
  ez('EU', [11, 0], lastBusinessDayBut('EU', 1), [line('ez-economic-sentiment', 95, 1.8)]),
  ez('EU', [10, 0], onOrAfter('EU', 27), [line('ez-m3', 3.0, 0.5)]),
  ez('EU', [11, 0], nth(TUE, 3), [line('ez-zew', 25, 12)]),
  ez('EU', [10, 0], onOrAfter('EU', 27), [line('ez-private-loans', 2.5, 0.4)]),
  ez('DE', [8, 0], onOrAfter('DE', 12), [line('de-final-cpi', 0.2, 0.3)]),
  fr([8, 45], onOrAfter('FR', 13), [line('fr-final-cpi', 0.1, 0.3)]),
  fr([8, 45], onOrAfter('FR', 25), [line('fr-consumer-confidence', 89, 2, 0)]),
  it([10, 0], onOrAfter('IT', 26), [line('it-business-confidence', 87, 1.5)]),
  ez('DE', [10, 0], onOrAfter('DE', 24), [line('de-ifo', 88, 1.5), line('de-ifo-expectations', 90, 2)]),
  ez('DE', [11, 0], nth(TUE, 3), [line('de-zew', 20, 12), line('de-zew-current', -80, 6)]),
  ez('DE', [14, 0], lastBusinessDayBut('DE', 1), [line('de-cpi-prelim', 0.2, 0.3), line('de-cpi-yy', 2.2, 0.3)]),
  ez('DE', [9, 30], monthly(flashPmiDay), [line('de-flash-manufacturing-pmi', 48, 1.5), line('de-flash-services-pmi', 51, 1.5)]),
  ez('DE', [9, 55], bday('DE', 1), [line('de-final-manufacturing-pmi', 48, 1.2)]),
  ez('DE', [8, 0], onOrAfter('DE', 26), [line('de-gfk-consumer-climate', -23, 2.5)]),
  ez('DE', [8, 0], bday('DE', 4), [line('de-factory-orders', 0.5, 2.5)]),
  ez('DE', [8, 0], bday('DE', 5), [line('de-industrial-production', 0.2, 1.5), line('de-trade-balance', 17, 3)]),
  ez('DE', [9, 55], bday('DE', -1), [line('de-unemployment-change', 10, 12, 0), line('de-unemployment-rate', 6.3, 0.1)]),
  ez('DE', [8, 0], bday('DE', -1), [line('de-retail-sales', 0.2, 1.2)]),
  ez('DE', [8, 0], onOrAfter('DE', 20), [line('de-ppi', 0.0, 0.4)]),
  fr([8, 45], bday('FR', -1), [line('fr-cpi-prelim', 0.1, 0.3), line('fr-consumer-spending', 0.2, 0.6)]),
  fr([9, 15], monthly(flashPmiDay), [line('fr-flash-manufacturing-pmi', 48.5, 1.5), line('fr-flash-services-pmi', 49, 1.5)]),
  fr([8, 45], onOrAfter('FR', 9), [line('fr-industrial-production', 0.1, 1.0)]),
  fr(
    [7, 30],
    inMonths(quarterStarts, (y, m) => businessDayOnOrBefore('FR', y, m, 30)),
    [line('fr-gdp', 0.2, 0.2)],
  ),
  it([11, 0], bday('IT', -1), [line('it-cpi-prelim', 0.1, 0.3)]),
  it([10, 0], bday('IT', 2), [line('it-unemployment-rate', 6.1, 0.3)]),
  it([9, 45], bday('IT', 1), [line('it-manufacturing-pmi', 49, 1.2)]),
  it([9, 45], bday('IT', 3), [line('it-services-pmi', 52, 1.2)]),
  it([10, 0], onOrAfter('IT', 10), [line('it-industrial-production', 0.1, 1.0)]),
  it([10, 0], onOrAfter('IT', 7), [line('it-retail-sales', 0.1, 0.6)]),
  it(
    [10, 0],
    inMonths(quarterStarts, (y, m) => businessDayOnOrBefore('IT', y, m, 30)),
    [line('it-gdp', 0.1, 0.2)],
  ),

  // United Kingdom (ONS, Bank of England, S&P Global, GfK, Nationwide, Halifax)
  gb([12, 0], meetings(boe), [rate('gb-boe-rate-decision', 4.0)]),
  gb([12, 30], meetings(boeReportMeetings), [noFigure('gb-boe-press-conference')]),
  gb([7, 0], nth(WED, 3), [
    line('gb-cpi', 3.4, 0.3),
    line('gb-cpi-mm', 0.3, 0.2),
    line('gb-core-cpi', 3.5, 0.3),
    line('gb-rpi', 4.3, 0.3),
    line('gb-ppi-input', 0.1, 0.6),
    line('gb-ppi-output', 0.1, 0.3),
  ]),
  gb([7, 0], (y, m) => [nthWeekday(y, m, WED, 3) - 1], [
    line('gb-claimant-count', 20, 15),
    line('gb-unemployment-rate', 4.9, 0.1),
    line('gb-average-earnings', 4.7, 0.3),
  ]),
  gb([7, 0], weekdayFrom(FRI, 10), [
    line('gb-gdp', 0.1, 0.2),
    line('gb-industrial-production', 0.0, 0.8),
    line('gb-manufacturing-production', 0.1, 0.9),
    line('gb-trade-balance', -20, 2),
  ]),
  gb([7, 0], (y, m) => [nthWeekday(y, m, WED, 3) + 2], [
    line('gb-retail-sales', 0.2, 0.8),
    line('gb-core-retail-sales', 0.2, 0.8),
  ]),
  gb([9, 30], monthly(flashPmiDay), [line('gb-flash-manufacturing-pmi', 48, 1.5), line('gb-flash-services-pmi', 51, 1.5)]),
  gb([9, 30], bday('GB', 1), [line('gb-final-manufacturing-pmi', 48, 1.2)]),
  gb([9, 30], bday('GB', 3), [line('gb-final-services-pmi', 51, 1.2)]),
  gb([9, 30], bday('GB', 4), [line('gb-construction-pmi', 45, 2)]),
  gb([11, 0], nth(MON, 4), [line('gb-cbi-industrial-orders', -30, 6, 0)]),
  gb([9, 30], lastBusinessDayBut('GB', 1), [line('gb-mortgage-approvals', 64, 3)]),
  gb([0, 1], nth(THU, 2), [line('gb-rics-house-price-balance', -5, 8, 0)]),
  gb([0, 1], nth(TUE, 2), [line('gb-brc-retail-sales', 1.5, 1.2)]),
  gb([0, 1], weekdayFrom(FRI, 19), [line('gb-gfk-consumer-confidence', -19, 2, 0)]),
  gb([7, 0], bday('GB', 1), [line('gb-nationwide-hpi', 0.2, 0.4)]),
  gb([7, 0], weekdayFrom(FRI, 5), [line('gb-halifax-hpi', 0.2, 0.4)]),
  gb([7, 0], (y, m) => [nthWeekday(y, m, WED, 3) + 2], [line('gb-public-borrowing', 15, 4)]),

  // Japan (Statistics Bureau, Cabinet Office, Bank of Japan, Ministry of Finance, METI)
  jp([12, 0], meetings(boj), [rate('jp-boj-rate-decision', 0.75)]),
  jp([15, 30], meetings(boj), [noFigure('jp-boj-press-conference')]),
  jp([8, 50], after(boj, 8), [noFigure('jp-boj-summary')]),
  jp([8, 30], nth(FRI, -1), [line('jp-tokyo-core-cpi', 2.3, 0.3), line('jp-unemployment-rate', 2.5, 0.1)]),
  jp([8, 30], weekdayFrom(FRI, 17), [line('jp-national-core-cpi', 2.8, 0.3)]),
  jp(
    [8, 50],
    inMonths(quarterMiddles, (y, m) => businessDayOnOrAfter('JP', y, m, 14)),
    [line('jp-gdp', 0.2, 0.4)],
  ),
  jp(
    [8, 50],
    (y, m) =>
      m === 11
        ? [businessDayOnOrAfter('JP', y, m, 13)]
        : quarterStarts.includes(m) && m !== 0
          ? [nthBusinessDay('JP', y, m, 1)]
          : [],
    [line('jp-tankan', 13, 3, 0)],
  ),
  jp([8, 50], onOrAfter('JP', 18), [line('jp-trade-balance', -400, 250, 0)]),
  jp([9, 30], monthly(flashPmiDay), [line('jp-flash-manufacturing-pmi', 49, 1.2)]),
  jp([9, 30], bday('JP', 1), [line('jp-final-manufacturing-pmi', 49, 1)]),
  jp([9, 30], bday('JP', 3), [line('jp-services-pmi', 52, 1.2)]),
  jp([8, 50], bday('JP', -1), [line('jp-retail-sales', 2.5, 1.2), line('jp-industrial-production', 0.2, 1.5)]),
  jp([8, 30], bday('JP', 5), [line('jp-household-spending', 0.5, 2.5), line('jp-average-cash-earnings', 2.6, 0.8)]),
  jp([8, 50], onOrAfter('JP', 10), [line('jp-ppi', 2.8, 0.4)]),
  jp([8, 50], onOrAfter('JP', 16), [line('jp-core-machinery-orders', 0.5, 3)]),
  jp([8, 50], onOrAfter('JP', 24), [line('jp-sppi', 3.0, 0.2)]),
  jp([8, 50], bday('JP', 6), [line('jp-current-account', 2500, 600, 0), line('jp-bank-lending', 3.0, 0.3)]),
  jp([14, 0], bday('JP', 6), [line('jp-economy-watchers', 47, 2)]),
  jp([8, 50], (y, m) => everyWeekday(y, m, THU), [line('jp-foreign-stock-investment', 50, 800, 0)]),
  jp([8, 50], (y, m) => everyWeekday(y, m, THU), [line('jp-foreign-bond-investment', 100, 600, 0)]),

  // Switzerland (FSO, SNB, KOF, procure.ch, SECO)
  ch([9, 30], meetings(snb), [rate('ch-snb-rate-decision', 0)]),
  ch([10, 0], meetings(snb), [noFigure('ch-snb-press-conference')]),
  ch([8, 30], onOrAfter('CH', 3), [line('ch-cpi', 0.0, 0.2), line('ch-cpi-yy', 0.2, 0.2)]),
  ch([9, 0], bday('CH', -1), [line('ch-kof', 100, 3)]),
  ch([9, 30], bday('CH', 1), [line('ch-manufacturing-pmi', 48, 2)]),
  ch(
    [8, 0],
    inMonths([1, 4, 7, 10], (y, m) => nthWeekday(y, m, THU, -1)),
    [line('ch-gdp', 0.3, 0.3)],
  ),
  ch([7, 45], bday('CH', 5), [line('ch-unemployment-rate', 2.9, 0.1)]),
  ch([8, 30], onOrAfter('CH', 14), [line('ch-ppi', 0.0, 0.3)]),
  ch([8, 30], bday('CH', -1), [line('ch-retail-sales', 1.0, 1.5)]),
  ch([8, 0], onOrAfter('CH', 18), [line('ch-trade-balance', 5, 1.2, 2)]),
  ch([11, 0], nth(TUE, 3), [line('ch-economic-expectations', -20, 12)]),
  ch([9, 0], (y, m) => everyWeekday(y, m, MON).map((d) => businessDayOnOrAfter('CH', y, m, d)), [
    line('ch-sight-deposits', 450, 10),
  ]),

  // Canada (Statistics Canada, Bank of Canada, Ivey, S&P Global)
  ca([9, 45], meetings(boc), [rate('ca-boc-rate-decision', 2.25)]),
  ca([10, 30], meetings(boc), [noFigure('ca-boc-press-conference')]),
  // The Labour Force Survey: the first Friday on or after the 5th.
  ca([8, 30], weekdayFrom(FRI, 5), [line('ca-employment-change', 20, 30), line('ca-unemployment-rate', 6.9, 0.2)]),
  ca([8, 30], nth(TUE, 3), [line('ca-cpi', 0.2, 0.3), line('ca-median-cpi', 3.0, 0.2), line('ca-trimmed-cpi', 3.0, 0.2)]),
  ca([8, 30], weekdayFrom(FRI, 19), [line('ca-retail-sales', 0.3, 0.7), line('ca-core-retail-sales', 0.3, 0.6)]),
  ca([8, 30], bday('CA', -1), [line('ca-gdp', 0.1, 0.2)]),
  ca([10, 0], bday('CA', 5), [line('ca-ivey-pmi', 52, 4)]),
  ca([8, 30], onOrAfter('CA', 5), [line('ca-trade-balance', -2, 1.5, 2)]),
  ca([8, 15], onOrAfter('CA', 15), [line('ca-housing-starts', 250, 20)]),
  ca([8, 30], onOrAfter('CA', 14), [line('ca-manufacturing-sales', 0.2, 1.2)]),
  ca([8, 30], onOrAfter('CA', 19), [line('ca-ippi', 0.2, 0.6)]),
  ca([8, 30], onOrAfter('CA', 10), [line('ca-building-permits', 1, 6)]),
  ca([8, 30], onOrAfter('CA', 16), [line('ca-wholesale-sales', 0.3, 0.8)]),
  ca([9, 30], bday('CA', 1), [line('ca-manufacturing-pmi', 49, 1.5)]),

  // Australia (ABS, RBA, Westpac, NAB, S&P Global, ANZ-Roy Morgan)
  au([14, 30], meetings(rba), [rate('au-rba-rate-decision', 3.6)]),
  au([15, 30], meetings(rba), [noFigure('au-rba-press-conference')]),
  au([11, 30], after(rba, 14), [noFigure('au-rba-minutes')]),
  au([11, 30], weekdayFrom(THU, 12), [line('au-employment-change', 25, 20), line('au-unemployment-rate', 4.3, 0.1)]),
  au([11, 30], nth(WED, -1), [line('au-cpi', 2.9, 0.3)]),
  au(
    [11, 30],
    inMonths(quarterStarts, (y, m) => nthWeekday(y, m, WED, -1)),
    [line('au-cpi-qq', 0.7, 0.2), line('au-trimmed-mean-cpi', 0.7, 0.15)],
  ),
  au(
    [11, 30],
    inMonths(quarterMiddles, (y, m) => weekdayOnOrAfter(y, m, WED, 12)),
    [line('au-wage-price-index', 0.8, 0.1)],
  ),
  au([11, 30], bday('AU', 3), [line('au-retail-sales', 0.4, 0.4)]),
  au(
    [11, 30],
    inMonths(quarterEnds, (y, m) => nthWeekday(y, m, WED, 1)),
    [line('au-gdp', 0.4, 0.2)],
  ),
  au([11, 30], nth(THU, 1), [line('au-trade-balance', 5, 1.2, 2)]),
  au([10, 30], nth(TUE, 2), [line('au-westpac-consumer-sentiment', 0, 3)]),
  au([11, 30], nth(TUE, 2), [line('au-nab-business-confidence', 4, 4, 0)]),
  au([11, 30], onOrAfter('AU', 2), [line('au-building-approvals', 0.5, 5)]),
  au([9, 0], monthly(flashPmiDay), [line('au-flash-manufacturing-pmi', 50, 1.2), line('au-flash-services-pmi', 52, 1.2)]),
  au([11, 0], nth(THU, 2), [line('au-mi-inflation-expectations', 4.5, 0.4)]),
  au([11, 30], bday('AU', -1), [line('au-private-sector-credit', 0.5, 0.1)]),
  au([9, 30], (y, m) => everyWeekday(y, m, TUE), [line('au-anz-consumer-confidence', 85, 3)]),

  // New Zealand (Stats NZ, RBNZ, BusinessNZ, ANZ, Global Dairy Trade)
  nz([14, 0], meetings(rbnz), [rate('nz-rbnz-rate-decision', 2.25)]),
  nz([15, 0], meetings(rbnz), [noFigure('nz-rbnz-press-conference')]),
  nz(
    [10, 45],
    inMonths(quarterStarts, (y, m) => weekdayOnOrAfter(y, m, WED, 15)),
    [line('nz-cpi', 0.6, 0.2)],
  ),
  nz(
    [10, 45],
    inMonths(quarterMiddles, (y, m) => nthWeekday(y, m, WED, 1)),
    [line('nz-employment-change', 0.2, 0.3), line('nz-unemployment-rate', 5.2, 0.15), line('nz-labour-cost-index', 0.6, 0.1)],
  ),
  nz(
    [10, 45],
    inMonths(quarterEnds, (y, m) => nthWeekday(y, m, THU, 3)),
    [line('nz-gdp', 0.3, 0.4)],
  ),
  nz([10, 45], onOrAfter('NZ', 20), [line('nz-trade-balance', -500, 300, 0)]),
  nz([10, 30], weekdayFrom(FRI, 10), [line('nz-business-nz-pmi', 48, 2)]),
  nz([10, 30], (y, m) => [weekdayOnOrAfter(y, m, FRI, 10) + 3], [line('nz-business-nz-services', 48, 2)]),
  nz([13, 0], bday('NZ', -1), [line('nz-anz-business-confidence', 30, 10)]),
  nz([10, 45], onOrAfter('NZ', 10), [line('nz-card-spending', 0.2, 0.8)]),
  nz([10, 45], bday('NZ', 1), [line('nz-building-consents', 0.5, 5)]),
  nz(
    [15, 0],
    inMonths(quarterMiddles, (y, m) => businessDayOnOrAfter('NZ', y, m, 12)),
    [line('nz-inflation-expectations', 2.3, 0.2)],
  ),
  nz([10, 45], onOrAfter('NZ', 12), [line('nz-food-price-index', 0.4, 0.6)]),
  nz([10, 0], nth(FRI, -1), [line('nz-anz-consumer-confidence', 95, 4)]),
  // Global Dairy Trade auctions: the first and the third Tuesday (results overnight, New Zealand time).
  nz([2, 0], (y, m) => [nthWeekday(y, m, WED, 1), nthWeekday(y, m, WED, 3)], [line('nz-gdt-price-index', 0.3, 2.5)]),

  // China (NBS, PBoC, Customs, RatingDog / S&P Global, SAFE)
  cn(
    [9, 30],
    monthly(() => 9),
    [line('cn-cpi', 0.4, 0.4), line('cn-ppi', -2.2, 0.6)],
  ),
  cn(
    [9, 30],
    monthly((y, m) => lastDayOf(y, m)),
    [line('cn-manufacturing-pmi', 49.5, 0.7), line('cn-non-manufacturing-pmi', 50.3, 0.6)],
  ),
  cn([9, 45], bday('CN', 1), [line('cn-general-manufacturing-pmi', 50.5, 1)]),
  cn([9, 45], bday('CN', 3), [line('cn-general-services-pmi', 52, 1)]),
  cn([10, 0], onOrAfter('CN', 15), [
    line('cn-industrial-production', 5.5, 0.8),
    line('cn-retail-sales', 4, 1),
    line('cn-fixed-asset-investment', 2, 1),
    line('cn-unemployment-rate', 5.2, 0.1),
  ]),
  cn(
    [10, 0],
    inMonths(quarterStarts, (y, m) => businessDayOnOrAfter('CN', y, m, 15)),
    [line('cn-gdp', 4.9, 0.3)],
  ),
  cn([11, 0], onOrAfter('CN', 7), [line('cn-trade-balance', 95, 10)]),
  cn([9, 15], onOrAfter('CN', 20), [rate('cn-loan-prime-rate', 3.0), rate('cn-5y-loan-prime-rate', 3.5)]),
  cn([16, 0], onOrAfter('CN', 12), [line('cn-new-loans', 800, 400, 0), line('cn-m2', 7.5, 0.5)]),
  cn(
    [16, 0],
    monthly(() => 7),
    [line('cn-foreign-reserves', 3300, 30, 0)],
  ),

  cn(
    [9, 30],
    monthly(() => 27),
    [line('cn-industrial-profits', 1, 4)],
  ),
  // Hong Kong (Census and Statistics Department)
  hk(
    [16, 30],
    inMonths(quarterStarts, (y, m) => nthWeekday(y, m, THU, -1)),
    [line('hk-gdp', 0.6, 0.5)],
  ),
  hk([16, 30], onOrAfter('HK', 20), [line('hk-cpi', 1.5, 0.4)]),
  hk([16, 30], onOrAfter('HK', 25), [line('hk-trade-balance', -40, 10, 0)]),

  hk([16, 30], onOrAfter('HK', 1), [line('hk-retail-sales', -3, 4)]),
  hk([16, 30], onOrAfter('HK', 17), [line('hk-unemployment-rate', 3.8, 0.2)]),
  hk([8, 30], bday('HK', 3), [line('hk-manufacturing-pmi', 50, 1.2)]),
  // Sweden and Norway
  se([9, 30], meetings(riksbank), [rate('se-riksbank-rate-decision', 1.75)]),
  se([8, 0], onOrAfter('SE', 13), [line('se-cpif', 2.5, 0.4)]),
  se([8, 0], onOrAfter('SE', 18), [line('se-unemployment-rate', 8.8, 0.3)]),
  se(
    [8, 0],
    inMonths(quarterMiddles, (y, m) => nthBusinessDay('SE', y, m, -1)),
    [line('se-gdp', 0.4, 0.4)],
  ),
  no([10, 0], meetings(norgesBank), [rate('no-norges-bank-rate-decision', 4.0)]),
  no([8, 0], onOrAfter('NO', 10), [line('no-core-cpi', 3.0, 0.3)]),
  no(
    [8, 0],
    inMonths(quarterMiddles, (y, m) => onOrAfter('NO', 14)(y, m)[0]!),
    [line('no-gdp', 0.3, 0.4)],
  ),
  no([10, 0], bday('NO', 1), [line('no-registered-unemployment', 2.1, 0.1), line('no-manufacturing-pmi', 50, 2)]),
  se([8, 30], bday('SE', 1), [line('se-manufacturing-pmi', 52, 2)]),
  se([8, 0], onOrAfter('SE', 7), [line('se-retail-sales', 0.3, 1)]),
  se([9, 0], onOrAfter('SE', 26), [line('se-economic-tendency', 97, 3)]),
  no([8, 0], onOrAfter('NO', 28), [line('no-retail-sales', 0.3, 1.2)]),
  no([8, 0], onOrAfter('NO', 24), [line('no-unemployment-rate', 4.5, 0.2)]),
]

/** Countries whose bank holidays the calendar lists. */
export const holidayCountries = ['US', 'EU', 'DE', 'FR', 'IT', 'GB', 'JP', 'CH', 'CA', 'AU', 'NZ', 'CN', 'HK'] as const

export const holidayZones: Record<(typeof holidayCountries)[number], string> = {
  US: 'America/New_York',
  EU: 'Europe/Berlin',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  GB: 'Europe/London',
  JP: 'Asia/Tokyo',
  CH: 'Europe/Zurich',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
}
