/**
 * `npm run dev`: the web app from Vite's dev server (hot module replacement, pages rendered in the
 * browser, no build or prerender), and the API server beside it, which `tsx watch` restarts when
 * one of its modules changes. The API runs as `npm start` runs it (the same SQLite file,
 * simulated quote feed and generated calendar); Vite passes it the API, the quote stream and the
 * other addresses only the server answers. One address is printed; Ctrl-C stops both.
 *
 * DEV_PORT (default 5173) is the address to open, DEV_API_PORT (default DEV_PORT + 1) the API's;
 * PWA_DEV=1 also runs the service worker, which development leaves off otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer as createNetServer } from 'node:net'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { downloadQrPath } from '../../src/config/constants'
import { glossaryFolder } from '../../src/config/glossary'
import { legalFolder } from '../../src/config/legal-documents'
import { devHtmlShellPlugin } from './dev-html-shell'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number from 1 to 65535, got "${raw}".`)
    process.exit(1)
  }
  return value
}

const webPort = port('DEV_PORT', 5173)
const apiPort = port('DEV_API_PORT', webPort + 1)
const apiOrigin = `http://127.0.0.1:${apiPort}`

/** Whether nothing listens on the port yet (tried on the address each server will use). */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createNetServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

// Checked before anything starts: under tsx watch, a taken API port would leave the API waiting for
// a change to its code instead of ending `npm run dev`.
for (const [name, value, host] of [
  ['DEV_PORT', webPort, 'localhost'],
  ['DEV_API_PORT', apiPort, '127.0.0.1'],
] as const) {
  if (!(await portFree(value, host))) {
    console.error(
      `Port ${value} is already in use: stop what runs there, or choose another port with ${name}=<port> npm run dev.`,
    )
    process.exit(1)
  }
}

/** The line server/index.ts prints once it listens: here it means the API is (again) ready. */
const listening = /^Site and API on /

/**
 * The API under `tsx watch`, in a process group of its own: Ctrl-C reaches it through this script
 * only, once, so the server shuts down gracefully instead of being killed by a second signal.
 */
function startApi(onReady: () => void): ChildProcess {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  const api = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'server/index.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0',
      // Vite serves the site; the API's own site handler only needs a folder that exists (no build needed).
      SITE_DIR: join(root, 'public'),
    },
  })
  let started = false
  createInterface({ input: api.stdout! }).on('line', (line) => {
    // The server names its own address, which is not the one to open in development.
    if (!listening.test(line)) return console.log(line)
    if (started) console.log('API restarted')
    started = true
    onReady()
  })
  return api
}

let vite: ViteDevServer | undefined
let stopping = false

async function stop(code: number) {
  if (stopping) return
  stopping = true
  const apiGone =
    api.exitCode !== null || api.signalCode !== null ? Promise.resolve() : new Promise((resolve) => api.once('exit', resolve))
  // tsx watch passes the signal on to the server and ends when the server has shut down.
  api.kill('SIGINT')
  await vite?.close()
  await apiGone
  process.exit(code)
}

let apiReady: () => void
const apiStarted = new Promise<void>((resolve) => {
  apiReady = resolve
})
const api = startApi(() => apiReady())
api.on('exit', () => {
  if (!stopping) {
    console.error('The API server stopped; npm run dev stops with it.')
    void stop(1)
  }
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))

if (process.env.PWA_DEV === '1') process.env.VITE_PWA_DEV = '1'
const proxy = { target: apiOrigin, xfwd: false }
try {
  vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    // No index.html and no SPA fallback: page loads get the shell from the plugin.
    appType: 'custom',
    plugins: [devHtmlShellPlugin()],
    server: {
      port: webPort,
      strictPort: true,
      host: 'localhost',
      // The database (written on every request), the build and test reports are no source of the app.
      watch: { ignored: ['**/data/**', '**/dist/**', '**/.cache/**', '**/test-results/**', '**/playwright-report/**'] },
      // The quote stream is proxied like the rest of /api: Vite's proxy passes each event on as it comes.
      // The legal files and the policies' page data are build output (scripts/build/legal-documents.ts), which
      // the server serves from dist/client once `npm run build` has run; so is the glossary's data.
      proxy: {
        '/api': proxy,
        [downloadQrPath]: proxy,
        '/healthz': proxy,
        '/readyz': proxy,
        [legalFolder]: proxy,
        [glossaryFolder]: proxy,
      },
    },
  })
  await vite.listen()
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || /already in use/i.test(String(error))
  console.error(
    inUse
      ? `Port ${webPort} is already in use: stop what runs there, or choose another port with DEV_PORT=<port> npm run dev.`
      : `Vite's dev server could not start: ${(error as Error).message}`,
  )
  await stop(1)
}
await apiStarted
if (!stopping) console.log(`Site on http://localhost:${webPort}/ (the API restarts when its code changes; Ctrl-C stops both)`)
