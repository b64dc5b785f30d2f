import { sql } from 'kysely'
import { createApp } from './app'
import { openDatabase } from './db/connect'
import type { Env } from './env'
import { GeneratedCalendar } from './feeds/calendar'
import { SimulatedQuoteFeed } from './feeds/quote-feed'
import { createRateLimits } from './http/rate-limit'
import { createMailer } from './mail'
import { vapidKeys } from './modules/alerts/vapid'

/** A Wednesday afternoon in November: every market of the simulated feed is open. */
export const tradingHours = new Date('2026-11-25T14:00:00Z')

/**
 * The real app on its own in-memory database, with a clock the test moves. Nothing is mocked:
 * requests go through `app.request()` and every layer below it.
 */
export async function createTestApp(start = tradingHours) {
  let now = start.getTime()
  const clock = () => new Date(now)
  const env: Env = {
    port: 0,
    host: '127.0.0.1',
    siteDir: 'dist/client',
    databasePath: ':memory:',
    corsOrigins: ['https://partner-site.example'],
    feedSeed: 42,
    logRequests: false,
    trustProxy: false,
    rateLimitScale: 1,
    vapidSubject: 'mailto:support@mcmarkets.example',
    pushLocalEndpoints: true,
  }
  const db = await openDatabase(':memory:')
  const feed = new SimulatedQuoteFeed(42, clock)
  const app = createApp({
    env,
    db,
    feed,
    calendar: new GeneratedCalendar(42, clock),
    mailer: createMailer(db, clock, undefined, () => {}),
    limits: createRateLimits(() => now),
    clock,
    vapid: await vapidKeys(db, clock),
  })

  async function call(path: string, body?: unknown, headers: Record<string, string> = {}, method = 'POST') {
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever `dt` each operation documents
    let json: { res: number; ec: number; dt: any; msg: string } | undefined
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, json: json!, text }
  }

  /** The PIN of the newest mail to an address, read from the outbox as a user reads their inbox. */
  async function lastPin(email: string): Promise<string> {
    const mail = await db
      .selectFrom('outbox')
      .select('body')
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const pin = /\b(\d{6})\b/.exec(mail.body)?.[1]
    if (!pin) throw new Error(`no PIN in ${mail.body}`)
    return pin
  }

  async function register(email: string, password = 'secret123', headers: Record<string, string> = {}) {
    await call('/api/m/v1/W103', { email, password, name: 'Anna Nowak', country: 'PL', phone: '+48 22 1234567' }, headers)
    const answer = await call('/api/m/v1/W104', { email, pin: await lastPin(email) }, headers)
    return answer.headers.get('authorization')!
  }

  return {
    app,
    db,
    feed,
    call,
    lastPin,
    register,
    advance: (ms: number) => {
      now += ms
    },
    count: async (table: 'users' | 'sessions' | 'leads' | 'outbox' | 'marketing_visits' | 'pending_signups') =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0),
  }
}
