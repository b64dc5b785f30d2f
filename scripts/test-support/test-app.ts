import { sql } from 'kysely'
import * as v from 'valibot'
import { inject, vi } from 'vitest'
import { trustedProxies } from '../../server/client-address'
import type { Env } from '../../server/env'
import { createServer } from '../../server/wiring'
import { operations } from '../../src/contract/operations'
import { apiPaths } from '../../src/contract/paths'
import { createDatabase } from './local-services'
import { pinInMail } from './mail-pin'

/** A Wednesday afternoon in November: every market of the simulated feed is open. */
const tradingHours = new Date('2026-11-25T14:00:00Z')

/** The configuration of a test server: an in-memory database, fixed seeds, nothing logged. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    port: 0,
    host: '127.0.0.1',
    siteDir: 'dist/client',
    databasePath: ':memory:',
    streamMaxClients: 10_000,
    streamMaxClientsPerAddress: 20,
    corsOrigins: ['https://partner-site.example'],
    feedSeed: 42,
    logRequests: false,
    trustProxy: trustedProxies('0'),
    rateLimitScale: 1,
    vapidSubject: 'mailto:support@mcmarkets.example',
    pushLocalEndpoints: true,
    siteUrl: 'http://localhost:8080',
    ...overrides,
  }
}

let databases = 0

/**
 * In the `server-postgres` test project, a new database on its PostgreSQL server for each test
 * app, as fresh as the in-memory SQLite of the other project; undefined there.
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  const server = inject('postgresUrl')
  return server ? createDatabase(server, `test_${process.pid}_${++databases}`) : undefined
}

/**
 * The real server, built as `server/index.ts` builds it, on its own in-memory database (or a new
 * PostgreSQL database, see above) and with a clock the test moves. Nothing is mocked: requests go
 * through `app.request()` and every layer below it; the feed steps when the test says so (or, with
 * `tickFeed`, on its own timer, as several instances sharing Redis need).
 */
export async function createTestApp(
  start = tradingHours,
  overrides: Partial<Env> = {},
  { tickFeed = false, stepMs = 1000 }: { tickFeed?: boolean; stepMs?: number } = {},
) {
  let now = start.getTime()
  // Rate limits (rate-limiter-flexible) count windows on Date.now(): it moves with the test's clock.
  vi.useFakeTimers({ toFake: ['Date'], now })
  /** How long answers were made to wait (a slowed login), in order; nothing really waits in a test. */
  const pauses: number[] = []
  const server = await createServer(testEnv({ databaseUrl: await testDatabaseUrl(), ...overrides }), {
    clock: () => new Date(now),
    log: () => {},
    pause: async (ms) => pauses.push(ms),
  })
  await server.start({ tickFeed, stepMs })
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
    const started = await call(
      apiPaths.signUpFirstStep,
      { email, password, name: 'Anna Nowak', country: 'PL', phone: '+48 22 1234567' },
      headers,
    )
    const answer = await call(apiPaths.signUp, { email, pin: await lastPin(email), signupId: started.json.dt.signupId }, headers)
    return answer.headers.get('authorization')!
  }

  return {
    app,
    db,
    /** The simulated feed: tests step it by hand. */
    feed: server.source,
    /** Quotes as this instance serves them (from Redis when instances share a feed). */
    quotes: server.feed,
    shared: server.shared,
    drain: server.drain,
    stream: server.stream,
    services: server.services,
    /** GET /metrics, as the metrics listener serves it. */
    metricsApp: server.metricsApp,
    pauses,
    /** Refusals per limit, counted in memory until flushed to the database. */
    refusals: server.refusals,
    /** Stops the background jobs and closes the database. */
    close: server.close,
    call,
    lastPin,
    register,
    advance: (ms: number) => {
      now += ms
      vi.setSystemTime(now)
    },
    count: async (table: 'users' | 'sessions' | 'leads' | 'outbox' | 'marketing_visits' | 'pending_signups') =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0),
  }
}
