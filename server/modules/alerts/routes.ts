import { Hono, type MiddlewareHandler } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { AlertsService } from './service'

/**
 * Price alerts (docs/architecture.md, section 4, extended): the VAPID public key to subscribe with, then
 * create, list and remove by subscription. Signed-in visitors' alerts also carry their account.
 */
export function alertRoutes(
  service: AlertsService,
  publicKey: string,
  identifyUser: MiddlewareHandler<{ Variables: ApiVariables }>,
) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.pushKey, () => service.publicKey(publicKey))
  operation(app, apiPaths.alertCreate, (input, caller) => service.create(input, caller), identifyUser)
  operation(app, apiPaths.alertList, (input) => service.list(input))
  operation(app, apiPaths.alertRemove, (input) => service.remove(input))
  return app
}
