import { findIndicator } from '../../../src/config/economic-indicators'
import { errorCodes } from '../../../src/contract/envelope'
import { calendarOrders, inCalendarWindow, indicatorHistoryLength } from '../../../src/contract/market-data'
import type { AnswerOf, InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import { type CalendarSource, serverTimeOffsetMinutes, serverTimeZone } from '../../feeds/calendar/source'
import { type Outcome, refusal, success } from '../../outcome'

type Paths = typeof apiPaths

export const calendarPageSize = 20
/** The longest calendar window one call may ask for. */
const maxWindowDays = 62
const day = 86_400_000

/** The economic calendar from its source, as the contract answers it (W204–W208). */
export function calendarService(calendar: CalendarSource, clock: () => Date) {
  return {
    /** One page of the events in a window (`to` is inclusive: the whole of its day), filtered and ordered. */
    calendarPage(query: InputOf<Paths['calendarList']>): Outcome<AnswerOf<Paths['calendarList']>> {
      const today = new Date(`${clock().toISOString().slice(0, 10)}T00:00:00Z`)
      for (const date of [query.from, query.to])
        if (date && !inCalendarWindow(date, today)) return refusal(errorCodes.dateOutOfRange)
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : today
      const lastDay = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(from.getTime() + 6 * day)
      const to = new Date(Math.min(lastDay.getTime(), from.getTime() + maxWindowDays * day) + day - 1)
      let events = calendar.events(from, to)
      if (query.currencies.length > 0) events = events.filter((e) => query.currencies.includes(e.currency))
      if (query.importance.length > 0) events = events.filter((e) => (query.importance as number[]).includes(e.importance))
      if (query.order === 'time-desc') events = events.reverse()
      if (query.order === 'importance-desc')
        events = [...events].sort((a, b) => b.importance - a.importance || a.time.localeCompare(b.time))
      const pages = Math.max(1, Math.ceil(events.length / calendarPageSize))
      const page = Math.min(query.page, pages)
      return success({
        lst: events.slice((page - 1) * calendarPageSize, page * calendarPageSize),
        pg: { page, pages, size: calendarPageSize, total: events.length },
        data: { from: from.toISOString(), to: to.toISOString(), generatedAt: clock().toISOString(), demo: true },
      })
    },

    /** An indicator's last releases and its next one; an unknown indicator is an unknown address. */
    indicatorHistory(input: InputOf<Paths['indicatorHistory']>): Outcome<AnswerOf<Paths['indicatorHistory']>> {
      if (!findIndicator(input.indicator)) return refusal(errorCodes.unknownPath)
      const { past, next } = calendar.history(input.indicator, indicatorHistoryLength)
      return success({ past, next, generatedAt: clock().toISOString() })
    },

    timeDifference: (): Outcome<AnswerOf<Paths['timeDifference']>> =>
      success({ timeDiff: serverTimeOffsetMinutes(clock()), timeZone: serverTimeZone }),

    orders: (): Outcome<AnswerOf<Paths['orderList']>> => success({ orderList: [...calendarOrders] }),

    currencies: (): Outcome<AnswerOf<Paths['currencyList']>> => success({ currencyList: calendar.currencies() }),
  }
}

export type CalendarService = ReturnType<typeof calendarService>
