// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/test-support/local-services'
import { apiPaths } from '../../src/contract/paths'

const root = join(import.meta.dirname, '../..')

/** Every living process below `pid`, from /proc (a zombie waiting to be reaped counts as gone). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z') continue
      children.set(Number(parent), [...(children.get(Number(parent)) ?? []), Number(entry)])
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = []
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child)
      visit(child)
    }
  }
  visit(pid)
  return found
}

function alive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')
  } catch {
    return false
  }
}

/** Resolves with the first line of output that matches, or rejects when the process ends first. */
function lineMatching(child: ChildProcess, pattern: RegExp, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString())
      const line = output
        .join('')
        .split('\n')
        .find((l) => pattern.test(l))
      if (line) resolve(line)
    })
    child.once('exit', (code) =>
      reject(new Error(`npm run dev ended (${code}) before printing its address:\n${output.join('')}`)),
    )
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'dev-server-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The dev command of package.json itself, with this Node.js. */
function startDev(env: Record<string, string>): ChildProcess {
  const [command, ...args] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.dev.split(' ')
  expect(command).toBe('node')
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: '', DATABASE_PATH: join(dataDir, 'dev.sqlite'), FEED_SEED: '42', ...env },
  })
}

describe('npm run dev', () => {
  it('serves pages, modules and the API on one address, and Ctrl-C stops all of it', { timeout: 180_000 }, async () => {
    const webPort = await freePort()
    const apiPort = await freePort()
    const dev = startDev({ DEV_PORT: String(webPort), DEV_API_PORT: String(apiPort) })
    const output: string[] = []
    dev.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    try {
      const banner = await lineMatching(dev, /https?:\/\/localhost:\d+/, output)
      const address = `http://localhost:${webPort}`
      expect(banner).toContain(`${address}/`)
      expect(output.join('')).not.toContain(`:${apiPort}`)

      const page = await fetch(`${address}/de/faq`, { headers: { Accept: 'text/html' } })
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('/@vite/client')
      expect(html).toContain('src="/src/main.tsx"')

      // The service worker (PWA_DEV=1) fetches the offline pages it keeps without asking for HTML.
      expect(await (await fetch(`${address}/pl/offline`, { headers: { Accept: '*/*' } })).text()).toContain('/src/main.tsx')
      expect((await fetch(`${address}/no-such-file.js`)).status).toBe(404)

      const module = await fetch(`${address}/src/app.tsx`)
      expect(module.status).toBe(200)
      expect(module.headers.get('content-type')).toContain('javascript')
      expect(await module.text()).toContain('createRouter')

      const api = await fetch(`${address}/api/no/such/operation`)
      expect(await api.json()).toMatchObject({ res: 0 })

      // The stream comes through event by event, not once the proxy has buffered it.
      const stream = await fetch(`${address}${apiPaths.quoteStream}?goods=EURUSD`)
      expect(stream.headers.get('content-type')).toContain('text/event-stream')
      const reader = stream.body!.getReader()
      const first = new TextDecoder().decode((await reader.read()).value)
      expect(first).toMatch(/retry:|event:/)
      await reader.cancel()

      const processes = descendants(dev.pid!)
      // Vite runs in the dev process itself; tsx watch and the API server below it.
      expect(processes.length).toBeGreaterThanOrEqual(2)
      const exited = new Promise<number | null>((resolve) => dev.once('exit', resolve))
      dev.kill('SIGINT')
      expect(await exited).toBe(0)
      await expect.poll(() => processes.filter(alive), { timeout: 10_000 }).toEqual([])
      await expect
        .poll(() =>
          fetch(`http://127.0.0.1:${apiPort}/healthz`).then(
            () => 'up',
            () => 'down',
          ),
        )
        .toBe('down')
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL')
    }
  })

  it('stops at once, saying which setting to change, when a port is taken', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as { port: number }
    try {
      const dev = startDev({ DEV_PORT: String(await freePort()), DEV_API_PORT: String(port) })
      let stderr = ''
      dev.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString()
      })
      const code = await new Promise<number | null>((resolve) => dev.once('exit', resolve))
      expect(code).toBe(1)
      expect(stderr.trim()).toBe(
        `Port ${port} is already in use: stop what runs there, or choose another port with DEV_API_PORT=<port> npm run dev.`,
      )
    } finally {
      taken.close()
    }
  })
})
