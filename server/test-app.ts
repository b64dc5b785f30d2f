import { sql } from 'kysely'
import * as v from 'valibot'
import { operations } from '../src/contract/operations'
import { apiPaths } from '../src/contract/paths'
import { pinInMail } from '../tests/mail-pin'
import type { Env } from './env'
import { createServer } from './wiring'

/** A Wednesday afternoon in November: every market of the simulated feed is open. */
const tradingHours = new Date('2026-11-25T14:00:00Z')

/** The configuration of a test server: an in-memory database, fixed seeds, nothing logged. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
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
    ...overrides,
  }
}

/**
 * The real server, built as `server/index.ts` builds it, on its own in-memory database and with a
 * clock the test moves. Nothing is mocked: requests go through `app.request()` and every layer
 * below it; the feed steps when the test says so.
 */
export async function createTestApp(start = tradingHours, overrides: Partial<Env> = {}) {
  let now = start.getTime()
  const server = await createServer(testEnv(overrides), { clock: () => new Date(now), log: () => {} })
  server.start({ tickFeed: false })
  const { app, db } = server

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
    // Every successful answer of every server test is checked against the contract's answer schema.
    if (json?.res === 1 && method === 'POST' && path in operations) {
      const checked = v.safeParse(operations[path as keyof typeof operations].answer, json.dt)
      if (!checked.success) throw new Error(`${path} answered outside the contract: ${v.summarize(checked.issues)}`)
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
    const pin = pinInMail(mail.body)
    if (!pin) throw new Error(`no PIN in ${mail.body}`)
    return pin
  }

  async function register(email: string, password = 'secret123', headers: Record<string, string> = {}) {
    await call(apiPaths.signUpFirstStep, { email, password, name: 'Anna Nowak', country: 'PL', phone: '+48 22 1234567' }, headers)
    const answer = await call(apiPaths.signUp, { email, pin: await lastPin(email) }, headers)
    return answer.headers.get('authorization')!
  }

  return {
    app,
    db,
    feed: server.feed,
    services: server.services,
    /** Stops the background jobs and closes the database. */
    close: server.close,
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
