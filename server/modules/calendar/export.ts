import { createHash } from 'node:crypto'
import ical, { type ICalCalendar } from 'ical-generator'
import { brand } from '../../../src/config/brand'
import { riskWarningText } from '../../../src/config/risk-warning'
import { feedDaysAhead, feedDaysBack } from '../../../src/contract/calendar-export'
import { errorCodes } from '../../../src/contract/envelope'
import type { Locale } from '../../../src/contract/locales'
import { type CalendarEvent, inCalendarWindow } from '../../../src/contract/market-data'
import { apiPaths } from '../../../src/contract/paths'
import { intlLocale, localizedPath } from '../../../src/lib/locale-path'
import type { CalendarSource } from '../../feeds/calendar/source'
import { translate } from '../../i18n/messages'
import { LruCache } from '../../lru-cache'
import { type Outcome, refusal, success } from '../../outcome'
import type { RateLimits } from '../../rate-limits'

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

/**
 * An exported event lives on in the visitor's calendar app, outside our pages and their warning, and
 * speaks of trading with a link into the site: it carries the full risk warning, for which an event's
 * description has room.
 */
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
    '',
    riskWarningText(locale, 'full'),
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

/** An empty iCalendar in UTC with our product id; the market closures' feed (server/modules/hours) is written with it too. */
export function newCalendar(name: string, ttlSeconds: number, source?: string, product = 'Economic calendar'): ICalCalendar {
  return ical({
    name,
    prodId: { company: brand.name, product, language: 'EN' },
    // Calendar apps that honour it (REFRESH-INTERVAL, X-PUBLISHED-TTL) poll no more often than this.
    ttl: ttlSeconds,
    timezone: null,
    scale: 'gregorian',
    source: source ?? null,
  })
}

/** A feed as built once and then served from the cache until its data changes. */
export interface BuiltFeed {
  body: string
  /** A weak validator of the data (the texts without DTSTAMP): the same on every instance and rebuild. */
  etag: string
  /** The instant the feed's data next changes: the next figure published in it or the next day. */
  validUntil: number
}

type FeedFilter = { currencies: string[]; importance: number[]; lang: Locale }

/**
 * Built feeds kept at once, by filter and language. The whole unfiltered feed is about 550 KB
 * (a third of it the risk warning every event carries), so the cache holds at most about 18 MB
 * whatever filters visitors invent; the handful that calendar apps actually poll stay in it.
 */
export const maxCachedFeeds = 32

/** The weak ETag of an iCalendar text: a hash of everything but the DTSTAMPs (the build time). */
export function dataTag(body: string): string {
  const data = body.replace(/^DTSTAMP:.*\r\n/gm, '')
  return `W/"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`
}

/**
 * The calendar as iCalendar: a feed of a filtered window (a week back, eight weeks ahead) that
 * Google, Apple and Outlook calendars can subscribe to, and single events to add by hand. Times
 * are in UTC (DTSTART …Z), so every app shows them in its own zone.
 *
 * Building a feed takes a few tenths of a second of the event loop, so each is built once per
 * filter and language and served from a bounded cache until its data changes (a figure is
 * published, or the day moves the window on); a poll that finds nothing new costs a lookup.
 */
export function calendarExportService(
  source: CalendarSource,
  limits: RateLimits,
  clock: () => Date,
  { ttlSeconds, siteUrl }: { ttlSeconds: number; siteUrl: string },
) {
  const feeds = new LruCache<string, BuiltFeed>(maxCachedFeeds)
  let builds = 0

  function build(filter: FeedFilter, now: Date): BuiltFeed {
    builds++
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
    // The feed's own address, where apps that keep it refresh from: the configured site, never the request's Host.
    const query = new URLSearchParams()
    if (filter.currencies.length > 0) query.set('currencies', filter.currencies.join(','))
    if (filter.importance.length > 0) query.set('importance', filter.importance.join(','))
    query.set('lang', filter.lang)
    const calendar = newCalendar(name, ttlSeconds, `${siteUrl}${apiPaths.calendarFeed}?${query}`)
    for (const event of events) addEvent(calendar, event, filter.lang, now)
    const body = calendar.toString()
    const nextFigure = events.find((e) => e.unit !== null && Date.parse(e.time) > now.getTime())
    return {
      body,
      etag: dataTag(body),
      validUntil: Math.min(today + day, nextFigure ? Date.parse(nextFigure.time) : Number.POSITIVE_INFINITY),
    }
  }

  return {
    /** The feed of a filter in a language, from the cache while its data holds; limited per address. */
    async feed(filter: FeedFilter, address: string): Promise<Outcome<BuiltFeed>> {
      if (!(await limits.calendarExportByAddress.attempt(address))) return refusal(errorCodes.rateLimited)
      // Equal filters share an entry whatever order the address listed them in.
      const canonical = { ...filter, currencies: [...filter.currencies].sort(), importance: [...filter.importance].sort() }
      const key = `${canonical.lang}|${canonical.currencies.join(',')}|${canonical.importance.join(',')}`
      const now = clock()
      let built = feeds.get(key)
      if (!built || built.validUntil <= now.getTime()) {
        built = build(canonical, now)
        feeds.set(key, built)
      }
      return success(built)
    },

    /** One event's file and its data's tag (built per request: one event costs next to nothing). */
    async event(id: string, lang: Locale, address: string): Promise<Outcome<{ body: string; etag: string }>> {
      if (!(await limits.calendarExportByAddress.attempt(address))) return refusal(errorCodes.rateLimited)
      const date = id.slice(-10)
      const from = new Date(`${date}T00:00:00Z`)
      if (Number.isNaN(from.getTime())) return refusal(errorCodes.unknownPath)
      const now = clock()
      if (!inCalendarWindow(date, now)) return refusal(errorCodes.dateOutOfRange)
      // A release's id carries its UTC day; the day around it covers the holidays' local midnights.
      const event = source.events(new Date(from.getTime() - day), new Date(from.getTime() + 2 * day)).find((e) => e.id === id)
      if (!event) return refusal(errorCodes.unknownPath)
      const calendar = newCalendar(`${brand.name}: ${text('Economic calendar', lang)}`, ttlSeconds)
      addEvent(calendar, event, lang, now)
      const body = calendar.toString()
      return success({ body, etag: dataTag(body) })
    },

    /** How many feeds were built and how many are held (tests, an operator's figures). */
    stats: () => ({ builds, cached: feeds.size, capacity: feeds.capacity }),
  }
}

export type CalendarExportService = ReturnType<typeof calendarExportService>
