import type { Server as HttpServer, ServerOptions } from 'node:http'

/**
 * Node's timeouts for the listeners, fit for an API whose requests are small (16 KB at most):
 * - `headersTimeout` 10 s: a request's headers arrive within it or the connection closes (408),
 *   so a client trickling headers (slowloris) holds a connection 10 s, not Node's 60 s.
 * - `requestTimeout` 30 s: the whole request, body included; a slow mobile link sends 16 KB in
 *   far less. Node counts it only until the request has arrived, never while a response streams,
 *   so the quote stream (a GET whose request is complete with its headers) runs on for hours.
 * - `keepAliveTimeout` 130 s: an idle kept-alive connection stays open longer than Caddy keeps
 *   its idle connections to the instances (2 minutes), so Caddy never sends a request into a
 *   connection Node is closing at that moment (a 502 for a POST, which Caddy does not retry).
 * - `connectionsCheckingInterval` 1 s: how often Node looks for requests past their timeouts
 *   (30 s by default, which would make the 10 s above 40 s).
 */
export const listenerOptions: ServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 130_000,
  connectionsCheckingInterval: 1_000,
}

/** What a shutdown stops after the listeners: see `createServer` in server/wiring.ts. */
interface Stoppable {
  drain(): void
  close(): Promise<void>
}

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before their connections are closed. */
  graceMs?: number
  /** The longest a shutdown may take before the process ends anyway (orchestrators kill at 10 s or later). */
  limitMs?: number
  exit?: (code: number) => void
  log?: (line: string) => void
}

/**
 * Graceful shutdown: readiness turns 503 and the streams end with a reconnect hint; the listeners
 * stop accepting; requests in flight finish (idle keep-alive connections are closed as they turn
 * idle). After the grace period the connections still open are closed, whatever they carry (a
 * request whose body stopped arriving would otherwise hold the listener open for good); then
 * the jobs stop, pushes being sent finish, the feed's lease is handed on, the stores close and the
 * process exits 0. A hard timer exits 1 should any of that hang.
 */
export async function shutDown(
  listeners: HttpServer[],
  server: Stoppable,
  signal: string,
  { graceMs = 5_000, limitMs = 9_500, exit = (code) => process.exit(code), log = console.log }: ShutdownOptions = {},
) {
  const started = Date.now()
  const line = (fields: Record<string, unknown>) => log(JSON.stringify({ t: new Date().toISOString(), ...fields, signal }))
  const hard = setTimeout(() => {
    line({ level: 'error', event: 'shutdown timed out' })
    exit(1)
  }, limitMs)
  hard.unref()
  server.drain()
  const closed = Promise.all(listeners.map((listener) => new Promise<void>((resolve) => listener.close(() => resolve()))))
  const idle = setInterval(() => {
    for (const listener of listeners) listener.closeIdleConnections()
  }, 100)
  const grace = setTimeout(() => {
    line({ event: 'grace period over: closing the connections still open' })
    for (const listener of listeners) listener.closeAllConnections()
  }, graceMs)
  await closed
  clearInterval(idle)
  clearTimeout(grace)
  await server.close()
  clearTimeout(hard)
  line({ event: 'stopped', ms: Date.now() - started })
  exit(0)
}
