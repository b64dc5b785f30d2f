import { Hono, type MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { QuoteFeed } from './feeds/quote-feed'
import type { QuoteStream } from './modules/market/quote-stream'
import type { Delivery, PushSender } from './push/push-sender'

/** What the metrics read from the running server, each when Prometheus asks. */
interface ObservedState {
  stream: QuoteStream
  feed: QuoteFeed
  /** Whether this instance steps the feed (the lease holder with Redis; always, alone). */
  leadsFeed: () => boolean
  /** Entries of the in-memory caches, by name. */
  caches: Record<string, () => number>
}

const deliveryResult = (delivery: Delivery) => (delivery.startsWith('failed ') ? delivery.slice(7) : delivery)

/**
 * This instance's figures in the Prometheus text format, each instance on its own registry:
 * requests and their latencies per operation, stream clients, refusals per rate limit, cache
 * sizes, the feed's leadership and how fresh its last tick is, push deliveries, and Node's own
 * (heap, event-loop delay, CPU). Labels are route patterns and fixed names, never raw input, so
 * the number of series stays bounded whatever visitors send.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const latencies = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the response headers, per operation (route pattern), method and status; _count is the number of requests.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  })
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Attempts refused by a rate limit, per limit (server/rate-limits.ts).',
    labelNames: ['limit'],
    registers,
  })
  const deliveries = new Counter({
    name: 'push_deliveries_total',
    help: 'Web pushes by result: sent, gone (unsubscribed), the push service’s HTTP status, network, or error (not sent at all).',
    labelNames: ['result'],
    registers,
  })

  let lastTickAt: number | undefined
  let unsubscribe: (() => void) | undefined

  return {
    registry,

    /** Times every request; the operation is the route that answered it. */
    requests: (async (c, next) => {
      const started = performance.now()
      try {
        await next()
      } finally {
        latencies.observe(
          { method: c.req.method, route: routePath(c) || 'unmatched', status: String(c.res.status) },
          (performance.now() - started) / 1000,
        )
      }
    }) satisfies MiddlewareHandler,

    refused(limit: string) {
      refusals.inc({ limit })
    },

    /** The sender, counting what became of each push. */
    countDeliveries(send: PushSender): PushSender {
      return async (...args) => {
        try {
          const delivery = await send(...args)
          deliveries.inc({ result: deliveryResult(delivery) })
          return delivery
        } catch (error) {
          deliveries.inc({ result: 'error' })
          throw error
        }
      }
    },

    /** Gauges read from the running server at each scrape. */
    observe({ stream, feed, leadsFeed, caches }: ObservedState) {
      unsubscribe = feed.subscribe(() => {
        lastTickAt = performance.now()
      })
      new Gauge({
        name: 'quote_stream_clients',
        help: 'Clients of the quote stream on this instance.',
        registers,
        collect() {
          this.set(stream.stats().clients)
        },
      })
      new Gauge({
        name: 'cache_entries',
        help: 'Entries held by an in-memory cache or per-client table, per cache.',
        labelNames: ['cache'],
        registers,
        collect() {
          const { addresses, groups, pendingQuotes } = stream.stats()
          this.set({ cache: 'quote-stream-addresses' }, addresses)
          this.set({ cache: 'quote-stream-groups' }, groups)
          this.set({ cache: 'quote-stream-pending-quotes' }, pendingQuotes)
          for (const [cache, size] of Object.entries(caches)) this.set({ cache }, size())
        },
      })
      new Gauge({
        name: 'feed_leader',
        help: '1 while this instance steps the quote feed (with Redis, the lease holder), else 0.',
        registers,
        collect() {
          this.set(leadsFeed() ? 1 : 0)
        },
      })
      new Gauge({
        name: 'feed_sequence',
        help: 'Number of the last feed step this instance has; an instance behind the others lags by the difference.',
        registers,
        collect() {
          this.set(feed.seq)
        },
      })
      new Gauge({
        name: 'feed_last_tick_age_seconds',
        help: 'Seconds since this instance last heard a tick (NaN before the first); in market hours, more than a few means the feed stalls.',
        registers,
        collect() {
          this.set(lastTickAt === undefined ? Number.NaN : (performance.now() - lastTickAt) / 1000)
        },
      })
    },

    /** The endpoint, for a listener of its own (METRICS_PORT): never the public one. */
    app() {
      const app = new Hono()
      app.get('/metrics', async (c) =>
        c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }),
      )
      return app
    },

    stop() {
      unsubscribe?.()
    },
  }
}
