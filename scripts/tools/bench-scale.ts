/**
 * `npm run bench:scale`: the cluster of `npm run cluster` (PostgreSQL, Redis, two instances, Caddy)
 * under load, figures beside budgets:
 *   - the quote list (QF1001) through Caddy over TLS: requests/s at a fixed offered rate, and p99;
 *   - the quote stream fanned out to 20,000 clients on one instance (BENCH_STREAM_CLIENTS): delay
 *     from the leader's publish (seen on Redis) to receipt, p50 and p99, and the instance's memory
 *     per client. The clients are HTTP/2 streams over cleartext, BENCH_STREAMS_PER_CONNECTION (100)
 *     to a connection, as Caddy forwards browsers' streams (deploy/Caddyfile, server/h2c.ts): an
 *     instance holds a descriptor per connection, not per client, so 20,000 clients fit in its
 *     open-files limit (one socket per client would not: `ulimit -n` is often 20,000 or less);
 *   - the memory of an instance while 500 stream clients have stopped reading;
 *   - failover: from killing the feed's instance to the next tick on the other.
 */

import { type ChildProcess, fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Redis } from 'ioredis'
import { instruments } from '../../src/config/instruments'
import { apiPaths } from '../../src/contract/paths'
import { startCaddy, startInstance, startPostgres, startRedis } from '../test-support/local-services'

const budget = { rate: 2000, listP99: 50, streamP99: 250, streamKbPerClient: 16, memoryGrowthMb: 30, failoverMs: 8000 }
const fanOutClients = Number(process.env.BENCH_STREAM_CLIENTS ?? 20_000)
const streamsPerConnection = Number(process.env.BENCH_STREAMS_PER_CONNECTION ?? 100)
// The clients are spread over processes of this many, so that reading them takes more than one core.
const perProcess = 8000
const stalledClients = 500

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const mark = (ok: boolean) => (ok ? '✓' : '✗')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const postgres = await startPostgres()
const redis = await startRedis()
const env = {
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  TRUST_PROXY: '1',
  FEED_SEED: '7',
  // Markets trade whatever the day the bench runs on.
  DEMO_TIME: '2026-11-25T14:00:00Z',
  RATE_LIMIT_SCALE: '100000',
  STREAM_MAX_CLIENTS: '20000',
  STREAM_MAX_CLIENTS_PER_ADDRESS: '20000',
}
const instances = [await startInstance({ env }), await startInstance({ env })]
const caddy = await startCaddy({ upstreams: instances.map((i) => `127.0.0.1:${i.port}`) })
/** Printed as they come: a figure measured survives an instance that stops later in the run. */
const results = {
  lines: [] as string[],
  push(line: string) {
    this.lines.push(line)
    console.log(`  ${line}`)
  },
}
const root = new URL('../..', import.meta.url).pathname

try {
  // 1. The quote list through the proxy.
  const run = (duration: number, overallRate?: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        {
          url: `${caddy.url}${apiPaths.quoteList}`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ goods: 'EURUSD,XAUUSD,NAS100' }),
          connections: 10,
          duration,
          overallRate,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    )
  await run(3)
  const list = await run(10, budget.rate)
  const rate = list.requests.average
  const p99 = list.latency.p99
  results.push(
    `quote list through Caddy (TLS)   ${rate.toFixed(0).padStart(6)} req/s ${mark(rate >= budget.rate * 0.95)} (offered ${budget.rate})   p99 ${p99} ms ${mark(p99 <= budget.listP99)} (≤ ${budget.listP99})   errors ${list.errors + list.non2xx}`,
  )

  // 2. Fan-out to one instance: publish time from Redis, receipt time at each client, matched by
  // the step number; and the instance's memory per client (RSS), on average and at the margin
  // (from half the clients to all: the young generation and other fixed costs left out).
  const [target] = instances
  const rss = () => {
    if (target!.process.exitCode !== null || target!.process.signalCode !== null)
      throw new Error(`the instance under fan-out stopped:\n${target!.output().slice(-3000)}`)
    return rssMb(target!.process.pid!)
  }
  const published = new Map<number, number>()
  const listener = new Redis(redis.url)
  await listener.subscribe('feed:ticks')
  listener.on('message', (_channel: string, message: string) => {
    published.set((JSON.parse(message) as { seq: number }).seq, performance.timeOrigin + performance.now())
  })
  // What the home page's ticker asks for: the stream client most visitors have.
  const tickerGoods = 'EURUSD,GBPUSD,USDJPY,XAUUSD,USOIL,NAS100'
  const goods = instruments.map((i) => i.name).join(',')
  const rssBefore = rss()
  const clientProcesses: ChildProcess[] = []
  const progress = new Map<ChildProcess, { opened: number; failed: number }>()
  /** Opens `count` more clients in processes of at most `perProcess` and waits until they answered. */
  async function openClients(count: number) {
    const started: ChildProcess[] = []
    for (let left = count; left > 0; left -= perProcess) {
      const child = fork(
        join(root, 'scripts/tools/bench-stream-clients.ts'),
        [
          `${target!.url}${apiPaths.quoteStream}?goods=${tickerGoods}`,
          String(Math.min(perProcess, left)),
          String(streamsPerConnection),
        ],
        { execArgv: ['--import', 'tsx'] },
      )
      child.on('message', (message: { opened?: number; failed?: number }) => {
        if (message.opened !== undefined) progress.set(child, { opened: message.opened, failed: message.failed ?? 0 })
      })
      started.push(child)
      clientProcesses.push(child)
    }
    const answered = () => started.reduce((sum, c) => sum + (progress.get(c)?.opened ?? 0) + (progress.get(c)?.failed ?? 0), 0)
    for (let waited = 0; answered() < count && waited < 120_000; waited += 500) await pause(500)
    await pause(3000)
  }
  const half = Math.floor(fanOutClients / 2)
  await openClients(half)
  const rssHalf = rss()
  await openClients(fanOutClients - half)
  const rssAll = rss()
  const opened = [...progress.values()].reduce((sum, p) => sum + p.opened, 0)
  const measureFrom = performance.timeOrigin + performance.now()
  await pause(10_000)
  const measureTo = performance.timeOrigin + performance.now()
  const delays: number[] = []
  await Promise.all(
    clientProcesses.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.on('message', (message: { receipts?: Array<[number, number[]]> }) => {
            if (!message.receipts) return
            for (const [seq, times] of message.receipts) {
              const sent = published.get(seq)
              if (sent === undefined || sent < measureFrom || sent > measureTo) continue
              for (const time of times) delays.push(time - sent)
            }
            resolve()
          })
          child.send('report')
        }),
    ),
  )
  for (const child of clientProcesses) child.send('stop')
  await Promise.all(clientProcesses.map((child) => new Promise((resolve) => child.once('exit', resolve))))
  await listener.quit()
  const p50 = percentile(delays, 50)
  const streamP99 = percentile(delays, 99)
  results.push(
    `stream fan-out, ${opened} of ${fanOutClients} ticker clients (h2c, ${streamsPerConnection} a connection) on one instance   p50 ${p50.toFixed(1)} ms   p99 ${streamP99.toFixed(1)} ms ${mark(streamP99 <= budget.streamP99)} (≤ ${budget.streamP99})   ${delays.length} frames received`,
  )
  const average = ((rssAll - rssBefore) * 1024) / Math.max(1, opened)
  const marginal = ((rssAll - rssHalf) * 1024) / Math.max(1, fanOutClients - half)
  results.push(
    `stream memory per client (RSS)     ${average.toFixed(1)} KB on average (${rssBefore.toFixed(0)} → ${rssAll.toFixed(0)} MB), ${marginal.toFixed(1)} KB at the margin ${mark(marginal <= budget.streamKbPerClient)} (≤ ${budget.streamKbPerClient} KB)`,
  )

  // 3. Memory with clients that stopped reading (the instance disconnects them after 60 frames).
  const first = target
  const stalled = Array.from({ length: stalledClients }, () => {
    const socket = connect(first!.port, '127.0.0.1', () => {
      socket.write(`GET ${apiPaths.quoteStream}?goods=${goods} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      socket.pause()
    })
    socket.on('error', () => {})
    return socket
  })
  await pause(3000)
  const samples: number[] = []
  for (let second = 0; second < 45; second++) {
    samples.push(rss())
    await pause(1000)
  }
  for (const socket of stalled) socket.destroy()
  const growth = Math.max(...samples) - samples[0]!
  results.push(
    `${stalledClients} stalled stream clients       RSS ${samples[0]!.toFixed(0)} → ${samples.at(-1)!.toFixed(0)} MB over 45 s (peak +${growth.toFixed(1)} MB) ${mark(growth <= budget.memoryGrowthMb)} (≤ +${budget.memoryGrowthMb} MB)`,
  )

  // 4. Failover: kill the instance that runs the feed; time until a client of the other gets a tick.
  const redisClient = new Redis(redis.url)
  const leaderId = await redisClient.get('feed:leader')
  await redisClient.quit()
  const leader = instances.find((i) => leaderId && i.output().includes(leaderId)) ?? instances[0]!
  const survivor = instances.find((i) => i !== leader)!
  let lastFrame = 0
  const watcher = request(`${survivor.url}${apiPaths.quoteStream}?goods=EURUSD,GBPUSD,USDJPY`, { agent: false }, (res) => {
    res.on('data', (chunk: Buffer) => {
      if (chunk.includes('event: ticks')) lastFrame = Date.now()
    })
  })
  watcher.end()
  await pause(3000)
  const killed = Date.now()
  leader.process.kill('SIGKILL')
  while (lastFrame <= killed + 200 && Date.now() - killed < 30_000) await pause(20)
  watcher.destroy()
  const failover = lastFrame - killed
  results.push(
    `failover after SIGKILL of the feed  next tick after ${failover} ms ${mark(failover <= budget.failoverMs)} (≤ ${budget.failoverMs})`,
  )
} finally {
  await caddy.stop()
  for (const instance of instances) await instance.stop()
  await redis.stop()
  await postgres.stop()
}

console.log('\nAt scale: PostgreSQL, Redis, two instances, Caddy on this machine (2 cores shared by all of them and the load)')
for (const line of results.lines) console.log(`  ${line}`)
