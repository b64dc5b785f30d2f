import { Hono } from 'hono'
import type { Env } from './env'
import { baseSecurityHeaders } from './security-headers'
import { staticSite } from './static-site'

/** The whole server as a Hono app, without listening, so tests call it through `app.request()`. */
export function createApp(env: Env) {
  const app = new Hono()

  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
    for (const [name, value] of Object.entries(baseSecurityHeaders(https))) c.res.headers.set(name, value)
    if (env.logRequests) {
      console.log(
        JSON.stringify({
          t: new Date().toISOString(),
          method: c.req.method,
          path: new URL(c.req.url).pathname,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        }),
      )
    }
  })

  app.onError((error, c) => {
    console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', path: c.req.path, message: error.message }))
    return c.text('Internal server error', 500)
  })

  app.route('/', staticSite(env.siteDir))
  return app
}
