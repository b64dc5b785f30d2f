// @vitest-environment node
/**
 * Several instances on one PostgreSQL (the project's, see scripts/test-support/postgres-setup.ts) and one
 * Redis that this file starts: what one instance does, the others see. In-process instances for
 * the shared state; real processes where a process must die or shut down.
 */
import { execFileSync } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  createDatabase,
  type LocalService,
  startCaddy,
  startInstance,
  startPostgres,
  startRedis,
} from '../scripts/test-support/local-services'
import { startPushReceiver } from '../scripts/test-support/push-receiver'
import { createTestApp } from '../scripts/test-support/test-app'
import { errorCodes } from '../src/contract/envelope'
import type { Quote } from '../src/contract/market-data'
import { apiPaths } from '../src/contract/paths'
import { trustedProxies } from './client-address'
import type { Env } from './env'

let redis: LocalService
let databaseCount = 0
const sharedDatabase = () => createDatabase(inject('postgresUrl'), `scale_${process.pid}_${++databaseCount}`)

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await redis?.stop()
})

let running: Array<{ close(): Promise<unknown> }> = []
afterEach(async () => {
  await Promise.all(running.map((instance) => instance.close()))
  running = []
})

/** Two instances on a new database and an emptied Redis; the first takes the feed. */
async function twoInstances(overrides: Partial<Env> = {}) {
  const shared = { ...overrides, databaseUrl: await sharedDatabase(), redisUrl: redis.url }
  const admin = new Redis(redis.url)
  await admin.flushall()
  await admin.quit()
  const a = await createTestApp(undefined, shared, { tickFeed: true, stepMs: 100 })
  const b = await createTestApp(undefined, shared, { tickFeed: true, stepMs: 100 })
  running.push(a, b)
  return { a, b }
}

/** Reads server-sent events from a stream response until `count` tick frames have come. */
async function readTicks(body: ReadableStream<Uint8Array>, count: number) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const frames: Array<{ id: number; quotes: Quote[] }> = []
  let buffer = ''
  while (frames.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = /^data: (.*)$/m.exec(block)?.[1]
      const id = /^id: (\d+)$/m.exec(block)?.[1]
      if (data) frames.push({ id: Number(id), quotes: JSON.parse(data) })
      end = buffer.indexOf('\n\n')
    }
  }
  await reader.cancel()
  return frames
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** Whether two instances, asked at the same step, answer the same quote list (tried a few times while the feed steps). */
async function samePrices(x: TestApp, y: TestApp): Promise<boolean> {
  const ask = (t: TestApp) => t.call(apiPaths.quoteList, { goods: 'EURUSD,XAUUSD' }).then((r) => r.json.dt.list as Quote[])
  for (let attempt = 0; attempt < 50; attempt++) {
    const seq = x.quotes.seq
    if (y.quotes.seq !== seq) {
      await new Promise((r) => setTimeout(r, 10))
      continue
    }
    const [onX, onY] = await Promise.all([ask(x), ask(y)])
    if (x.quotes.seq === seq && y.quotes.seq === seq) return JSON.stringify(onX) === JSON.stringify(onY)
  }
  return false
}

describe('instances sharing PostgreSQL and Redis', () => {
  it('a sign-up on one signs in on the other, and a logout on one revokes the session on the other', async () => {
    const { a, b } = await twoInstances()
    const started = await a.call(apiPaths.signUpFirstStep, {
      email: 'shared@example.de',
      password: 'secret123',
      name: 'Ola',
      country: 'PL',
      phone: '+48 22 1234567',
    })
    const signedUp = await b.call(apiPaths.signUp, {
      email: 'shared@example.de',
      pin: await a.lastPin('shared@example.de'),
      signupId: started.json.dt.signupId,
    })
    expect(signedUp.json.res).toBe(1)
    const login = await b.call(apiPaths.login, { email: 'shared@example.de', password: 'secret123', isSave: false })
    const token = login.headers.get('authorization')!
    expect((await a.call(apiPaths.session, {}, { Authorization: token })).json.res).toBe(1)
    expect((await a.call(apiPaths.session, undefined, { Authorization: token }, 'DELETE')).status).toBe(204)
    expect((await b.call(apiPaths.session, {}, { Authorization: token })).json.ec).toBe(errorCodes.notSignedIn)
  })

  it('wrong logins spread over both instances trip the one limit, which keeps only that address out', async () => {
    const { a, b } = await twoInstances({ trustProxy: trustedProxies('1') })
    await a.register('guarded@example.de')
    const attacker = { 'X-Forwarded-For': '203.0.113.9' }
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? a : b
      const answer = await instance.call(
        apiPaths.login,
        { email: 'guarded@example.de', password: `wrong-${i}-x`, isSave: false },
        attacker,
      )
      expect(answer.json.ec).toBe(errorCodes.invalidCredentials)
    }
    const guess = { email: 'guarded@example.de', password: 'secret123', isSave: false }
    expect((await b.call(apiPaths.login, guess, attacker)).status).toBe(429)
    expect((await a.call(apiPaths.login, guess, attacker)).status).toBe(429)
    expect((await b.call(apiPaths.login, guess, { 'X-Forwarded-For': '198.51.100.7' })).json.res).toBe(1)
    // Each instance adds its refusals to the same row.
    await Promise.all([a.refusals.flush(), b.refusals.flush()])
    expect(await a.db.selectFrom('rate_limit_refusals').select(['limit_name', 'refused']).execute()).toEqual([
      { limit_name: 'login-failures-pair', refused: 2 },
    ])
  })

  it('one instance runs the feed; a stream client of the other receives the ticks the first answers', async () => {
    const { a, b } = await twoInstances()
    expect([a.shared!.isLeader, b.shared!.isLeader]).toEqual([true, false])
    const response = await b.app.request(`${apiPaths.quoteStream}?goods=EURUSD,XAUUSD`)
    const frames = await readTicks(response.body!, 4)
    const last = frames.at(-1)!
    // Both instances answer the quote list from the same shared ticks: asked at the same step, the same prices.
    const ask = (t: typeof a) => t.call(apiPaths.quoteList, { goods: 'EURUSD,XAUUSD' }).then((r) => r.json.dt.list as Quote[])
    let compared = false
    for (let attempt = 0; attempt < 50 && !compared; attempt++) {
      const seq = a.quotes.seq
      if (b.quotes.seq !== seq) {
        await new Promise((r) => setTimeout(r, 10))
        continue
      }
      const [onA, onB] = await Promise.all([ask(a), ask(b)])
      if (a.quotes.seq !== seq || b.quotes.seq !== seq) continue
      expect(onA).toEqual(onB)
      expect(onA.find((q) => q.name === 'EURUSD')).toEqual(
        frames.find((f) => f.id === seq)?.quotes.find((q) => q.name === 'EURUSD') ?? onA[0],
      )
      compared = true
    }
    expect(compared).toBe(true)
    expect(frames.length).toBe(4)
    expect(last.id).toBeGreaterThan(frames[0]!.id)
    for (const quote of last.quotes) expect(['EURUSD', 'XAUUSD']).toContain(quote.name)
  })

  it('after Redis loses its data, a new leader’s ticks are taken by every instance, and they agree again', async () => {
    const shared = { databaseUrl: await sharedDatabase(), redisUrl: redis.url }
    const admin = new Redis(redis.url)
    await admin.flushall()
    const a = await createTestApp(undefined, shared, { tickFeed: true, stepMs: 100 })
    const b = await createTestApp(undefined, shared, { tickFeed: false })
    running.push(b)
    // The walk has gone a long way when Redis loses everything, and the instance that ran it goes.
    for (let i = 0; i < 300; i++) a.feed.step(0.1)
    await waitUntil(() => b.quotes.seq >= 300, 10_000, 'the follower to hear the steps')
    await admin.flushall()
    await a.close()
    await admin.quit()
    // A new instance, which never heard of the old walk, takes the feed and starts from its seed.
    const c = await createTestApp(undefined, shared, { tickFeed: true, stepMs: 100 })
    running.push(c)
    expect(c.shared!.isLeader).toBe(true)
    await waitUntil(() => c.quotes.seq >= 5, 10_000, 'the new leader’s steps')
    expect(await samePrices(b, c)).toBe(true)
  })

  it('a crossed alert is pushed once, though both instances watch the ticks', async () => {
    const { a, b } = await twoInstances()
    const receiver = await startPushReceiver()
    const [quote] = a.quotes.quotes(['EURUSD'])
    const level = Number((quote!.bid + 0.00002).toFixed(5))
    expect(
      (
        await b.call(apiPaths.alertCreate, {
          subscription: receiver.subscription,
          symbol: 'EURUSD',
          direction: 'above',
          level,
          language: 'en',
        })
      ).json.res,
    ).toBe(1)
    await receiver.message(0, 60_000)
    // Ticks go on for a while on both instances after the crossing; no second push comes.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await Promise.all([a.services.alerts.settled(), b.services.alerts.settled()])
    expect(receiver.received).toHaveLength(1)
    await receiver.close()
  })

  it('each instance’s metrics say which one runs the feed and how far its ticks are', async () => {
    const { a, b } = await twoInstances()
    const scrape = async (t: typeof a) => (await t.metricsApp.request('/metrics')).text()
    // The follower's step number comes from the stored states at start; a tick is a step after it.
    await waitUntil(() => b.quotes.seq > 0, 10_000, 'the stored states on the follower')
    const started = b.quotes.seq
    await waitUntil(() => b.quotes.seq > started, 10_000, 'a tick on the follower')
    const [onA, onB] = await Promise.all([scrape(a), scrape(b)])
    expect(onA).toMatch(/^feed_leader 1$/m)
    expect(onB).toMatch(/^feed_leader 0$/m)
    expect(onB).toMatch(/^feed_sequence [1-9]\d*$/m)
    expect(onB).toMatch(/^feed_last_tick_age_seconds \d/m)
  })
})

/** A GET of a stream that keeps the frames it reads, on a real socket. */
function openStream(url: string) {
  const frames: string[] = []
  let ended = false
  let raw = ''
  const req = httpRequest(`${url}${apiPaths.quoteStream}?goods=EURUSD,GBPUSD`, (res) => {
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      raw += chunk
      frames.push(...chunk.split('\n\n').filter((block) => block.includes('event: ticks')))
    })
    res.on('end', () => {
      ended = true
    })
  })
  req.on('error', () => {
    ended = true
  })
  req.end()
  return { frames, ended: () => ended, raw: () => raw, close: () => req.destroy() }
}

const waitUntil = async (done: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('instances as processes', () => {
  it('killing the instance that runs the feed hands the feed over, and stream clients keep receiving', async () => {
    const env = { DATABASE_URL: await sharedDatabase(), REDIS_URL: redis.url, FEED_SEED: '7', DEMO_TIME: '2026-11-25T14:00:00Z' }
    const admin = new Redis(redis.url)
    await admin.flushall()
    const first = await startInstance({ env })
    const second = await startInstance({ env })
    const stream = openStream(second.url)
    await waitUntil(() => stream.frames.length >= 3, 15_000, 'ticks before the failover')
    expect(await admin.get('feed:leader')).toBeTruthy()
    first.process.kill('SIGKILL')
    const before = stream.frames.length
    // The lease (5 s) runs out and the second instance carries the walk on.
    await waitUntil(() => stream.frames.length >= before + 3, 20_000, 'ticks after the failover')
    expect(stream.ended()).toBe(false)
    stream.close()
    await second.stop()
    await admin.quit()
  })

  it('SIGTERM: the request in flight completes and is kept, streams end with a reconnect hint, the process exits in time', {
    timeout: 90_000,
  }, async () => {
    const env = { DATABASE_URL: await sharedDatabase(), FEED_SEED: '7', DEMO_TIME: '2026-11-25T14:00:00Z' }
    const instance = await startInstance({ env })
    const stream = openStream(instance.url)
    await waitUntil(() => stream.frames.length >= 1, 10_000, 'the first frame')
    // A partner lead whose body arrives in two parts, with SIGTERM in between.
    const body = JSON.stringify({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan@ib-partner.pl',
      country: 'Poland',
      phone: '',
      website: '',
      language: 'pl',
    })
    const socket = connect(instance.port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      `POST ${apiPaths.partnerLead} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    )
    await new Promise((r) => setTimeout(r, 300))
    const signalled = Date.now()
    instance.process.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    socket.write(body.slice(20))
    await waitUntil(() => answer.includes('"res":1'), 8_000, 'the answer to the request in flight').catch((error: Error) => {
      throw new Error(`${error.message}; got: ${answer}`)
    })
    await waitUntil(() => instance.process.exitCode !== null, 10_000, 'the process to exit')
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(instance.process.exitCode).toBe(0)
    expect(stream.ended()).toBe(true)
    expect(stream.raw()).toContain('retry: 500')
    socket.destroy()
    // Nothing written is lost: the lead is in the database after the process has gone.
    const pg = await import('pg')
    const client = new pg.default.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    const { rows } = await client.query('select email from leads')
    await client.end()
    expect(rows).toEqual([{ email: 'jan@ib-partner.pl' }])
  })
  it('SIGTERM with a request whose body never completes: its connection is closed after the grace period, the process exits 0', {
    timeout: 60_000,
  }, async () => {
    const env = { DATABASE_URL: await sharedDatabase(), FEED_SEED: '7', DEMO_TIME: '2026-11-25T14:00:00Z' }
    const instance = await startInstance({ env })
    const socket = connect(instance.port, '127.0.0.1')
    let closed = false
    socket.on('close', () => {
      closed = true
    })
    socket.on('error', () => {})
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      `POST ${apiPaths.partnerLead} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"firstName":`,
    )
    await new Promise((r) => setTimeout(r, 300))
    instance.process.kill('SIGTERM')
    await waitUntil(() => instance.process.exitCode !== null, 20_000, 'the process to exit')
    expect({ exitCode: instance.process.exitCode, output: instance.output() }).toMatchObject({ exitCode: 0 })
    await waitUntil(() => closed, 5_000, 'the connection to close')
  })
})

/** A POST of JSON through Caddy, verified against its local CA; the status and the envelope. */
function postViaCaddy(caddy: Awaited<ReturnType<typeof startCaddy>>, path: string, body: unknown) {
  return new Promise<{ status: number; json: { res: number; ec?: number; dt?: { list?: Quote[] } } }>((resolve, reject) => {
    const req = httpsRequest(
      `${caddy.url}${path}`,
      {
        ca: caddy.rootCertificate(),
        servername: 'localhost',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(30_000),
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const lead = (email: string) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email,
  country: 'Poland',
  phone: '',
  website: '',
  language: 'pl',
})

/**
 * Sends a signal to a server and to the processes it forked (PostgreSQL serves each connection
 * from a child of its own): SIGSTOP freezes the whole server, SIGCONT lets it go on.
 */
function signalServer(server: LocalService, signal: 'SIGSTOP' | 'SIGCONT') {
  const pid = server.process.pid!
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0)
  for (const each of [pid, ...children]) process.kill(each, signal)
}

describe('a store that stops answering', () => {
  it('Redis frozen for 12 s: every API call through Caddy is answered, quotes marked stale, and all moves on when it is back', {
    timeout: 120_000,
  }, async () => {
    const env = {
      DATABASE_URL: await sharedDatabase(),
      REDIS_URL: redis.url,
      FEED_SEED: '7',
      DEMO_TIME: '2026-11-25T14:00:00Z',
      TRUST_PROXY: '1',
    }
    const admin = new Redis(redis.url)
    await admin.flushall()
    await admin.quit()
    const instances = [await startInstance({ env }), await startInstance({ env })]
    const caddy = await startCaddy({ upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) })
    const quotes = () => postViaCaddy(caddy, apiPaths.quoteList, { goods: 'EURUSD,XAUUSD' })
    try {
      const before = await quotes()
      expect(before.json.dt?.list?.[0]?.staleSeconds).toBeUndefined()
      redis.process.kill('SIGSTOP')
      const answers: Array<Awaited<ReturnType<typeof quotes>>> = []
      // performance.now(): the in-process instances of the tests above leave Date faked and still.
      const frozenUntil = performance.now() + 12_000
      try {
        // Leads are limited per address in Redis: without it, the instances count them in memory.
        answers.push(await postViaCaddy(caddy, apiPaths.partnerLead, lead('first@ib-partner.pl')))
        while (performance.now() < frozenUntil) {
          answers.push(await quotes())
          await new Promise((r) => setTimeout(r, 300))
        }
        answers.push(await postViaCaddy(caddy, apiPaths.partnerLead, lead('second@ib-partner.pl')))
      } finally {
        redis.process.kill('SIGCONT')
      }
      expect(answers.map((a) => `${a.status} ${a.json.res}`)).toEqual(answers.map(() => '200 1'))
      const marked = answers.filter((a) => a.json.dt?.list?.every((quote) => quote.staleSeconds !== undefined))
      expect(marked.length).toBeGreaterThan(0)
      // Back by themselves: live prices again, moving on from before the freeze.
      let live = false
      const deadline = performance.now() + 30_000
      while (!live && performance.now() < deadline) {
        const after = await quotes()
        const quote = after.json.dt?.list?.[0]
        live = quote !== undefined && quote.staleSeconds === undefined && quote.time > before.json.dt!.list![0]!.time
        if (!live) await new Promise((r) => setTimeout(r, 300))
      }
      expect(live).toBe(true)
    } finally {
      redis.process.kill('SIGCONT')
      await caddy.stop()
      await Promise.all(instances.map((instance) => instance.stop()))
    }
  })

  it('PostgreSQL frozen: a lead gets a translated “busy” within the bound and is not stored when PostgreSQL is back', {
    timeout: 120_000,
  }, async () => {
    // A PostgreSQL of its own: freezing the one the other test files share would stall them.
    const postgres = await startPostgres()
    const databaseUrl = await createDatabase(postgres.url, 'frozen')
    const instance = await startInstance({
      env: { DATABASE_URL: databaseUrl, FEED_SEED: '7', DEMO_TIME: '2026-11-25T14:00:00Z' },
    })
    const submit = (email: string) =>
      fetch(`${instance.url}${apiPaths.partnerLead}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'de' },
        body: JSON.stringify(lead(email)),
        signal: AbortSignal.timeout(30_000),
      })
    const stored = async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      const { rows } = await client.query('select email from leads order by id')
      await client.end()
      return rows.map((row: { email: string }) => row.email)
    }
    try {
      signalServer(postgres, 'SIGSTOP')
      let answer: Response
      try {
        answer = await submit('frozen@ib-partner.pl')
      } finally {
        signalServer(postgres, 'SIGCONT')
      }
      expect(answer.status).toBe(503)
      expect(await answer.json()).toMatchObject({ res: 0, ec: errorCodes.serverBusy, msg: expect.stringMatching(/^Der Dienst/) })
      // PostgreSQL resumes with the request's connection gone: the transaction never commits.
      await new Promise((r) => setTimeout(r, 1000))
      expect(await stored()).toEqual([])
      // The instance recovers by itself: the next lead is stored.
      expect((await (await submit('later@ib-partner.pl')).json()).res).toBe(1)
      expect(await stored()).toEqual(['later@ib-partner.pl'])
    } finally {
      signalServer(postgres, 'SIGCONT')
      await instance.stop()
      await postgres.stop()
    }
  })
})
