import { Hono, type MiddlewareHandler } from 'hono'
import { errorCodes, ok } from '../../../src/contract/envelope'
import { emptySchema, partnerApplicationSchema, partnerLeadSchema } from '../../../src/contract/schemas'
import { type ApiVariables, answer, fail, payloadOf, validated } from '../../http/api'
import type { RateLimits } from '../../http/rate-limit'
import type { PartnersService } from './service'

/**
 * updateMCPartner (the public lead form), W606 (save a draft application), W607 (submit it) and
 * W608 (read it back, with its status).
 */
export function partnerRoutes(
  service: PartnersService,
  limits: RateLimits,
  requireUser: MiddlewareHandler<{ Variables: ApiVariables }>,
) {
  const app = new Hono<{ Variables: ApiVariables }>()

  app.post('/subject/updateMCPartner', validated(partnerLeadSchema), async (c) => {
    if (!limits.leadByAddress.attempt(c.get('clientAddress'))) return fail(c, errorCodes.rateLimited, 429)
    const { id } = await service.submitLead(payloadOf(c, partnerLeadSchema))
    return answer(c, ok({ id }))
  })

  app.post('/m/v1/W606', requireUser, validated(partnerApplicationSchema), async (c) =>
    answer(c, ok({ application: await service.saveDraft(c.get('userId')!, payloadOf(c, partnerApplicationSchema)) })),
  )

  app.post('/m/v1/W607', requireUser, validated(emptySchema), async (c) => {
    const application = await service.submit(c.get('userId')!)
    return application ? answer(c, ok({ application })) : fail(c, errorCodes.nothingToSubmit)
  })

  // `application: null` rather than an empty dt: the envelope keeps dt an object, and null says "none yet" plainly.
  app.post('/m/v1/W608', requireUser, validated(emptySchema), async (c) =>
    answer(c, ok({ application: await service.findApplication(c.get('userId')!) })),
  )

  return app
}
