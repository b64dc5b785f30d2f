import { Hono } from 'hono'
import { errorCodes, ok } from '../../../src/contract/envelope'
import { createAlertSchema, listAlertsSchema, removeAlertSchema } from '../../../src/contract/price-alerts'
import { emptySchema } from '../../../src/contract/schemas'
import { type ApiVariables, answer, fail, payloadOf, validated } from '../../http/api'
import type { RateLimits } from '../../http/rate-limit'
import type { AlertsService } from './service'

const refusal = {
  endpoint: errorCodes.pushEndpointRefused,
  limit: errorCodes.tooManyAlerts,
  reached: errorCodes.alertLevelReached,
}

/**
 * Price alerts (design.md section 4, extended): the VAPID public key to subscribe with, then
 * create, list and remove by subscription. Signed-in visitors' alerts also carry their account.
 */
export function alertRoutes(
  service: AlertsService,
  publicKey: string,
  limits: RateLimits,
  signedInUser: (authorization: string | undefined) => Promise<number | undefined>,
) {
  const app = new Hono<{ Variables: ApiVariables }>()

  app.post('/p/v1/key', validated(emptySchema), (c) => answer(c, ok({ publicKey })))

  app.post('/p/v1/create', validated(createAlertSchema), async (c) => {
    if (!limits.alertByAddress.attempt(c.get('clientAddress'))) return fail(c, errorCodes.rateLimited, 429)
    const userId = await signedInUser(c.req.header('authorization'))
    const result = await service.create(payloadOf(c, createAlertSchema), userId)
    return result.ok ? answer(c, ok({ alert: result.alert })) : fail(c, refusal[result.reason])
  })

  app.post('/p/v1/list', validated(listAlertsSchema), async (c) =>
    answer(c, ok({ alerts: await service.list(payloadOf(c, listAlertsSchema).endpoint) })),
  )

  app.post('/p/v1/remove', validated(removeAlertSchema), async (c) => {
    const { endpoint, id } = payloadOf(c, removeAlertSchema)
    return (await service.remove(endpoint, id)) ? answer(c, ok({ id })) : fail(c, errorCodes.unknownPath, 404)
  })

  return app
}
