import { brand } from '../../../src/config/brand'
import { findInstrument } from '../../../src/config/instruments'
import { closureSpan } from '../../../src/config/market-closures'
import { riskWarningText } from '../../../src/config/risk-warning'
import { errorCodes } from '../../../src/contract/envelope'
import type { Locale } from '../../../src/contract/locales'
import type { ClosureReason, MarketClosure } from '../../../src/contract/market-closures'
import type { AnswerOf } from '../../../src/contract/operations'
import type { apiPaths as paths } from '../../../src/contract/paths'
import { apiPaths } from '../../../src/contract/paths'
import { localizedPath } from '../../../src/lib/locale-path'
import { marketClosures } from '../../feeds/closures'
import { translate } from '../../i18n/messages'
import { type Outcome, refusal, success } from '../../outcome'
import type { RateLimits } from '../../rate-limits'
import { type BuiltFeed, dataTag, newCalendar } from '../calendar/export'

const dayMs = 86_400_000

/** Texts the web app translates (its catalogs are keyed by the English text), as the calendar's export reads them. */
const text = (english: string, locale: Locale) => translate({ id: english, message: english }, locale)

const two = (n: number) => String(n).padStart(2, '0')
const clock = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`

/** The holidays' English names, the keys of their translations (src/components/market-closure-text.tsx). */
const holidayNames: Record<Exclude<ClosureReason, 'bank-holiday'>, string> = {
  christmas: 'Christmas Day',
  'christmas-eve': 'Christmas Eve',
  'new-year': "New Year's Day",
  thanksgiving: 'Thanksgiving Day',
  'day-after-thanksgiving': 'Day after Thanksgiving',
  'boxing-day': 'Boxing Day',
}

/** The holiday as the hours page names it. */
function holidayText(closure: MarketClosure, locale: Locale): string {
  if (closure.reason === 'bank-holiday') return `${text('Bank holiday', locale)} (${closure.country}: ${closure.name})`
  return text(holidayNames[closure.reason], locale)
}

/** "US500, US30: Thanksgiving Day, closed", in the words of the hours page's list. */
function closureSummary(closure: MarketClosure, locale: Locale): string {
  const what =
    closure.kind === 'closed'
      ? text('closed', locale)
      : text('closes early at {at}', locale).replace('{at}', `${clock(closure.closesAt ?? 0)} UTC`)
  return `${closure.instruments.join(', ')}: ${holidayText(closure, locale)}, ${what}`
}

/**
 * The closures of the next eight weeks (W209) and their iCalendar feed. The list is a pure function
 * of the day (server/feeds/closures.ts), so every instance answers the same figures; the feed is built once a
 * day per language and its ETag comes from its data, equal on every instance.
 */
export function hoursService(
  limits: RateLimits,
  now: () => Date,
  { ttlSeconds, siteUrl }: { ttlSeconds: number; siteUrl: string },
) {
  const feeds = new Map<Locale, BuiltFeed & { day: string }>()

  function build(locale: Locale, at: Date): BuiltFeed {
    const list = marketClosures(at)
    const calendar = newCalendar(
      `${brand.name}: ${text('Market closures', locale)}`,
      ttlSeconds,
      `${siteUrl}${apiPaths.closuresFeed}?lang=${locale}`,
      'Market closures',
    )
    const url = `${brand.siteUrl}${localizedPath(locale, '/trading/hours')}`
    const host = new URL(brand.siteUrl).hostname
    for (const closure of list) {
      const first = findInstrument(closure.instruments[0]!)!
      const span = closureSpan(closure, first.session)
      const day = new Date(`${closure.date}T00:00:00Z`)
      calendar.createEvent({
        id: `closure-${closure.id}@${host}`,
        stamp: at,
        ...(closure.kind === 'closed' ? { start: day, allDay: true } : { start: new Date(span.from), end: new Date(span.to) }),
        summary: closureSummary(closure, locale),
        description: [url, '', riskWarningText(locale, 'full')].join('\n'),
        url,
      })
    }
    const body = calendar.toString()
    const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
    return { body, etag: dataTag(body), validUntil: today + dayMs }
  }

  return {
    closures: (): Outcome<AnswerOf<(typeof paths)['marketClosures']>> => {
      const at = now()
      return success({ list: marketClosures(at), from: at.toISOString().slice(0, 10) })
    },

    /** The closures' feed in a language, rebuilt when the day moves its window on; limited per address like the calendar's. */
    async feed(locale: Locale, address: string): Promise<Outcome<BuiltFeed>> {
      if (!(await limits.calendarExportByAddress.attempt(address))) return refusal(errorCodes.rateLimited)
      const at = now()
      const day = at.toISOString().slice(0, 10)
      let built = feeds.get(locale)
      if (!built || built.day !== day) {
        built = { ...build(locale, at), day }
        feeds.set(locale, built)
      }
      return success(built)
    },
  }
}

export type HoursService = ReturnType<typeof hoursService>
