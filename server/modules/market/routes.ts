import { ServerResponse } from 'node:http'
import { Http2ServerResponse } from 'node:http2'
import type { Http2Bindings, HttpBindings } from '@hono/node-server'
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
import { streamOnNodeResponse, streamOnWebResponse } from './stream-sinks'

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
    const connection = stream.open(parsed.output.goods, {
      address: addressKey(c.get('clientAddress')),
      lastEventId: Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : undefined,
    })
    if (connection === 'busy') {
      c.header('Retry-After', '5')
      return fail(c, errorCodes.serverBusy)
    }
    if (connection === 'address') return fail(c, errorCodes.rateLimited)
    const outgoing = (c.env as Partial<HttpBindings | Http2Bindings> | undefined)?.outgoing
    return outgoing instanceof ServerResponse || outgoing instanceof Http2ServerResponse
      ? streamOnNodeResponse(connection, outgoing, () => c.res.headers)
      : streamOnWebResponse(connection, c.req.raw.signal)
  })

  return app
}
