import { Hono } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { RemindersService } from './service'

/** Event reminders: create, list and remove by push subscription, like price alerts. */
export function reminderRoutes(service: RemindersService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.reminderCreate, (input, caller) => service.create(input, caller))
  operation(app, apiPaths.reminderList, (input) => service.list(input))
  operation(app, apiPaths.reminderRemove, (input) => service.remove(input))
  return app
}
