import { Hono, type MiddlewareHandler } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import type { PartnersService } from './service'

/**
 * updateMCPartner (the public lead form), W606 (save a draft application), W607 (submit it) and
 * W608 (read it back, with its status).
 */
export function partnerRoutes(service: PartnersService, requireUser: MiddlewareHandler<{ Variables: ApiVariables }>) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.partnerLead, (input, caller) => service.submitLead(input, caller))
  operation(app, apiPaths.partnerUpdate, (input, caller) => service.saveDraft(input, caller), requireUser)
  operation(app, apiPaths.partnerSubmit, (_, caller) => service.submit(caller), requireUser)
  operation(app, apiPaths.partnerApplication, (_, caller) => service.application(caller), requireUser)
  return app
}
