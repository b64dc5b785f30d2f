import { feedMaxAgeSeconds } from '../src/contract/calendar-export'
import { createApp, type Services } from './app'
import { openDatabase } from './db/connect'
import type { Env } from './env'
import { calendarCacheSizes, GeneratedCalendar } from './feeds/calendar/source'
import { type QuoteFeed, SimulatedQuoteFeed } from './feeds/quote-feed'
import { SharedQuoteFeed } from './feeds/shared-quote-feed'
import { createMailer } from './mail'
import { createMetrics } from './metrics'
import { alertsRepo } from './modules/alerts/repo'
import { alertsService } from './modules/alerts/service'
import { authRepo } from './modules/auth/repo'
import { authService } from './modules/auth/service'
import { calendarExportService } from './modules/calendar/export'
import { calendarService } from './modules/calendar/service'
import { candlesRepo } from './modules/candles/repo'
import { candleService } from './modules/candles/service'
import { consentRepo } from './modules/consent/repo'
import { consentService } from './modules/consent/service'
import { hoursService } from './modules/hours/service'
import { createQuoteStream } from './modules/market/quote-stream'
import { marketService } from './modules/market/service'
import { partnersRepo } from './modules/partners/repo'
import { partnersService } from './modules/partners/service'
import { remindersRepo } from './modules/reminders/repo'
import { remindersService } from './modules/reminders/service'
import { spreadsRepo } from './modules/spreads/repo'
import { spreadService } from './modules/spreads/service'
import { trackingRepo } from './modules/tracking/repo'
import { trackingService } from './modules/tracking/service'
import { createPushSender } from './push/push-sender'
import { vapidKeys } from './push/vapid'
import { createRateLimits } from './rate-limits'
import { connectRedis } from './redis'
import { refusalCounts } from './refusal-counts'
import { startRetention } from './retention'

/** Real time, or time running on from DEMO_TIME. */
function clockFor(env: Env): () => Date {
  const offset = env.demoTime ? env.demoTime.getTime() - Date.now() : 0
  return () => new Date(Date.now() + offset)
}

export interface ServerOptions {
  /** The server's clock; tests move their own. */
  clock?: () => Date
  /** Where the mailer logs; tests keep it quiet. */
  log?: (line: string) => void
  /** How an answer that must wait waits (a slowed login); tests note the time instead. */
  pause?: (ms: number) => Promise<unknown>
}

/**
 * The one place where the server is put together from its configuration: the database, the
 * feeds, the services and the app, and the background jobs they run. `server/index.ts` and the
 * tests both build the server here, so what is tested is what runs.
 */
export async function createServer(env: Env, { clock = clockFor(env), log = console.log, pause }: ServerOptions = {}) {
  const metrics = createMetrics()
  const db = await openDatabase(env)
  const redis = env.redisUrl ? await connectRedis(env.redisUrl) : undefined
  // The simulated feed steps here when this is the only instance; with Redis, in whichever
  // instance holds the feed's lease, and every instance serves the shared ticks.
  const source = new SimulatedQuoteFeed(env.feedSeed, clock)
  const shared = redis && new SharedQuoteFeed(source, redis.client, redis.subscriber, { clock, log })
  const feed: QuoteFeed = shared ?? source
  const calendar = new GeneratedCalendar(env.feedSeed, clock)
  const limits = createRateLimits({ scale: env.rateLimitScale, redis: redis?.client, pause })
  const refusals = refusalCounts(db, clock, log)
  limits.onRefusal(refusals.count)
  limits.onRefusal(metrics.refused)
  const vapid = await vapidKeys(db, clock)
  const mailer = createMailer(db, clock, env.smtp, log)

  const auth = authService(authRepo(db, clock), mailer, limits)
  const push = metrics.countDeliveries(createPushSender(vapid, env.vapidSubject))
  const services: Services = {
    auth,
    market: marketService(feed),
    candles: candleService(candlesRepo(db), feed, clock),
    // Only the instance that runs the feed measures its spreads; all of them answer from the database.
    spreads: spreadService(spreadsRepo(db), feed, () => (shared ? shared.isLeader : true), clock),
    calendar: calendarService(calendar, clock),
    calendarExport: calendarExportService(calendar, limits, clock, { ttlSeconds: feedMaxAgeSeconds, siteUrl: env.siteUrl }),
    hours: hoursService(limits, clock, { ttlSeconds: feedMaxAgeSeconds, siteUrl: env.siteUrl }),
    partners: partnersService(partnersRepo(db, clock), limits, clock),
    tracking: trackingService(trackingRepo(db, clock), limits),
    consent: consentService(consentRepo(db), limits, clock),
    alerts: alertsService(alertsRepo(db, clock), feed, push, limits, clock, {
      allowLocalEndpoints: env.pushLocalEndpoints,
    }),
    reminders: remindersService(remindersRepo(db, clock), calendar, push, limits, clock, {
      allowLocalEndpoints: env.pushLocalEndpoints,
    }),
  }
  const stream = createQuoteStream(feed, {
    maxClients: env.streamMaxClients,
    maxClientsPerAddress: env.streamMaxClientsPerAddress,
  })
  let draining = false
  /**
   * Whether the balancer should send requests here: whenever this instance is not draining. The
   * stores are left out on purpose: every instance shares them, so one that stops answering would
   * turn every instance unready at the same moment and leave the balancer nowhere to send anything.
   * Without Redis an instance still answers (limits counted in memory, the last prices marked
   * stale); without the database it answers everything that needs none, and what needs it gets a
   * clear error within a bounded time (server/db/connect.ts).
   */
  const ready = async () => !draining
  metrics.observe({
    stream,
    feed,
    // Alone, the instance steps its own feed whenever it runs.
    leadsFeed: () => (shared ? shared.isLeader : true),
    caches: {
      'calendar-release-months': () => calendarCacheSizes().months.size,
      'calendar-holiday-years': () => calendarCacheSizes().holidays.size,
      'calendar-feeds': () => services.calendarExport.stats().cached,
    },
  })
  const app = createApp(env, services, {
    vapidPublicKey: vapid.publicKey,
    stream,
    ready,
    requestMetrics: metrics.requests,
  })

  let stopJobs: Array<() => void> = []
  return {
    app,
    db,
    /** Quotes as this instance serves them (the shared ticks when several instances run). */
    feed,
    /** The simulated feed itself; tests step it by hand. */
    source,
    /** The shared feed when Redis is configured. */
    shared,
    services,
    stream,
    /** The Prometheus endpoint (GET /metrics), served on a listener of its own (METRICS_PORT). */
    metricsApp: metrics.app(),
    /** Refused attempts per limit, kept for the staff report. */
    refusals,
    /** Every refusal of every rate limit is reported here (`limits.onRefusal`). */
    limits,
    /**
     * Starts the background jobs: the feed's steps (tests step it themselves), the price-alert
     * watcher, the candles of the price history and the hourly purge of what has outlived its
     * retention period. With Redis, `tickFeed: false` also keeps this instance from ever running the feed.
     */
    async start({ tickFeed = true, stepMs = 1000 }: { tickFeed?: boolean; stepMs?: number } = {}) {
      stopJobs = [
        services.alerts.watch(),
        services.candles.start(),
        services.spreads.start(),
        startRetention(db, clock, log),
        refusals.start(),
      ]
      // Tests check reminders by hand, as they step the feed.
      if (tickFeed) stopJobs.push(services.reminders.watch())
      if (shared) await shared.start({ stepMs, lead: tickFeed })
      else if (tickFeed) stopJobs.push(source.start(stepMs))
    },
    /**
     * The first step of a graceful shutdown: readiness answers 503 and every stream ends with a
     * hint to reconnect, so clients move to another instance while requests in flight finish.
     */
    drain() {
      draining = true
      stream.endAll()
    },
    /** Stops the jobs, lets running alert checks finish, hands the feed on and closes the stores. */
    async close() {
      for (const stop of stopJobs) stop()
      stopJobs = []
      stream.stop()
      metrics.stop()
      await shared?.stop()
      await services.alerts.settled()
      await services.candles.settled()
      await services.spreads.settled()
      await services.reminders.settled()
      await refusals.flush()
      await db.destroy()
      await redis?.close()
    },
  }
}
