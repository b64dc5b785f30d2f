import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brand } from '../src/config/brand'
import { type TrustedProxies, trustedProxies } from './client-address'

/**
 * The server's configuration, read from the environment once at start and validated, so a typo
 * stops the server with a clear message instead of surfacing later as odd behaviour.
 */
export interface Env {
  port: number
  host: string
  /**
   * Where GET /metrics (Prometheus) is served: a listener of its own, which the proxy never
   * forwards to, so the figures stay on the private network. None when METRICS_PORT is unset.
   */
  metrics?: { port: number; host: string }
  siteDir: string
  databasePath: string
  /** A PostgreSQL server (postgres://…) instead of the SQLite file, shared by every instance. */
  databaseUrl?: string
  /** A Redis server (redis://…) through which instances share quote ticks and rate limits. */
  redisUrl?: string
  /** Most quote-stream clients one instance serves at once, and from one address. */
  streamMaxClients: number
  streamMaxClientsPerAddress: number
  /** Origins allowed to call the API from another host (a separately hosted front end). */
  corsOrigins: string[]
  /** Seed for the simulated quote feed; fixed in tests so prices are reproducible. */
  feedSeed: number
  logRequests: boolean
  /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (client-address.ts). */
  trustProxy: TrustedProxies
  smtp?: { url: string; from: string }
  /** Runs the server's clock from this instant instead of now (demos outside market hours, tests). */
  demoTime?: Date
  /** Multiplies every rate limit; only for load tests of the login path, never in production. */
  rateLimitScale: number
  /** Subject of the VAPID claims: how a push service reaches the operator about their pushes. */
  vapidSubject: string
  /**
   * Accept push endpoints on this machine over plain HTTP (a local receiving endpoint in tests).
   * Off in production: the server only ever posts to public HTTPS push services.
   */
  pushLocalEndpoints: boolean
  /**
   * The site's public address (scheme, host, port; no path), written into what the server hands
   * out to be kept elsewhere, such as the iCalendar feed's own address: never the request's Host.
   */
  siteUrl: string
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

export class ConfigError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

function demoTime(raw: string | undefined): Date | undefined {
  if (!raw) return undefined
  const time = new Date(raw)
  if (Number.isNaN(time.getTime())) throw new ConfigError(`DEMO_TIME must be an ISO 8601 date and time, got "${raw}"`)
  return time
}

function smtpSettings(source: NodeJS.ProcessEnv): Env['smtp'] {
  if (!source.SMTP_URL) return undefined
  if (!/^smtps?:\/\//.test(source.SMTP_URL)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://')
  return { url: source.SMTP_URL, from: source.MAIL_FROM || 'MC Markets <no-reply@mcmarkets.example>' }
}

function vapidSubject(raw: string | undefined): string {
  const value = raw || `mailto:${brand.email}`
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value))
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${value}"`)
  return value
}

function serverUrl(name: string, raw: string | undefined, schemes: string[]): string | undefined {
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`)
  }
  if (!schemes.includes(url.protocol))
    throw new ConfigError(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}`)
  return raw
}

function siteUrl(raw: string | undefined): string {
  const value = raw || 'http://localhost:8080'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`SITE_URL must be a URL, got "${value}"`)
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new ConfigError(`SITE_URL must be http(s)://host[:port] with nothing after it, got "${value}"`)
  return url.origin
}

function proxies(raw: string | undefined): TrustedProxies {
  try {
    return trustedProxies(raw)
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY must be 0, 1 or a list of proxy addresses and ranges: ${(error as Error).message}`)
  }
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const corsOrigins = (source.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      throw new ConfigError(`CORS_ORIGINS entries must look like https://host[:port], got "${origin}"`)
  }
  const host = source.HOST || '127.0.0.1'
  const port = integer('PORT', source.PORT, 8080, 1, 65535)
  const metricsPort = integer('METRICS_PORT', source.METRICS_PORT, 0, 1, 65535)
  if (metricsPort === port)
    throw new ConfigError('METRICS_PORT must differ from PORT: the metrics never share the public listener')
  return {
    port,
    host,
    metrics: metricsPort ? { port: metricsPort, host: source.METRICS_HOST || host } : undefined,
    // Resolved once, here: a relative SITE_DIR means the same folder whatever the working directory later.
    siteDir: resolve(source.SITE_DIR || join(root, 'dist/client')),
    databasePath: source.DATABASE_PATH || join(root, 'data/broker.sqlite'),
    databaseUrl: serverUrl('DATABASE_URL', source.DATABASE_URL, ['postgres:', 'postgresql:']),
    redisUrl: serverUrl('REDIS_URL', source.REDIS_URL, ['redis:', 'rediss:']),
    streamMaxClients: integer('STREAM_MAX_CLIENTS', source.STREAM_MAX_CLIENTS, 10_000, 1, 1_000_000),
    streamMaxClientsPerAddress: integer(
      'STREAM_MAX_CLIENTS_PER_ADDRESS',
      source.STREAM_MAX_CLIENTS_PER_ADDRESS,
      20,
      1,
      1_000_000,
    ),
    corsOrigins,
    feedSeed: integer('FEED_SEED', source.FEED_SEED, Date.now() % 2_147_483_647, 0, 2_147_483_647),
    logRequests: source.LOG_REQUESTS !== '0',
    trustProxy: proxies(source.TRUST_PROXY),
    smtp: smtpSettings(source),
    demoTime: demoTime(source.DEMO_TIME),
    rateLimitScale: integer('RATE_LIMIT_SCALE', source.RATE_LIMIT_SCALE, 1, 1, 100_000),
    vapidSubject: vapidSubject(source.VAPID_SUBJECT),
    pushLocalEndpoints: source.PUSH_LOCAL_ENDPOINTS === '1',
    siteUrl: siteUrl(source.SITE_URL),
  }
}
