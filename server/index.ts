import type { Server as HttpServer } from 'node:http'
import { serve } from '@hono/node-server'
import { ConfigError, type Env, readEnv } from './env'
import { listenerOptions, shutDown } from './lifecycle'
import { createServer } from './wiring'

let env: Env
try {
  env = readEnv()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
  throw error
}

const server = await createServer(env)
await server.start()
const listener = serve(
  { fetch: server.app.fetch, port: env.port, hostname: env.host, serverOptions: listenerOptions },
  (info) => {
    console.log(`Site and API on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}`)
  },
) as HttpServer
const listeners = [listener]
if (env.metrics) {
  const { port, host } = env.metrics
  listeners.push(
    serve({ fetch: server.metricsApp.fetch, port, hostname: host, serverOptions: listenerOptions }, (info) => {
      console.log(`Metrics on http://${host}:${info.port}/metrics`)
    }) as HttpServer,
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
