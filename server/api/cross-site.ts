import type { MiddlewareHandler } from 'hono'
import { errorCodes } from '../../src/contract/envelope'
import { fail } from './answers'
import type { ApiVariables } from './context'

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses (403) a request that would change something when the browser says another site's page
 * sent it (`Sec-Fetch-Site: cross-site`), unless its Origin is one CORS_ORIGINS lets call the API.
 * Reading stays open: GET (the quote stream, downloads) is never refused here. Clients that send
 * no Sec-Fetch-Site (apps, scripts, older browsers) are not concerned; a browser's own site is
 * same-origin or same-site.
 */
export function refuseCrossSite(corsOrigins: readonly string[]): MiddlewareHandler<{ Variables: ApiVariables }> {
  const allowed = new Set(corsOrigins.map((origin) => new URL(origin).origin))
  return async (c, next) => {
    if (
      stateChanging.has(c.req.method) &&
      c.req.header('sec-fetch-site') === 'cross-site' &&
      !allowed.has(c.req.header('origin')?.toLowerCase() ?? '')
    )
      return fail(c, errorCodes.crossSiteRequest)
    await next()
  }
}
