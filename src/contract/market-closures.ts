import * as v from 'valibot'
import { instrumentNames } from './instruments'
import { locales } from './locales'

/**
 * The markets' closures and shortened sessions (W209 and the closures' iCalendar feed): a pure
 * function of the date (the bank-holiday arithmetic and each market's rules), so every instance
 * of the server answers the same days without sharing anything.
 */
export const closureKinds = ['closed', 'early'] as const

/**
 * The holidays a closure can be for. The markets close on their exchanges' bank holidays; those
 * outside this list (a Japanese or Hong Kong holiday, say) arrive as `bank-holiday` with the
 * country, and their English name in `name`.
 */
export const closureReasons = [
  'christmas',
  'christmas-eve',
  'new-year',
  'thanksgiving',
  'day-after-thanksgiving',
  'boxing-day',
  'bank-holiday',
] as const
export type ClosureReason = (typeof closureReasons)[number]

export const marketClosure = v.object({
  /** Stable over rebuilds and instances: the day, the kind and the reason (the iCalendar UID's base). */
  id: v.string(),
  /** The exchange's calendar day, YYYY-MM-DD. */
  date: v.pipe(v.string(), v.isoDate()),
  kind: v.picklist(closureKinds),
  reason: v.picklist(closureReasons),
  /** The country whose bank holiday it is (`US`, `EU`, `HK`, `JP` …), or null for the closures of every market. */
  country: v.nullable(v.string()),
  /** The holiday's English name, as the calendar's bank holidays give it. */
  name: v.string(),
  /** For a shortened session: the early close, minutes after midnight UTC. */
  closesAt: v.nullable(v.number()),
  instruments: v.array(v.picklist(instrumentNames)),
})
export type MarketClosure = v.InferOutput<typeof marketClosure>

/** How far ahead the closures reach: eight weeks. */
export const closureWeeks = 8

export const marketClosuresAnswer = v.object({
  list: v.array(marketClosure),
  /** The day the list starts from (the server's UTC today). */
  from: v.pipe(v.string(), v.isoDate()),
})

export const closuresFeedQuery = v.object({
  lang: v.optional(v.picklist(locales), 'en'),
  download: v.optional(v.picklist(['1']), undefined),
})
