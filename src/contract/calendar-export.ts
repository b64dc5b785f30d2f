import * as v from 'valibot'
import { locales } from './locales'

/**
 * The calendar's iCalendar exports (RFC 5545): a feed that calendar apps subscribe to and poll,
 * and a file per event. They are GET addresses with the filters in the query string, because a
 * calendar app only ever fetches a URL.
 */

/** `USD,EUR`: known-looking currency codes, at most 20, no repeats. */
const currencyList = v.pipe(
  v.optional(v.string(), ''),
  v.maxLength(100),
  v.transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ]),
  v.check((codes) => codes.length <= 20 && codes.every((code) => /^[A-Z]{3}$/.test(code)), 'currencies'),
)

/** `2,3`: importance levels. */
const importanceList = v.pipe(
  v.optional(v.string(), ''),
  v.maxLength(10),
  v.transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((level) => level.trim())
        .filter(Boolean),
    ),
  ]),
  v.check((levels) => levels.every((level) => ['1', '2', '3'].includes(level)), 'importance'),
  v.transform((levels) => levels.map(Number) as Array<1 | 2 | 3>),
)

export const calendarFeedQuery = v.object({
  currencies: currencyList,
  importance: importanceList,
  /** The language of the names and descriptions. */
  lang: v.optional(v.picklist(locales), 'en'),
  /** Sent as a file to save rather than shown inline. */
  download: v.optional(v.picklist(['1']), undefined),
})

export const calendarEventFileQuery = v.object({ lang: v.optional(v.picklist(locales), 'en') })

/** An event's id as the calendar list gives it: the indicator and the day of the release. */
export const calendarEventId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{3,70}-\d{4}-\d{2}-\d{2}$/))

/** How far the feed reaches: a week back (recent figures) and eight weeks ahead. */
export const feedDaysBack = 7
export const feedDaysAhead = 56

/** How long a calendar app may keep the feed before asking again. */
export const feedMaxAgeSeconds = 900
