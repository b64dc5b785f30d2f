import { describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { apiPaths } from '../src/contract/paths'
import { createMetrics } from './metrics'

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/**
 * Reads the Prometheus text format (version 0.0.4) strictly: every line is a comment (# HELP or
 * # TYPE before its metric's samples) or a sample `name{label="value",…} number`; anything else
 * throws.
 */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = []
  const typed = new Set<string>()
  for (const line of text.split('\n')) {
    if (line === '') continue
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line)
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3])
        typed.add(comment[2]!)
      }
      continue
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!sample) throw new Error(`not a sample: ${line}`)
    const [, name, labelText = '', value] = sample
    const labels: Record<string, string> = {}
    for (const [, key, raw] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g)) {
      labels[key!] = raw!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
    }
    if (labelText.replace(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g, '') !== '') throw new Error(`bad labels: ${line}`)
    // As Prometheus reads numbers (Go's ParseFloat): NaN and Inf in any case.
    const number = /^nan$/i.test(value!)
      ? Number.NaN
      : /^[+-]?inf$/i.test(value!)
        ? Number.parseFloat(value!.replace(/inf/i, 'Infinity'))
        : Number(value)
    if (!/^nan$/i.test(value!) && Number.isNaN(number)) throw new Error(`not a number: ${line}`)
    const family = name!.replace(/_(bucket|sum|count|total|created)$/, '')
    if (!typed.has(name!) && !typed.has(family)) throw new Error(`a sample before its TYPE: ${line}`)
    samples.push({ name: name!, labels, value: number })
  }
  return samples
}

async function scrape(t: Awaited<ReturnType<typeof createTestApp>>) {
  const response = await t.metricsApp.request('/metrics')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const samples = parseExposition(await response.text())
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0)
  return { samples, value }
}

const lead = (i: number) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: `jan${i}@ib-partner.pl`,
  country: 'Poland',
  phone: '',
  website: '',
  language: 'pl',
})

describe('GET /metrics', () => {
  it('is in the Prometheus text format, with Node’s own figures', async () => {
    const t = await createTestApp()
    const { samples } = await scrape(t)
    expect(samples.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true)
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true)
  })

  it('counts requests and their latencies per operation, by route pattern and never by raw address', async () => {
    const t = await createTestApp()
    const before = await scrape(t)
    const route = { route: apiPaths.quoteList, method: 'POST', status: '200' }
    await t.call(apiPaths.quoteList, { goods: 'EURUSD' })
    await t.call(apiPaths.quoteList, { goods: 'GBPUSD' })
    await t.app.request(`${apiPaths.calendarEventFile}/first-id.ics`)
    await t.app.request(`${apiPaths.calendarEventFile}/second-id.ics`)
    const after = await scrape(t)
    expect(after.value('http_request_duration_seconds_count', route)).toBe(
      before.value('http_request_duration_seconds_count', route) + 2,
    )
    expect(after.value('http_request_duration_seconds_sum', route)).toBeGreaterThan(0)
    expect(after.value('http_request_duration_seconds_count', { route: `${apiPaths.calendarEventFile}/:file` })).toBe(2)
    expect(after.samples.some((s) => Object.values(s.labels).some((label) => label.includes('-id')))).toBe(false)
  })

  it('counts refusals per rate limit', async () => {
    const t = await createTestApp()
    // Five leads an hour from one address; the sixth is refused.
    for (let i = 0; i < 6; i++) await t.call(apiPaths.partnerLead, lead(i))
    const { value } = await scrape(t)
    expect(value('rate_limit_refusals_total', { limit: 'lead-address' })).toBe(1)
    expect(value('http_request_duration_seconds_count', { route: apiPaths.partnerLead, status: '429' })).toBe(1)
  })

  it('shows the stream’s clients, the feed’s leadership and last step, and the calendar’s caches', async () => {
    const t = await createTestApp()
    const idle = await scrape(t)
    expect(idle.value('quote_stream_clients')).toBe(0)
    expect(idle.value('feed_leader')).toBe(1)
    const stream = await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD`)
    t.feed.step()
    await t.call(apiPaths.calendarList, { from: '2026-11-01', to: '2026-12-31', page: 1 })
    const busy = await scrape(t)
    expect(busy.value('quote_stream_clients')).toBe(1)
    expect(busy.value('cache_entries', { cache: 'quote-stream-groups' })).toBe(1)
    expect(busy.value('feed_sequence')).toBe(t.quotes.seq)
    expect(busy.value('feed_last_tick_age_seconds')).toBeGreaterThanOrEqual(0)
    expect(busy.value('cache_entries', { cache: 'calendar-release-months' })).toBeGreaterThan(0)
    await stream.body?.cancel()
  })

  it('is not served by the public app', async () => {
    const t = await createTestApp()
    const response = await t.app.request('/metrics')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('http_request_duration_seconds')
  })
})

describe('push deliveries', () => {
  it('are counted by result, and a push that throws counts as an error', async () => {
    const metrics = createMetrics()
    const outcomes = ['sent', 'sent', 'gone', 'failed 503', 'failed network'] as const
    let next = 0
    const send = metrics.countDeliveries(async () => outcomes[next++]!)
    for (let i = 0; i < outcomes.length; i++) await send({ endpoint: 'https://fcm.googleapis.com/x', p256dh: '', auth: '' }, '{}')
    const broken = metrics.countDeliveries(async () => {
      throw new Error('not a point on the curve')
    })
    await expect(broken({ endpoint: 'https://fcm.googleapis.com/x', p256dh: '', auth: '' }, '{}')).rejects.toThrow()
    const text = await metrics.registry.metrics()
    for (const [result, count] of [
      ['sent', 2],
      ['gone', 1],
      ['503', 1],
      ['network', 1],
      ['error', 1],
    ] as const) {
      expect(text).toContain(`push_deliveries_total{result="${result}"} ${count}`)
    }
    metrics.stop()
  })
})
