import { economicIndicators, findIndicator, holidaySlug } from '../../../src/config/economic-indicators'
import type { CalendarEvent } from '../../../src/contract/market-data'
import { fnv1a, seededRandom } from '../../../src/lib/seeded-random'
import { LruCache } from '../../lru-cache'
import { bankHolidays, holidayCacheSize, utcDay, zonedTime } from './release-dates'
import { holidayCountries, holidayZones, type Line, type Release, releases } from './release-rules'
import { deviationSample, surpriseDeviation } from './surprise-deviation'

export type { CalendarEvent }

/** A source of economic events; the generator below implements it, a real provider can replace it. */
export interface CalendarSource {
  /** Every event between two instants, in time order. */
  events(from: Date, to: Date): CalendarEvent[]
  /** One indicator's last `count` releases (oldest first) and its next one. */
  history(slug: string, count: number): { past: CalendarEvent[]; next: CalendarEvent | null }
  currencies(): string[]
}

/** How far back the source looks for a release's previous figure (a quarter and a bit). */
const lookBackDays = 130
const day = 86_400_000

interface Occurrence {
  release: Release
  time: Date
}

/**
 * Months of release times kept per release rule: the calendar's whole window (calendarReachDays
 * either side of today, in market-data.ts, is 49 months) with the look-back and the month either
 * side, so ordinary use never recomputes a month and no request can grow the cache further.
 */
export const cachedMonthsPerRelease = 64

/**
 * A release's times in one month, worked out once: the rules never change while the server runs.
 * Keyed by the release's first line (unique per rule) and the month; room for
 * `cachedMonthsPerRelease` months per rule on average (208 rules: 13,312 short lists, about 2 MB;
 * a quarterly indicator's history, W208, reaches further back than the window, others less).
 */
const monthCache = new LruCache<string, Date[]>(cachedMonthsPerRelease * releases.length)
function monthTimes(release: Release, year: number, month: number): Date[] {
  const key = `${release.lines[0]?.slug}:${year * 12 + month}`
  let times = monthCache.get(key)
  if (!times) {
    times = release.schedule(year, month).map((d) => zonedTime(release.zone, year, month, d, release.at[0], release.at[1]))
    monthCache.set(key, times)
  }
  return times
}

/**
 * Each published figure's deviation, worked out once from the releases before it (they never
 * change): about a year of the calendar's figures, 1 MB or so.
 */
const deviationCache = new LruCache<string, number | null>(16_384)

/** How full the calendar's caches are, and how full they may get (tests, an operator's figures). */
export function calendarCacheSizes() {
  return {
    months: { size: monthCache.size, capacity: monthCache.capacity },
    holidays: holidayCacheSize(),
    deviations: { size: deviationCache.size, capacity: deviationCache.capacity },
  }
}

/** Every time a release comes out between two instants, oldest first. */
function occurrences(release: Release, from: Date, to: Date): Occurrence[] {
  const list: Occurrence[] = []
  // A month before and after: rules that roll over (minutes after a meeting) are caught too.
  for (
    let month = utcDay(from.getUTCFullYear(), from.getUTCMonth() - 1, 1);
    month.getTime() <= to.getTime() + 31 * day;
    month = utcDay(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)
  ) {
    for (const time of monthTimes(release, month.getUTCFullYear(), month.getUTCMonth())) {
      if (time >= from && time <= to) list.push({ release, time })
    }
  }
  const seen = new Set<number>()
  return list
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .filter((o) => !seen.has(o.time.getTime()) && seen.add(o.time.getTime()))
}

/**
 * Demonstration data following the real schedules of recurring releases (docs/architecture.md, section 10,
 * the rules in release-rules.ts): each figure comes from a seeded generator keyed by the
 * indicator and its release date, drifting along a slow cycle as real series do; the previous
 * figure is the actual of the release before, the forecast sits near the trend, and the surprise
 * is what is left. Events in the past carry their actual value; the rest wait for it.
 */
export class GeneratedCalendar implements CalendarSource {
  constructor(
    private readonly seed: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private random(slug: string, time: Date, salt: string): number {
    return seededRandom(fnv1a(`${slug}:${time.toISOString().slice(0, 10)}:${salt}`, this.seed))()
  }

  /** The slow swing of a series: a cycle of two to four years with its own phase. */
  private trend(line: Line, time: Date): number {
    const hash = fnv1a(line.slug, this.seed)
    const years = time.getTime() / (365.25 * day)
    const period = 2 + (hash % 200) / 100
    const phase = ((hash >>> 8) % 628) / 100
    return Math.sin((2 * Math.PI * years) / period + phase)
  }

  private round(line: Line, value: number): number {
    return Number(value.toFixed(line.digits))
  }

  private actual(line: Line, time: Date): number {
    if (line.rate) return this.round(line, line.base + 0.25 * Math.round(1.6 * this.trend(line, time)))
    const noise = this.random(line.slug, time, 'actual') * 2 - 1
    return this.round(line, line.base + line.spread * (0.7 * this.trend(line, time) + 0.5 * noise))
  }

  private forecast(line: Line, time: Date, previous: number | null): number {
    if (line.rate) {
      // Markets mostly price the decision; now and then the bank surprises them.
      const decided = this.actual(line, time)
      return this.random(line.slug, time, 'surprise') < 0.15 && previous !== null ? previous : decided
    }
    const noise = this.random(line.slug, time, 'forecast') * 2 - 1
    return this.round(line, line.base + line.spread * (0.7 * this.trend(line, time) + 0.2 * noise))
  }

  /**
   * The actual and forecast of a line's `deviationSample` releases before `time`, for the scale of
   * its surprise (the rate decisions' forecasts need the decision before each, so one more is read).
   */
  private earlierFigures(release: Release, line: Line, time: Date): Array<{ actual: number; forecast: number }> {
    const frequency = findIndicator(line.slug)!.frequency
    const gapDays = frequency === 'weekly' ? 7 : frequency === 'monthly' ? 31 : frequency === 'quarterly' ? 92 : 50
    const since = new Date(time.getTime() - (deviationSample + 2) * gapDays * day)
    const list = occurrences(release, since, new Date(time.getTime() - 1)).slice(-(deviationSample + 1))
    return list.slice(1).map(({ time: at }, index) => ({
      actual: this.actual(line, at),
      forecast: this.forecast(line, at, this.actual(line, list[index]!.time)),
    }))
  }

  private deviation(release: Release, line: Line, time: Date, actual: number, forecast: number | null): number | null {
    const key = `${this.seed}:${line.slug}:${time.getTime()}`
    let deviation = deviationCache.get(key)
    if (deviation === undefined) {
      deviation = surpriseDeviation(actual, forecast, this.earlierFigures(release, line, time))
      deviationCache.set(key, deviation)
    }
    return deviation
  }

  private toEvents(release: Release, list: Occurrence[], now: Date, from: Date): CalendarEvent[] {
    const events: CalendarEvent[] = []
    for (const [index, { time }] of list.entries()) {
      if (time < from) continue
      const before = list[index - 1]?.time
      for (const line of release.lines) {
        const indicator = findIndicator(line.slug)!
        const figures = indicator.unit !== null
        const previous = figures && before ? this.actual(line, before) : null
        const actual = figures && time <= now ? this.actual(line, time) : null
        const forecast = figures ? this.forecast(line, time, previous) : null
        events.push({
          id: `${line.slug}-${time.toISOString().slice(0, 10)}`,
          event: line.slug,
          kind: 'release',
          title: indicator.title,
          country: indicator.country,
          currency: indicator.currency,
          importance: indicator.importance,
          time: time.toISOString(),
          unit: indicator.unit,
          better: figures ? indicator.better : null,
          actual,
          forecast,
          previous,
          deviation: actual === null ? null : this.deviation(release, line, time, actual, forecast),
        })
      }
    }
    return events
  }

  private holidays(from: Date, to: Date): CalendarEvent[] {
    const events: CalendarEvent[] = []
    for (let year = from.getUTCFullYear(); year <= to.getUTCFullYear(); year++) {
      for (const country of holidayCountries) {
        const seen = new Set<string>()
        for (const holiday of bankHolidays(country, year)) {
          const date = utcDay(year, holiday.month, holiday.day)
          const weekday = date.getUTCDay()
          const key = date.toISOString().slice(0, 10)
          if (weekday === 0 || weekday === 6 || seen.has(key)) continue
          seen.add(key)
          const time = zonedTime(holidayZones[country], year, holiday.month, holiday.day, 0, 0)
          if (time < from || time > to) continue
          events.push({
            id: `${holidaySlug(country)}-${key}`,
            event: holidaySlug(country),
            kind: 'holiday',
            title: holiday.name,
            country,
            currency: currencyOfCountry(country),
            importance: 1,
            time: time.toISOString(),
            unit: null,
            better: null,
            actual: null,
            forecast: null,
            previous: null,
            deviation: null,
          })
        }
      }
    }
    return events
  }

  events(from: Date, to: Date): CalendarEvent[] {
    const now = this.clock()
    const list: CalendarEvent[] = []
    const since = new Date(from.getTime() - lookBackDays * day)
    for (const release of releases) list.push(...this.toEvents(release, occurrences(release, since, to), now, from))
    list.push(...this.holidays(from, to))
    return list.sort((a, b) => a.time.localeCompare(b.time) || b.importance - a.importance || a.id.localeCompare(b.id))
  }

  history(slug: string, count: number): { past: CalendarEvent[]; next: CalendarEvent | null } {
    const release = releases.find((r) => r.lines.some((l) => l.slug === slug))
    if (!release) return { past: [], next: null }
    const now = this.clock()
    const indicator = findIndicator(slug)!
    // Enough time for `count` releases of the rarest kind (quarterly) and the next one.
    const span = (indicator.frequency === 'quarterly' ? 100 : indicator.frequency === 'weekly' ? 8 : 33) * count * day
    const list = occurrences(release, new Date(now.getTime() - span - lookBackDays * day), new Date(now.getTime() + 200 * day))
    const events = this.toEvents(
      { ...release, lines: release.lines.filter((l) => l.slug === slug) },
      list,
      now,
      new Date(now.getTime() - span),
    )
    const past = events.filter((e) => Date.parse(e.time) <= now.getTime()).slice(-count)
    return { past, next: events.find((e) => Date.parse(e.time) > now.getTime()) ?? null }
  }

  currencies(): string[] {
    return [...new Set(economicIndicators.map((indicator) => indicator.currency))].sort()
  }
}

const currencyOfCountry = (country: string) =>
  economicIndicators.find((indicator) => indicator.country === country)?.currency ?? 'EUR'

/** The reference server keeps MetaTrader-style server time: Cyprus time (UTC+2, UTC+3 in summer). */
export const serverTimeZone = 'Europe/Nicosia'

export function serverTimeOffsetMinutes(at: Date): number {
  const local = new Date(at.toLocaleString('en-US', { timeZone: serverTimeZone }))
  const utcView = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }))
  return Math.round((local.getTime() - utcView.getTime()) / 60_000)
}
