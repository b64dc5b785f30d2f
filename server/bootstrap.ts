import type { AppDeps } from './app'
import { openDatabase } from './db/connect'
import type { Env } from './env'
import { GeneratedCalendar } from './feeds/calendar'
import { SimulatedQuoteFeed } from './feeds/quote-feed'
import { createRateLimits } from './http/rate-limit'
import { createMailer } from './mail'
import { vapidKeys } from './modules/alerts/vapid'

/** Real time, or time running on from DEMO_TIME. */
function clockFor(env: Env): () => Date {
  const offset = env.demoTime ? env.demoTime.getTime() - Date.now() : 0
  return () => new Date(Date.now() + offset)
}

/** Everything the app needs, built from the configuration: the database, the feeds, the mailer. */
export async function createDeps(env: Env, clock: () => Date = clockFor(env)): Promise<AppDeps & { stopFeed: () => void }> {
  const db = await openDatabase(env.databasePath)
  const feed = new SimulatedQuoteFeed(env.feedSeed, clock)
  const stopFeed = feed.start()
  return {
    env,
    db,
    feed,
    calendar: new GeneratedCalendar(env.feedSeed, clock),
    mailer: createMailer(db, clock, env.smtp),
    limits: createRateLimits(() => clock().getTime(), env.rateLimitScale),
    clock,
    vapid: await vapidKeys(db, clock),
    stopFeed,
  }
}
