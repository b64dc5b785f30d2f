import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import * as v from 'valibot'
import { errorCodes } from '../../../src/contract/envelope'
import { goodsPayload, type Quote } from '../../../src/contract/market-data'
import { apiPaths } from '../../../src/contract/paths'
import { fail } from '../../api/answers'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { MarketService } from './service'

/** QF1001, QF1002, the quote stream and the calendar calls W204–W207 (design.md section 4). */
export function marketRoutes(service: MarketService) {
  const app = new Hono<{ Variables: ApiVariables }>()

  operation(app, apiPaths.quoteList, (input) => service.quotes(input.goods))
  operation(app, apiPaths.openPrice, (input) => service.openPrices(input.goods))
  operation(app, apiPaths.calendarList, (input) => service.calendarPage(input))
  operation(app, apiPaths.timeDifference, () => service.timeDifference())
  operation(app, apiPaths.orderList, () => service.orders())
  operation(app, apiPaths.currencyList, () => service.currencies())
  operation(app, apiPaths.indicatorHistory, (input) => service.indicatorHistory(input))

  /**
   * Server-sent ticks: a snapshot of the requested instruments first, then every tick that moves
   * one of them, and a comment every 15 s so proxies keep the connection open.
   */
  app.get(apiPaths.quoteStream, (c) => {
    const parsed = v.safeParse(goodsPayload, { goods: c.req.query('goods') ?? '' })
    if (!parsed.success) return fail(c, errorCodes.invalidPayload, 'goods')
    const names = new Set(parsed.output.goods)
    c.header('Cache-Control', 'no-store')
    return streamSSE(c, async (stream) => {
      let queue: Promise<void> = Promise.resolve()
      const send = (list: Quote[]) => {
        queue = queue.then(() => stream.writeSSE({ event: 'ticks', data: JSON.stringify(list) })).catch(() => {})
      }
      const snapshot = service.quotes([...names])
      if (snapshot.ok) send(snapshot.value.list)
      const unsubscribe = service.onTicks(names, send)
      const heartbeat = setInterval(() => {
        queue = queue.then(() => stream.write(': keep-alive\n\n').then(() => undefined)).catch(() => {})
      }, 15_000)
      await new Promise<void>((resolve) => stream.onAbort(resolve))
      clearInterval(heartbeat)
      unsubscribe()
    })
  })

  return app
}
