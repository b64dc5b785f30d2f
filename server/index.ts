import './node-check'
import type { Server as HttpServer } from 'node:http'
import { serve } from '@hono/node-server'
import { explainListenFailure, explainStartFailure, failStart, readEnvOrFail } from './start-checks'
import { createServer, type Server } from './wiring'

/** The longest a shutdown may take before the process ends anyway (orchestrators kill at 10 s or later). */
const shutdownLimitMs = 9_500

// What the operator can correct (server/start-checks.ts) stops the start with one sentence saying how.
const env = readEnvOrFail()
let server: Server
try {
  server = await createServer(env)
  await server.start()
} catch (error) {
  const sentence = explainStartFailure(error, env)
  if (sentence) failStart(sentence)
  throw error
}
const listener = serve({ fetch: server.app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`Site and API on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}`)
}) as HttpServer
listener.once('error', (error) => {
  const sentence = explainListenFailure(error, env)
  if (sentence) failStart(sentence)
  throw error
})

/**
 * Graceful shutdown: readiness turns 503 and the streams end with a reconnect hint; the listener
 * stops accepting; requests in flight finish (idle keep-alive connections are closed as they turn
 * idle); then the jobs stop, pushes being sent finish, the feed's lease is handed on and the
 * stores close. A hard timer ends the process should anything hang.
 */
async function shutdown(signal: string) {
  const started = Date.now()
  const hard = setTimeout(() => {
    console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', event: 'shutdown timed out', signal }))
    process.exit(1)
  }, shutdownLimitMs)
  hard.unref()
  server.drain()
  const closed = new Promise<void>((resolve) => listener.close(() => resolve()))
  const idle = setInterval(() => listener.closeIdleConnections(), 100)
  await closed
  clearInterval(idle)
  await server.close()
  console.log(JSON.stringify({ t: new Date().toISOString(), event: 'stopped', signal, ms: Date.now() - started }))
  process.exit(0)
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void shutdown(signal)
  })
}
