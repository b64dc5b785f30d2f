import { Hono } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { ConsentService } from './service'

/** The record of a cookie choice. */
export function consentRoutes(service: ConsentService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.consentRecord, (input, caller) => service.record(input, caller))
  return app
}
