import { Hono } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { CandleService } from './service'

/** QF1003: the candles of one instrument and timeframe (docs/architecture.md, section 4). */
export function candleRoutes(service: CandleService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.priceHistory, (input) => service.history(input.goods, input.period, input.count))
  return app
}
