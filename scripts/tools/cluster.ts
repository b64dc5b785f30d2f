/**
 * `npm run cluster`: the product as a broker runs it, on this machine, for a try-out
 * (README "Running at scale"): PostgreSQL, Redis, two API instances and Caddy in front of them.
 * Ctrl-C stops all of them. Everything lives in temporary folders and is gone afterwards.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type LocalService, startCaddy, startInstance, startPostgres, startRedis } from '../test-support/local-services'

const root = join(import.meta.dirname, '../..')
if (!existsSync(join(root, 'dist/client/prerendered.json'))) {
  console.log('Building the site…')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const started: Array<Pick<LocalService, 'stop'>> = []
async function stopAll() {
  for (const service of started.reverse()) await service.stop().catch(() => {})
}
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping Caddy, the instances, Redis and PostgreSQL…')
    void stopAll().then(() => process.exit(0))
  })
}

try {
  const postgres = await startPostgres({ durable: true })
  started.push(postgres)
  const redis = await startRedis()
  started.push(redis)
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, TRUST_PROXY: '1', LOG_REQUESTS: '0' }
  const instances = []
  // Each instance's Prometheus figures on a port of its own beside it (9091 beside 8091), as a
  // broker's scraper reads them on the private network; Caddy never forwards to these.
  for (const port of [8091, 8092]) {
    const instance = await startInstance({ port, env: { ...env, METRICS_PORT: String(port + 1000) }, log: true })
    started.push(instance)
    instances.push(instance)
  }
  const caddy = await startCaddy({
    upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
    httpPort: Number(process.env.HTTP_PORT ?? 8088),
    httpsPort: Number(process.env.HTTPS_PORT ?? 8443),
  })
  started.push(caddy)
  console.log(`
PostgreSQL  ${postgres.url}
Redis       ${redis.url}
Instances   ${instances.map((i) => i.url).join('  ')}
Metrics     ${instances.map((i) => `http://127.0.0.1:${i.port + 1000}/metrics`).join('  ')}
Caddy       ${caddy.url}  (HTTP ${caddy.httpUrl} redirects to it)

The certificate comes from Caddy's own local CA, which this machine does not trust: the browser
warns once. Ctrl-C stops everything.`)
} catch (error) {
  console.error((error as Error).message)
  await stopAll()
  process.exit(1)
}
