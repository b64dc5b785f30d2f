import ical, { type ICalCalendar } from 'ical-generator'
import { brand } from '../../../src/config/brand'
import { feedDaysAhead, feedDaysBack } from '../../../src/contract/calendar-export'
import { errorCodes } from '../../../src/contract/envelope'
import type { Locale } from '../../../src/contract/locales'
import type { CalendarEvent } from '../../../src/contract/market-data'
import { intlLocale, localizedPath } from '../../../src/lib/locale-path'
import type { CalendarSource } from '../../feeds/calendar'
import { translate } from '../../i18n/messages'
import { type Outcome, refusal, success } from '../../outcome'

const day = 86_400_000
/** A release is a moment; calendar apps show it best as a short slot. */
const releaseMinutes = 15

/**
 * Texts the web app already translates (the catalogs are keyed by the English text), looked up
 * here so the exported events read in the language they were asked for.
 */
const text = (english: string, locale: Locale) => translate({ id: english, message: english }, locale)
const importanceWords = { 1: 'Low', 2: 'Medium', 3: 'High' } as const

function figure(event: CalendarEvent, value: number | null, locale: Locale): string {
  if (value === null) return '—'
  const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 3 }).format(value)
  if (event.unit === '%') return `${number} %`
  if (event.unit === 'K' || event.unit === 'M' || event.unit === 'B') return `${number} ${text(event.unit, locale)}`
  return number
}

function summaryOf(event: CalendarEvent, locale: Locale): string {
  if (event.kind === 'holiday') return `${event.country}: ${text('Bank holiday', locale)} (${event.title})`
  return `${event.currency}: ${text(event.title, locale)}`
}

function descriptionOf(event: CalendarEvent, locale: Locale, url: string): string {
  const lines = [`${text('Importance', locale)}: ${text(importanceWords[event.importance], locale)}`]
  if (event.kind === 'release' && event.unit !== null) {
    lines.push(text('Forecast: {forecast}', locale).replace('{forecast}', figure(event, event.forecast, locale)))
    lines.push(`${text('Previous', locale)}: ${figure(event, event.previous, locale)}`)
    if (event.actual !== null) lines.push(`${text('Actual', locale)}: ${figure(event, event.actual, locale)}`)
  }
  lines.push(
    '',
    text('Demonstration data following the real release schedule; check official sources before trading.', locale),
    url,
  )
  return lines.join('\n')
}

function addEvent(calendar: ICalCalendar, event: CalendarEvent, locale: Locale, stamp: Date) {
  const url =
    event.kind === 'release'
      ? `${brand.siteUrl}${localizedPath(locale, `/trading/calendar/${event.event}`)}`
      : `${brand.siteUrl}${localizedPath(locale, '/trading/calendar')}`
  const start = new Date(event.time)
  calendar.createEvent({
    id: `${event.id}@${new URL(brand.siteUrl).hostname}`,
    stamp,
    start,
    end: new Date(start.getTime() + releaseMinutes * 60_000),
    summary: summaryOf(event, locale),
    description: descriptionOf(event, locale, url),
    url,
  })
}

function newCalendar(name: string, ttlSeconds: number, source?: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: brand.name, product: 'Economic calendar', language: 'EN' },
    // Calendar apps that honour it (REFRESH-INTERVAL, X-PUBLISHED-TTL) poll no more often than this.
    ttl: ttlSeconds,
    timezone: null,
    scale: 'gregorian',
    source: source ?? null,
  })
}

/**
 * The calendar as iCalendar: a feed of a filtered window (a week back, eight weeks ahead) that
 * Google, Apple and Outlook calendars can subscribe to, and single events to add by hand. Times
 * are in UTC (DTSTART …Z), so every app shows them in its own zone.
 */
export function calendarExportService(source: CalendarSource, clock: () => Date, ttlSeconds: number) {
  return {
    /** `address` is the feed's own URL, so apps that keep it know where to refresh from. */
    feed(filter: { currencies: string[]; importance: number[]; lang: Locale }, address: string): string {
      const now = clock()
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
      const events = source
        .events(new Date(today - feedDaysBack * day), new Date(today + feedDaysAhead * day))
        .filter((e) => filter.currencies.length === 0 || filter.currencies.includes(e.currency))
        .filter((e) => filter.importance.length === 0 || filter.importance.includes(e.importance))
      const scope = [
        filter.currencies.join(', '),
        filter.importance.map((level) => text(importanceWords[level as 1 | 2 | 3], filter.lang)).join(', '),
      ].filter(Boolean)
      const name = `${brand.name}: ${text('Economic calendar', filter.lang)}${scope.length > 0 ? ` (${scope.join('; ')})` : ''}`
      const calendar = newCalendar(name, ttlSeconds, address)
      for (const event of events) addEvent(calendar, event, filter.lang, now)
      return calendar.toString()
    },

    event(id: string, lang: Locale): Outcome<string> {
      const date = id.slice(-10)
      const from = new Date(`${date}T00:00:00Z`)
      if (Number.isNaN(from.getTime())) return refusal(errorCodes.unknownPath)
      // A release's id carries its UTC day; the day around it covers the holidays' local midnights.
      const event = source.events(new Date(from.getTime() - day), new Date(from.getTime() + 2 * day)).find((e) => e.id === id)
      if (!event) return refusal(errorCodes.unknownPath)
      const now = clock()
      const calendar = newCalendar(`${brand.name}: ${text('Economic calendar', lang)}`, ttlSeconds)
      addEvent(calendar, event, lang, now)
      return success(calendar.toString())
    },
  }
}

export type CalendarExportService = ReturnType<typeof calendarExportService>
