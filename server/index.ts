import { serve } from '@hono/node-server'
import { createApp } from './app'
import { createDeps } from './bootstrap'
import { ConfigError, type Env, readEnv } from './env'

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

const deps = await createDeps(env)
const app = createApp(deps)
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`Site and API on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    deps.stopFeed()
    app.stopWatchingAlerts()
    server.close(() => void deps.db.destroy().then(() => process.exit(0)))
  })
}
