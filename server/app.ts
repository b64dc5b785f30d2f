import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { Kysely } from 'kysely'
import { errorCodes, failure } from '../src/contract/envelope'
import type { Database } from './db/schema'
import type { Env } from './env'
import type { CalendarSource } from './feeds/calendar'
import type { QuoteFeed } from './feeds/quote-feed'
import { type ApiVariables, apiContext, fail } from './http/api'
import { errorText } from './http/messages'
import type { RateLimits } from './http/rate-limit'
import type { Mailer } from './mail'
import { createPushSender } from './modules/alerts/push-sender'
import { alertRoutes } from './modules/alerts/routes'
import { alertsService } from './modules/alerts/service'
import type { VapidKeys } from './modules/alerts/vapid'
import { authRepo } from './modules/auth/repo'
import { authRoutes } from './modules/auth/routes'
import { authService } from './modules/auth/service'
import { marketRoutes } from './modules/market/routes'
import { partnerRoutes } from './modules/partners/routes'
import { partnersService } from './modules/partners/service'
import { trackingRoutes } from './modules/tracking/routes'
import { baseSecurityHeaders } from './security-headers'
import { staticSite } from './static-site'

export interface AppDeps {
  env: Env
  db: Kysely<Database>
  feed: QuoteFeed
  calendar: CalendarSource
  mailer: Mailer
  limits: RateLimits
  clock: () => Date
  vapid: VapidKeys
}

/** Largest request body the API reads; every payload of the contract is far smaller. */
export const maxBodyBytes = 16 * 1024

const clientHeaders = ['Content-Type', 'Authorization', 'IMEI', 'Version', 'Channel', 'Platform', 'Device', 'System', 'Language']

/** The whole server as a Hono app, without listening, so tests call it through `app.request()`. */
export function createApp({ env, db, feed, calendar, mailer, limits, clock, vapid }: AppDeps) {
  const app = new Hono()

  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    const https = new URL(c.req.url).protocol === 'https:' || (env.trustProxy && c.req.header('x-forwarded-proto') === 'https')
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

  const repo = authRepo(db, clock)
  const requireUser: MiddlewareHandler<{ Variables: ApiVariables }> = async (c, next) => {
    const token = c.req.header('authorization')
    const userId = token ? await repo.sessionUserId(token) : undefined
    if (userId === undefined) return fail(c, errorCodes.notSignedIn, 401)
    c.set('userId', userId)
    await next()
  }

  const alerts = alertsService(db, feed, createPushSender(vapid, env.vapidSubject), clock, {
    allowLocalEndpoints: env.pushLocalEndpoints,
  })
  const stopWatchingAlerts = alerts.watch()

  const api = new Hono<{ Variables: ApiVariables }>()
  if (env.corsOrigins.length > 0) {
    api.use(
      '*',
      cors({
        origin: env.corsOrigins,
        credentials: true,
        allowHeaders: clientHeaders,
        exposeHeaders: ['Authorization'],
        maxAge: 600,
      }),
    )
  }
  api.use('*', apiContext(env.trustProxy))
  api.use('*', bodyLimit({ maxSize: maxBodyBytes, onError: (c) => fail(c as never, errorCodes.payloadTooLarge, 413) }))
  api.route('/', authRoutes(authService(repo, mailer, limits)))
  api.route('/', marketRoutes(feed, calendar, clock))
  api.route('/', partnerRoutes(partnersService(db, clock), limits, requireUser))
  api.route('/', trackingRoutes(db, clock))
  api.route(
    '/',
    alertRoutes(alerts, vapid.publicKey, limits, async (token) => (token ? repo.sessionUserId(token) : undefined)),
  )
  // Mounted sub-apps do not use their own notFound; a catch-all keeps unknown API paths in the envelope.
  api.all('*', (c) => fail(c as never, errorCodes.unknownPath, 404))
  app.route('/api', api)

  app.onError((error, c) => {
    console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', path: c.req.path, message: error.message }))
    if (c.req.path.startsWith('/api/')) {
      c.header('Cache-Control', 'no-store')
      return c.json(failure(errorCodes.serverError, errorText(errorCodes.serverError, 'en')), 500)
    }
    return c.text('Internal server error', 500)
  })

  app.route('/', staticSite(env.siteDir, { trustProxy: env.trustProxy }))
  return Object.assign(app, { alerts, stopWatchingAlerts })
}
