import './node-check'
import type { AddressInfo } from 'node:net'
import type { getRequestListener } from '@hono/node-server'
import { createHttpAndH2cServer } from './h2c'
import { listenerOptions, shutDown } from './lifecycle'
import { explainListenFailure, explainStartFailure, failStart, readEnvOrFail } from './start-checks'
import { createServer } from './wiring'

// What the operator can correct (server/start-checks.ts) stops the start with one sentence saying how.
const env = readEnvOrFail()
let server: Awaited<ReturnType<typeof createServer>>
try {
  server = await createServer(env)
  await server.start()
} catch (error) {
  const sentence = explainStartFailure(error, env)
  if (sentence) failStart(sentence)
  throw error
}

/**
 * A listener speaking HTTP/1.1 and h2c on one port (server/h2c.ts). One whose address cannot be
 * taken (in use, not allowed) stops the start with one sentence.
 */
function listen(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  { port, host, names }: { port: number; host: string; names: { port: string; host: string } },
  started: (port: number) => void,
) {
  const listener = createHttpAndH2cServer(app.fetch, { ...listenerOptions, hostname: host })
  listener.listen(port, host, () => started((listener.address() as AddressInfo).port))
  listener.once('error', (error) => {
    const sentence = explainListenFailure(error, { port, host }, names)
    if (sentence) failStart(sentence)
    throw error
  })
  return listener
}

const listeners = [
  listen(server.app, { port: env.port, host: env.host, names: { port: 'PORT', host: 'HOST' } }, (port) => {
    console.log(`Site and API on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}`)
  }),
]
if (env.metrics) {
  const { port, host } = env.metrics
  listeners.push(
    listen(server.metricsApp, { port, host, names: { port: 'METRICS_PORT', host: 'METRICS_HOST' } }, (bound) =>
      console.log(`Metrics on http://${host}:${bound}/metrics`),
    ),
  )
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void shutDown(listeners, server, signal)
  })
}
