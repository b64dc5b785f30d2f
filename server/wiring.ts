import { feedMaxAgeSeconds } from '../src/contract/calendar-export'
import { createApp } from './app'
import { openDatabase } from './db/connect'
import type { Env } from './env'
import { GeneratedCalendar } from './feeds/calendar'
import { SimulatedQuoteFeed } from './feeds/quote-feed'
import { createMailer } from './mail'
import { createPushSender } from './modules/alerts/push-sender'
import { alertsRepo } from './modules/alerts/repo'
import { alertsService } from './modules/alerts/service'
import { vapidKeys } from './modules/alerts/vapid'
import { authRepo } from './modules/auth/repo'
import { authService } from './modules/auth/service'
import { calendarExportService } from './modules/calendar-export/service'
import { marketService } from './modules/market/service'
import { partnersRepo } from './modules/partners/repo'
import { partnersService } from './modules/partners/service'
import { remindersRepo } from './modules/reminders/repo'
import { remindersService } from './modules/reminders/service'
import { trackingRepo } from './modules/tracking/repo'
import { trackingService } from './modules/tracking/service'
import { createRateLimits } from './rate-limits'

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
}

/**
 * The one place where the server is put together from its configuration: the database, the
 * feeds, the services and the app, and the background jobs they run. `server/index.ts` and the
 * tests both build the server here, so what is tested is what runs.
 */
export async function createServer(env: Env, { clock = clockFor(env), log = console.log }: ServerOptions = {}) {
  const db = await openDatabase(env.databasePath)
  const feed = new SimulatedQuoteFeed(env.feedSeed, clock)
  const calendar = new GeneratedCalendar(env.feedSeed, clock)
  const limits = createRateLimits(() => clock().getTime(), env.rateLimitScale)
  const vapid = await vapidKeys(db, clock)
  const mailer = createMailer(db, clock, env.smtp, log)

  const auth = authService(authRepo(db, clock), mailer, limits)
  const push = createPushSender(vapid, env.vapidSubject)
  const services = {
    auth,
    market: marketService(feed, calendar, clock),
    calendarExport: calendarExportService(calendar, clock, feedMaxAgeSeconds),
    partners: partnersService(partnersRepo(db, clock), limits, clock),
    tracking: trackingService(trackingRepo(db, clock)),
    alerts: alertsService(alertsRepo(db, clock), feed, push, limits, clock, {
      allowLocalEndpoints: env.pushLocalEndpoints,
    }),
    reminders: remindersService(remindersRepo(db, clock), calendar, push, clock, {
      allowLocalEndpoints: env.pushLocalEndpoints,
    }),
  }
  const app = createApp(env, services, { vapidPublicKey: vapid.publicKey })

  let stopJobs: Array<() => void> = []
  return {
    app,
    db,
    feed,
    services,
    /**
     * Starts the background jobs: the feed's steps once a second (tests step it themselves) and
     * the price-alert watcher.
     */
    start({ tickFeed = true }: { tickFeed?: boolean } = {}) {
      stopJobs = [services.alerts.watch(), ...(tickFeed ? [feed.start(), services.reminders.watch()] : [])]
    },
    /** Stops the jobs, lets running alert checks finish and closes the database. */
    async close() {
      for (const stop of stopJobs) stop()
      stopJobs = []
      await services.alerts.settled()
      await services.reminders.settled()
      await db.destroy()
    },
  }
}

export type Server = Awaited<ReturnType<typeof createServer>>
export type Services = Server['services']
