import * as v from 'valibot'
import { isoDate, timestamp } from './fields'
import { isInstrumentName } from './instruments'

/** Quotes (QF1001, QF1002, the stream) and the economic calendar (W204–W207). */

/** A comma list of instrument names (spec section 7), each known, no repeats. */
export const goods = v.pipe(
  v.string(),
  v.maxLength(400),
  v.transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim().toUpperCase())
        .filter(Boolean),
    ),
  ]),
  v.check((names) => names.length > 0 && names.every(isInstrumentName), 'goods'),
)
export const goodsPayload = v.object({ goods })

export const quote = v.object({
  name: v.string(),
  bid: v.number(),
  ask: v.number(),
  /** When this price was last set. */
  time: timestamp,
  /** Whether the instrument's market is trading now; a closed market keeps its last price. */
  status: v.picklist(['open', 'closed']),
  /**
   * Only while the server has lost its price feed (it answers from the last prices it had): the
   * seconds since it last heard from the feed. The price is that old at least.
   */
  staleSeconds: v.optional(v.number()),
})
export type Quote = v.InferOutput<typeof quote>

export const quoteListAnswer = v.object({ list: v.array(quote) })
export const openPriceAnswer = v.object({ list: v.array(v.object({ name: v.string(), open: v.number() })) })

// The calendar's date window is its own module, without valibot: the calendar page's first load needs it.
export { inCalendarWindow } from './calendar-window'

/** The orders the calendar can be sorted in (W206). */
export const calendarOrders = ['time-asc', 'time-desc', 'importance-desc'] as const

export const calendarListPayload = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  currencies: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), v.maxLength(20)), []),
  importance: v.optional(v.pipe(v.array(v.picklist([1, 2, 3])), v.maxLength(3)), []),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  order: v.optional(v.picklist(calendarOrders), 'time-asc'),
})

export const calendarEvent = v.object({
  id: v.string(),
  /** Stable key of the recurring release; the web app names it in the page's language. */
  event: v.string(),
  title: v.string(),
  country: v.string(),
  currency: v.string(),
  /** A scheduled release, or a bank holiday (no figures; markets in that country are thin). */
  kind: v.picklist(['release', 'holiday']),
  importance: v.picklist([1, 2, 3]),
  time: timestamp,
  /** Thousands (K), millions (M), billions (B) of the unit the publisher counts in; null without figures. */
  unit: v.nullable(v.picklist(['%', 'K', 'M', 'B', 'index'])),
  /** Which way of the figure is good for the currency (unemployment up is bad); null without figures. */
  better: v.nullable(v.picklist(['higher', 'lower'])),
  actual: v.nullable(v.number()),
  forecast: v.nullable(v.number()),
  previous: v.nullable(v.number()),
  /**
   * The surprise (actual minus forecast) in units of the indicator's usual forecast error: the
   * standard deviation of its surprises over the releases before (as FXStreet's "deviation").
   * Null before the figure, without figures, or without enough history to measure by.
   */
  deviation: v.nullable(v.number()),
})
export type CalendarEvent = v.InferOutput<typeof calendarEvent>

export const calendarListAnswer = v.object({
  lst: v.array(calendarEvent),
  pg: v.object({ page: v.number(), pages: v.number(), size: v.number(), total: v.number() }),
  data: v.object({ from: timestamp, to: timestamp, generatedAt: timestamp, demo: v.boolean() }),
})
export const timeDifferenceAnswer = v.object({ timeDiff: v.number(), timeZone: v.string() })
export const orderListAnswer = v.object({ orderList: v.array(v.picklist(calendarOrders)) })
export const currencyListAnswer = v.object({ currencyList: v.array(v.string()) })

/** The timeframes of the price history (QF1003), shortest first. */
export const candlePeriods = ['1m', '5m', '15m', '1h', '4h', '1D'] as const
export type CandlePeriod = (typeof candlePeriods)[number]

/** Each timeframe's length; candles start at multiples of it since the Unix epoch (UTC). */
export const candlePeriodMs: Record<CandlePeriod, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1D': 86_400_000,
}

/** The most candles one call may ask for, and how many the server keeps per instrument and timeframe. */
export const maxCandles = 500

export const priceHistoryPayload = v.object({
  /** One instrument. */
  goods: v.pipe(
    v.string(),
    v.maxLength(20),
    v.transform((value) => value.trim().toUpperCase()),
    v.check(isInstrumentName, 'goods'),
  ),
  period: v.picklist(candlePeriods),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxCandles)), 300),
})

/** One candle of bid prices; `time` is the start of its period. */
export const candle = v.object({
  time: timestamp,
  open: v.number(),
  high: v.number(),
  low: v.number(),
  close: v.number(),
})
export type Candle = v.InferOutput<typeof candle>

export const priceHistoryAnswer = v.object({ list: v.array(candle) })

/** One indicator's history (its last 24 releases, oldest first) and its next release (W208). */
export const indicatorHistoryPayload = v.object({ indicator: v.pipe(v.string(), v.regex(/^[a-z0-9-]{3,60}$/)) })
export const indicatorHistoryAnswer = v.object({
  past: v.array(calendarEvent),
  next: v.nullable(calendarEvent),
  generatedAt: timestamp,
})
/** How many past releases an indicator's history holds. */
export const indicatorHistoryLength = 24
