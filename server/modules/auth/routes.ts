import { Hono } from 'hono'
import { apiPaths } from '../../../src/contract/paths'
import { type ApiVariables, callerOf } from '../../api/context'
import { operation } from '../../api/operation'
import { requireUser } from '../../api/require-user'
import type { Outcome } from '../../outcome'
import type { AuthService } from './service'

/** A signed-in answer hands the new session token back in the Authorization header (docs/architecture.md, section 4). */
function handOver(c: { header(name: string, value: string): void }, outcome: Outcome<{ token: string; url: string }>) {
  if (!outcome.ok) return outcome
  c.header('Authorization', outcome.value.token)
  return { ok: true as const, value: { url: outcome.value.url } }
}

/** W102–W105, W201–W203 and the session resource (docs/architecture.md, section 4). */
export function authRoutes(service: AuthService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  operation(app, apiPaths.login, async (input, caller, c) => handOver(c, await service.login(input, caller)))
  operation(app, apiPaths.signUpFirstStep, (input, caller) => service.signUpFirstStep(input, caller))
  operation(app, apiPaths.signUp, async (input, caller, c) => handOver(c, await service.signUp(input, caller)))
  operation(app, apiPaths.resendPin, (input, caller) => service.resendPin(input, caller))
  operation(app, apiPaths.forgotPassword, (input, caller) => service.forgotPassword(input, caller))
  operation(app, apiPaths.emailExists, (input, caller) => service.emailExists(input, caller))
  operation(app, apiPaths.changePassword, (input, caller) => service.changePassword(input, caller))
  operation(app, apiPaths.session, (_, caller) => service.session(caller), requireUser(service.userOf))
  // Logout is the one DELETE of the contract: 204 and no body (spec section 7).
  app.delete(apiPaths.session, async (c) => {
    await service.logout(callerOf(c))
    c.header('Cache-Control', 'no-store')
    return c.body(null, 204)
  })
  return app
}
