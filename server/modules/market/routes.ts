import type { HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import * as v from 'valibot'
import { errorCodes } from '../../../src/contract/envelope'
import { goodsPayload } from '../../../src/contract/market-data'
import { apiPaths } from '../../../src/contract/paths'
import { fail } from '../../api/answers'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import { addressKey } from '../../client-address'
import type { QuoteStream } from './quote-stream'
import type { MarketService } from './service'

/** QF1001, QF1002 and the quote stream (docs/architecture.md, section 4). */
export function marketRoutes(service: MarketService, stream: QuoteStream) {
  const app = new Hono<{ Variables: ApiVariables }>()

  operation(app, apiPaths.quoteList, (input) => service.quotes(input.goods))
  operation(app, apiPaths.openPrice, (input) => service.openPrices(input.goods))

  /**
   * Server-sent ticks (quote-stream.ts): what the client lacks first, then every tick that moves one
   * of its instruments. `Last-Event-ID` (sent by the browser when it reconnects) resumes a stream.
   */
  app.get(apiPaths.quoteStream, (c) => {
    const parsed = v.safeParse(goodsPayload, { goods: c.req.query('goods') ?? '' })
    if (!parsed.success) return fail(c, errorCodes.invalidPayload, 'goods')
    const lastEventId = Number(c.req.header('last-event-id') ?? Number.NaN)
    const socket = (c.env as Partial<HttpBindings> | undefined)?.outgoing
    const body = stream.open(parsed.output.goods, {
      address: addressKey(c.get('clientAddress')),
      lastEventId: Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : undefined,
      signal: c.req.raw.signal,
      disconnect: () => socket?.destroy(),
    })
    if (body === 'busy') {
      c.header('Retry-After', '5')
      return fail(c, errorCodes.serverBusy)
    }
    if (body === 'address') return fail(c, errorCodes.rateLimited)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // Proxies that buffer (nginx) pass this stream through as it comes.
        'X-Accel-Buffering': 'no',
      },
    })
  })

  return app
}
