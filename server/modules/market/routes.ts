import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import * as v from 'valibot'
import { errorCodes, ok } from '../../../src/contract/envelope'
import { calendarOrders, calendarQuerySchema, emptySchema, goodsSchema } from '../../../src/contract/schemas'
import type { CalendarSource } from '../../feeds/calendar'
import { serverTimeOffsetMinutes, serverTimeZone } from '../../feeds/calendar'
import type { Quote, QuoteFeed } from '../../feeds/quote-feed'
import { type ApiVariables, answer, fail, payloadOf, validated } from '../../http/api'

export const calendarPageSize = 20
const day = 86_400_000

/** QF1001, QF1002 and the calendar calls W204–W207 (design.md section 4). */
export function marketRoutes(feed: QuoteFeed, calendar: CalendarSource, clock: () => Date) {
  const app = new Hono<{ Variables: ApiVariables }>()

  app.post('/q/v1/QF1001', validated(goodsSchema), (c) => answer(c, ok({ list: feed.quotes(payloadOf(c, goodsSchema).goods) })))

  app.post('/q/v1/QF1002', validated(goodsSchema), (c) =>
    answer(c, ok({ list: feed.openPrices(payloadOf(c, goodsSchema).goods) })),
  )

  /**
   * Server-sent ticks: a snapshot of the requested instruments first, then every tick that moves
   * one of them, and a comment every 15 s so proxies keep the connection open.
   */
  app.get('/q/v1/stream', (c) => {
    const parsed = v.safeParse(goodsSchema, { goods: c.req.query('goods') ?? '' })
    if (!parsed.success) return fail(c, errorCodes.invalidPayload, 400, 'goods')
    const names = new Set(parsed.output.goods)
    c.header('Cache-Control', 'no-store')
    return streamSSE(c, async (stream) => {
      let queue: Promise<void> = Promise.resolve()
      const send = (list: Quote[]) => {
        queue = queue.then(() => stream.writeSSE({ event: 'ticks', data: JSON.stringify(list) })).catch(() => {})
      }
      send(feed.quotes([...names]))
      const unsubscribe = feed.subscribe((ticks) => {
        const mine = ticks.filter((tick) => names.has(tick.name))
        if (mine.length > 0) send(mine)
      })
      const heartbeat = setInterval(() => {
        queue = queue.then(() => stream.write(': keep-alive\n\n').then(() => undefined)).catch(() => {})
      }, 15_000)
      await new Promise<void>((resolve) => stream.onAbort(resolve))
      clearInterval(heartbeat)
      unsubscribe()
    })
  })

  app.post('/m/v1/W204', validated(calendarQuerySchema), (c) => {
    const query = payloadOf(c, calendarQuerySchema)
    const today = new Date(`${clock().toISOString().slice(0, 10)}T00:00:00Z`)
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : today
    // `to` is inclusive: the whole of its day; a window is at most 62 days.
    const to = new Date(
      Math.min(
        (query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(from.getTime() + 6 * day)).getTime(),
        from.getTime() + 62 * day,
      ) +
        day -
        1,
    )
    let events = calendar.events(from, to)
    if (query.currencies.length > 0) events = events.filter((e) => query.currencies.includes(e.currency))
    if (query.importance.length > 0) events = events.filter((e) => (query.importance as number[]).includes(e.importance))
    if (query.order === 'time-desc') events = events.reverse()
    if (query.order === 'importance-desc')
      events = [...events].sort((a, b) => b.importance - a.importance || a.time.localeCompare(b.time))
    const pages = Math.max(1, Math.ceil(events.length / calendarPageSize))
    const page = Math.min(query.page, pages)
    return answer(
      c,
      ok({
        lst: events.slice((page - 1) * calendarPageSize, page * calendarPageSize),
        pg: { page, pages, size: calendarPageSize, total: events.length },
        data: { from: from.toISOString(), to: to.toISOString(), generatedAt: clock().toISOString(), demo: true },
      }),
    )
  })

  app.post('/m/v1/W205', validated(emptySchema), (c) =>
    answer(c, ok({ timeDiff: serverTimeOffsetMinutes(clock()), timeZone: serverTimeZone })),
  )
  app.post('/m/v1/W206', validated(emptySchema), (c) => answer(c, ok({ orderList: [...calendarOrders] })))
  app.post('/m/v1/W207', validated(emptySchema), (c) => answer(c, ok({ currencyList: calendar.currencies() })))

  return app
}
