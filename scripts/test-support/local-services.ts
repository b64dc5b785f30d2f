/**
 * Throwaway PostgreSQL and Redis servers on free ports in a temporary folder, for the tests, the
 * cluster try-out and the scale benchmark. Each is spawned so that the PID held is the server
 * itself, and `stop()` stops exactly that process and removes its folder.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect as tlsConnect } from 'node:tls'
import pg from 'pg'

export interface LocalService {
  url: string
  port: number
  process: ChildProcess
  stop(): Promise<void>
}

/** A port nobody listens on right now, and one this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await portTheSystemOffers()
    if (handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
}

/**
 * Every port freePort has handed out in this process. The system may offer a port again once its
 * probe is closed, before the service it was meant for listens: Caddy, given the same port for HTTP
 * and HTTPS by two calls in a row, refused to start (CI of 2 December 2026).
 */
const handedOut = new Set<number>()

function portTheSystemOffers(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Stops one process: the signal, then SIGKILL if it has not gone within the grace period. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(timer)
}

async function waitFor(what: string, child: ChildProcess, ready: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    if (await ready()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not become ready in ${timeoutMs} ms`)
}

/** PostgreSQL refuses to run as root: as root, its files and process belong to the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** Debian keeps the server binaries out of PATH, in a folder per major version (the newest is taken). */
function postgresBinary(name: string): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const path = join('/usr/lib/postgresql', version, 'bin', name)
    if (existsSync(path)) return path
  }
  return name
}

/**
 * A new PostgreSQL cluster. `durable: false` (tests) turns off fsync: a throwaway cluster need not
 * survive power loss, and the tests run faster.
 */
export async function startPostgres({ durable = false, log = false } = {}): Promise<LocalService> {
  const dir = mkdtempSync(join(tmpdir(), 'broker-postgres-'))
  const user = postgresUser()
  if (user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')
  execFileSync(postgresBinary('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'], {
    stdio: 'ignore',
    ...user,
  })
  const port = await freePort()
  const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`, '-c', 'max_connections=200']
  if (!durable) settings.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off')
  const child = spawn(postgresBinary('postgres'), ['-D', data, '-p', String(port), ...settings], {
    stdio: log ? 'inherit' : 'ignore',
    ...user,
  })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  await waitFor('PostgreSQL', child, async () => {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      return true
    } catch {
      return false
    } finally {
      await client.end().catch(() => {})
    }
  })
  return {
    url,
    port,
    process: child,
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and stops at once.
      await stopProcess(child, 'SIGINT')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A new, empty database on a PostgreSQL server; its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`create database "${name.replaceAll('"', '')}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A Redis server that keeps nothing on disk. */
export async function startRedis({ log = false } = {}): Promise<LocalService> {
  const dir = mkdtempSync(join(tmpdir(), 'broker-redis-'))
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', log ? 'inherit' : 'ignore'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    if (log) process.stdout.write(chunk)
    output += chunk.toString()
    if (output.length > 10_000) output = output.slice(-1000)
  })
  await waitFor('Redis', child, async () => output.includes('Ready to accept connections'))
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    async stop() {
      await stopProcess(child, 'SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const root = join(import.meta.dirname, '../..')

/** Resolves once a GET of the URL answers 200 (or the process exits, or time runs out). */
export async function waitForHttp(what: string, child: ChildProcess, url: string, timeoutMs = 60_000) {
  await waitFor(
    what,
    child,
    async () => {
      try {
        return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok
      } catch {
        return false
      }
    },
    timeoutMs,
  )
}

/**
 * One API instance (`server/index.ts`) as its own process, so the PID is the server's and a test
 * can send it SIGTERM or SIGKILL. Ready when `/readyz` answers.
 */
export async function startInstance({
  port,
  env = {},
  log = false,
}: {
  port?: number
  env?: Record<string, string>
  log?: boolean
}): Promise<LocalService & { output: () => string }> {
  const listenPort = port ?? (await freePort())
  let output = ''
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(listenPort), LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    if (log) process.stdout.write(chunk)
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${listenPort}`
  try {
    await waitForHttp(`the instance on ${listenPort}`, child, `${url}/readyz`)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { url, port: listenPort, process: child, output: () => output, stop: () => stopProcess(child, 'SIGTERM') }
}

/** Whether a TLS handshake for localhost on `port` succeeds, verified against the CA in `caFile`. */
function handshakes(port: number, caFile: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, servername: 'localhost', ca: readFileSync(caFile, 'utf8') })
    socket.setTimeout(2_000, () => socket.destroy())
    socket.once('secureConnect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })
}

/**
 * Caddy with deploy/Caddyfile in front of the instances: HTTPS on `httpsPort` with a certificate
 * from its own local CA (kept in a temporary folder, trusted by nothing else), HTTP on `httpPort`.
 * `rootCertificate()` is that CA's certificate, to verify the connection with.
 */
export async function startCaddy({
  upstreams,
  httpPort,
  httpsPort,
  siteDir = join(root, 'dist/client'),
  log = false,
}: {
  upstreams: string[]
  httpPort?: number
  httpsPort?: number
  siteDir?: string
  log?: boolean
}) {
  const dir = mkdtempSync(join(tmpdir(), 'broker-caddy-'))
  const ports = { http: httpPort ?? (await freePort()), https: httpsPort ?? (await freePort()) }
  let output = ''
  const child = spawn('caddy', ['run', '--config', join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: root,
    env: {
      ...process.env,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      SITE_ADDRESS: 'localhost',
      SITE_DIR: siteDir,
      API_UPSTREAMS: upstreams.join(' '),
      HTTP_PORT: String(ports.http),
      HTTPS_PORT: String(ports.https),
      HTTPS_PORT_SUFFIX: `:${ports.https}`,
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    if (log) process.stderr.write(chunk)
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const rootFile = join(dir, 'data/caddy/pki/authorities/local/root.crt')
  // Caddy serves its configuration before its local CA has issued the site's certificate (on a
  // fresh data folder that takes a moment longer): ready means a verified TLS handshake succeeds.
  try {
    await waitFor('Caddy', child, async () => existsSync(rootFile) && (await handshakes(ports.https, rootFile)), 60_000)
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return {
    url: `https://localhost:${ports.https}`,
    httpUrl: `http://localhost:${ports.http}`,
    ports,
    process: child,
    output: () => output,
    rootCertificate: () => readFileSync(rootFile, 'utf8'),
    async stop() {
      await stopProcess(child, 'SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
