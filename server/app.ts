import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { errorCodes, failure } from '../src/contract/envelope'
import { fail } from './api/answers'
import { type ApiVariables, apiContext } from './api/context'
import { refuseCrossSite } from './api/cross-site'
import { identifyUser, requireUser } from './api/require-user'
import { bodyLimit } from './body-limit'
import { DatabaseUnavailable } from './db/connect'
import type { Env } from './env'
import { errorText } from './i18n/messages'
import { alertRoutes } from './modules/alerts/routes'
import type { AlertsService } from './modules/alerts/service'
import { authRoutes } from './modules/auth/routes'
import type { AuthService } from './modules/auth/service'
import type { CalendarExportService } from './modules/calendar/export'
import { calendarRoutes } from './modules/calendar/routes'
import type { CalendarService } from './modules/calendar/service'
import { candleRoutes } from './modules/candles/routes'
import type { CandleService } from './modules/candles/service'
import { consentRoutes } from './modules/consent/routes'
import type { ConsentService } from './modules/consent/service'
import { hoursRoutes } from './modules/hours/routes'
import type { HoursService } from './modules/hours/service'
import type { QuoteStream } from './modules/market/quote-stream'
import { marketRoutes } from './modules/market/routes'
import type { MarketService } from './modules/market/service'
import { partnerRoutes } from './modules/partners/routes'
import type { PartnersService } from './modules/partners/service'
import { reminderRoutes } from './modules/reminders/routes'
import type { RemindersService } from './modules/reminders/service'
import { spreadRoutes } from './modules/spreads/routes'
import type { SpreadService } from './modules/spreads/service'
import { trackingRoutes } from './modules/tracking/routes'
import type { TrackingService } from './modules/tracking/service'
import { baseSecurityHeaders } from './security-headers'
import { isHttps } from './site/request'
import { siteRoutes } from './site/site'

/**
 * The modules' services the app routes to. Declared here, beside the app that needs them, so the
 * wiring (server/wiring.ts), which builds them, depends on the app and never the other way round.
 */
export interface Services {
  auth: AuthService
  market: MarketService
  candles: CandleService
  spreads: SpreadService
  calendar: CalendarService
  calendarExport: CalendarExportService
  hours: HoursService
  partners: PartnersService
  tracking: TrackingService
  consent: ConsentService
  alerts: AlertsService
  reminders: RemindersService
}

/** Largest request body the API reads; every payload of the contract is far smaller. */
export const maxBodyBytes = 16 * 1024

const clientHeaders = ['Content-Type', 'Authorization', 'IMEI', 'Version', 'Channel', 'Platform', 'Device', 'System', 'Language']

/**
 * The whole server as a Hono app, without listening, so tests call it through `app.request()`:
 * headers and the request log for everything, the API's modules under /api, the built site for the rest.
 */
export function createApp(
  env: Env,
  services: Services,
  {
    vapidPublicKey,
    stream,
    ready,
    requestMetrics,
  }: { vapidPublicKey: string; stream: QuoteStream; ready: () => Promise<boolean>; requestMetrics: MiddlewareHandler },
) {
  const app = new Hono()

  app.use('*', requestMetrics)

  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    const https = isHttps(c, env.trustProxy)
    for (const [name, value] of Object.entries(baseSecurityHeaders(https))) {
      // A response with a policy of its own (the QR image) keeps it.
      if (name !== 'Content-Security-Policy' || !c.res.headers.has(name)) c.res.headers.set(name, value)
    }
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

  // For the load balancer: the process lives; and it can serve (database and Redis answer, not shutting down).
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
  app.get('/readyz', async (c) =>
    (await ready())
      ? c.json({ status: 'ready' }, 200, { 'Cache-Control': 'no-store' })
      : c.json({ status: 'unavailable' }, 503, { 'Cache-Control': 'no-store' }),
  )

  const api = new Hono<{ Variables: ApiVariables }>()
  if (env.corsOrigins.length > 0) {
    api.use(
      '/api/*',
      cors({
        origin: env.corsOrigins,
        credentials: true,
        allowHeaders: clientHeaders,
        exposeHeaders: ['Authorization'],
        maxAge: 600,
      }),
    )
  }
  api.use('/api/*', apiContext(env.trustProxy))
  api.use('/api/*', refuseCrossSite(env.corsOrigins))
  api.use('/api/*', bodyLimit({ maxBytes: maxBodyBytes, onTooLarge: (c) => fail(c as never, errorCodes.payloadTooLarge) }))
  // Answers are compressed for a browser that accepts it (the site's files are compressed at build):
  // 500 candles are some 47 KB of JSON and about a fifth of that gzipped, on a phone's connection. The
  // quote stream (text/event-stream) is left as it is: its frames must reach the browser as written.
  api.use('/api/*', compress({ contentTypeFilter: /^(application\/json|text\/calendar)/ }))
  const signedIn = requireUser(services.auth.userOf)
  api.route('/', authRoutes(services.auth))
  api.route('/', marketRoutes(services.market, stream))
  api.route('/', candleRoutes(services.candles))
  api.route('/', spreadRoutes(services.spreads))
  api.route('/', calendarRoutes(services.calendar, services.calendarExport))
  api.route('/', hoursRoutes(services.hours))
  api.route('/', partnerRoutes(services.partners, signedIn))
  api.route('/', trackingRoutes(services.tracking))
  api.route('/', consentRoutes(services.consent))
  api.route('/', reminderRoutes(services.reminders))
  api.route('/', alertRoutes(services.alerts, vapidPublicKey, identifyUser(services.auth.userOf)))
  // Sub-apps do not use their own notFound; a catch-all keeps unknown API paths in the envelope.
  api.all('/api/*', (c) => fail(c as never, errorCodes.unknownPath))
  app.route('/', api)

  app.onError((error, c) => {
    console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', path: c.req.path, message: error.message }))
    // The database did not answer in time: busy, in the caller's language, and nothing was written.
    if (error instanceof DatabaseUnavailable && c.req.path.startsWith('/api/')) return fail(c as never, errorCodes.serverBusy)
    if (c.req.path.startsWith('/api/')) {
      c.header('Cache-Control', 'no-store')
      return c.json(failure(errorCodes.serverError, errorText(errorCodes.serverError, 'en')), 500)
    }
    return c.text('Internal server error', 500)
  })

  app.route('/', siteRoutes(env.siteDir, { trustProxy: env.trustProxy }))
  return app
}
