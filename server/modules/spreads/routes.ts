import { Hono } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { SpreadService } from './service'

/** QF1004: the spreads the feed quoted, per instrument (docs/architecture.md, section 4). */
export function spreadRoutes(service: SpreadService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.spreadStatistics, (input) => service.statistics(input.goods))
  return app
}
