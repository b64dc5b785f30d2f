import type { MiddlewareHandler } from 'hono'
import { errorCodes } from '../../src/contract/envelope'
import { fail } from './answers'
import type { ApiVariables } from './context'

/** For operations that need a signed-in user: the session token must name one, else 401. */
export function requireUser(
  userOf: (token: string | undefined) => Promise<number | undefined>,
): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    const userId = await userOf(c.req.header('authorization') || undefined)
    if (userId === undefined) return fail(c, errorCodes.notSignedIn)
    c.set('userId', userId)
    await next()
  }
}

/** For operations open to everyone that also note who is signed in (a price alert carries its account). */
export function identifyUser(
  userOf: (token: string | undefined) => Promise<number | undefined>,
): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    const userId = await userOf(c.req.header('authorization') || undefined)
    if (userId !== undefined) c.set('userId', userId)
    await next()
  }
}
