/**
 * `npm run bench:api`: autocannon against the quote list (QF1001) and login (W102) of a freshly
 * started server, printing requests/s and latency beside the budgets of docs/architecture.md, section 9.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

const port = 8199
const base = `http://127.0.0.1:${port}`
const budget = { rate: 2000, p99: 20 }

async function startServer(): Promise<ChildProcess> {
  // The same V8 flag as `npm start`: a larger young generation keeps garbage-collection pauses out of the tail.
  const server = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.sqlite'),
      LOG_REQUESTS: '0',
      FEED_SEED: '7',
      DEMO_TIME: '2026-11-25T14:00:00Z',
      RATE_LIMIT_SCALE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 100; i++) {
    try {
      if (
        (await fetch(`${base}/api/m/v1/W207`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).ok
      )
        return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  server.kill()
  throw new Error('the server did not start')
}

async function post(path: string, body: unknown) {
  return (
    await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  ).json()
}

function run(title: string, opts: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ ...opts, url: base + opts.url, title }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

const server = await startServer()
try {
  await post('/api/m/v1/W103', {
    email: 'bench@example.de',
    password: 'secret123',
    name: 'Bench',
    country: 'DE',
    phone: '+49 30 1234567',
  })
  const common = { method: 'POST' as const, headers: { 'Content-Type': 'application/json' }, duration: 10 }
  // Warm-up: the first requests pay for compiling the server's code.
  await run('warm-up', {
    ...common,
    duration: 3,
    url: '/api/q/v1/QF1001',
    body: JSON.stringify({ goods: 'EURUSD' }),
    connections: 10,
  })
  const quotes = await run('QF1001', {
    ...common,
    url: '/api/q/v1/QF1001',
    body: JSON.stringify({ goods: 'EURUSD,XAUUSD,NAS100' }),
    connections: 10,
    overallRate: budget.rate,
  })
  // scrypt makes each login deliberately expensive (about 170 ms of CPU); this shows its ceiling.
  const login = await run('W102', {
    ...common,
    url: '/api/m/v1/W102',
    body: JSON.stringify({ email: 'nobody@example.de', password: 'wrong1234' }),
    connections: 10,
  })
  const row = (name: string, r: autocannon.Result, target: string, pass: boolean | undefined) =>
    `${name.padEnd(8)} ${String(Math.round(r.requests.average)).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}   ${target}${pass === undefined ? '' : pass ? '  ✓' : '  ✗ over budget'}`
  console.log('\npath        req/s  p50 ms   p99 ms   errors   budget')
  console.log(
    row(
      'QF1001',
      quotes,
      `p99 ≤ ${budget.p99} ms at ${budget.rate} req/s`,
      quotes.latency.p99 <= budget.p99 && quotes.requests.average >= budget.rate * 0.95,
    ),
  )
  console.log(row('W102', login, 'none (scrypt-bound by design)', undefined))
} finally {
  server.kill()
}
