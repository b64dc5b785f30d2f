import { Hono } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { TrackingService } from './service'

/** W605 and the first-party page-view and outbound-click statistics. */
export function trackingRoutes(service: TrackingService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.marketingSource, (input, caller) => service.marketingSource(input, caller))
  operation(app, apiPaths.pageView, (input, caller) => service.pageView(input, caller))
  operation(app, apiPaths.outboundClick, (input, caller) => service.outboundClick(input, caller))
  return app
}
