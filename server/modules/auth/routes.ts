import { Hono } from 'hono'
import { ok } from '../../../src/contract/envelope'
import {
  changePasswordSchema,
  emailOnlySchema,
  emptySchema,
  loginSchema,
  resendPinSchema,
  signUpDetailsSchema,
  signUpSchema,
} from '../../../src/contract/schemas'
import { type ApiContext, type ApiVariables, answer, fail, payloadOf, validated } from '../../http/api'
import type { AuthService, Caller, Outcome } from './service'

const statusFor = (ec: number) => (ec === 1005 ? 429 : ec === 1007 ? 401 : 200)

function caller(c: ApiContext): Caller {
  return { address: c.get('clientAddress'), locale: c.get('locale'), token: c.req.header('authorization') || undefined }
}

function reply<T>(c: ApiContext, outcome: Outcome<T>) {
  return outcome.ok ? answer(c, ok(outcome.value)) : fail(c, outcome.ec, statusFor(outcome.ec))
}

/** W102–W105, W201–W203 and the session resource (design.md section 4). */
export function authRoutes(service: AuthService) {
  const app = new Hono<{ Variables: ApiVariables }>()

  app.post('/m/v1/W102', validated(loginSchema), async (c) => {
    const outcome = await service.login(payloadOf(c, loginSchema), caller(c))
    if (!outcome.ok) return reply(c, outcome)
    c.header('Authorization', outcome.value.token)
    return answer(c, ok({ url: outcome.value.url }))
  })

  app.post('/m/v1/W103', validated(signUpDetailsSchema), async (c) =>
    reply(c, await service.signUpFirstStep(payloadOf(c, signUpDetailsSchema), caller(c))),
  )

  app.post('/m/v1/W104', validated(signUpSchema), async (c) => {
    const outcome = await service.signUp(payloadOf(c, signUpSchema), caller(c))
    if (!outcome.ok) return reply(c, outcome)
    c.header('Authorization', outcome.value.token)
    return answer(c, ok({ url: outcome.value.url }))
  })

  app.post('/m/v1/W105', validated(resendPinSchema), async (c) =>
    reply(c, await service.resendPin(payloadOf(c, resendPinSchema), caller(c))),
  )
  app.post('/m/v1/W201', validated(emailOnlySchema), async (c) =>
    reply(c, await service.forgotPassword(payloadOf(c, emailOnlySchema), caller(c))),
  )
  app.post('/m/v1/W202', validated(emailOnlySchema), async (c) =>
    reply(c, await service.emailExists(payloadOf(c, emailOnlySchema), caller(c))),
  )
  app.post('/m/v1/W203', validated(changePasswordSchema), async (c) =>
    reply(c, await service.changePassword(payloadOf(c, changePasswordSchema), caller(c))),
  )

  app.post('/m/v1/session', validated(emptySchema), async (c) => reply(c, await service.session(caller(c).token)))

  app.delete('/m/v1/session', async (c) => {
    await service.logout(caller(c).token)
    c.header('Cache-Control', 'no-store')
    return c.body(null, 204)
  })

  return app
}
