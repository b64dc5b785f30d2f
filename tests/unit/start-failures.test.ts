// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, type ExpectStatic, it } from 'vitest'
import { freePort } from '../../scripts/test-support/local-services'

const root = join(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'start-failures-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A Node.js that says it is an older one, loaded before the entry. */
const olderNode = (version: string) => `data:text/javascript,Object.defineProperty(process,'version',{value:'${version}'})`

/** Runs an entry as the operator would, with only the given settings; resolves with its exit code and error output. */
async function start(entryArgs: string[], settings: Record<string, string>) {
  const siteDir = join(dir, 'site')
  mkdirSync(siteDir, { recursive: true })
  const child = spawn(process.execPath, entryArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SITE_DIR: siteDir,
      LOG_REQUESTS: '0',
      PORT: String(await freePort()),
      DATABASE_PATH: join(dir, `${Math.random().toString(36).slice(2)}.sqlite`),
      ...settings,
    },
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  // A start that wrongly succeeds must not outlive the test.
  const timer = setTimeout(() => child.kill('SIGKILL'), 100_000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  return { code, stderr }
}

const server = ['--import', 'tsx', 'server/index.ts']

/** Exit code 1 and one line on standard error, matching `sentence`: no stack trace, no log lines. */
function expectOneSentence(expect: ExpectStatic, { code, stderr }: { code: number | null; stderr: string }, sentence: RegExp) {
  expect(stderr).not.toMatch(/^\s+at /m)
  expect(stderr.trim().split('\n')).toHaveLength(1)
  expect(stderr.trim()).toMatch(sentence)
  expect(stderr.trim()).toMatch(/\.$/)
  expect(code).toBe(1)
}

// One process at a time: started together, they slowed each other down past any timeout on a busy machine.
describe('a start that cannot succeed stops with one sentence saying what to do', { timeout: 120_000 }, () => {
  it('when the port is taken', async ({ expect }) => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as { port: number }
    try {
      expectOneSentence(
        expect,
        await start(server, { PORT: String(port) }),
        new RegExp(`^Port ${port} is already in use: .*PORT=`),
      )
    } finally {
      taken.close()
    }
  })

  it('when a setting cannot be read', async ({ expect }) => {
    expectOneSentence(
      expect,
      await start(server, { PORT: 'eighty' }),
      /^Configuration error: PORT must be a whole number .*"eighty"; correct it/,
    )
  })

  it('when the database folder cannot be created', async ({ expect }) => {
    const file = join(dir, 'a-file')
    writeFileSync(file, 'not a folder')
    expectOneSentence(
      expect,
      await start(server, { DATABASE_PATH: join(file, 'data/broker.sqlite') }),
      /^The folder of the database, .*a-file\/data, cannot be created \(ENOTDIR\): set DATABASE_PATH/,
    )
  })

  it('when DATABASE_PATH is not a database', async ({ expect }) => {
    const file = join(dir, 'notes.txt')
    writeFileSync(file, 'Meeting at ten.\n'.repeat(200))
    expectOneSentence(
      expect,
      await start(server, { DATABASE_PATH: file }),
      /notes\.txt is not an SQLite database: set DATABASE_PATH/,
    )
  })

  it('when the database cannot be migrated', async ({ expect }) => {
    const file = join(dir, 'other-app.sqlite')
    // Another application's database, with a table of the same name as one of ours.
    const other = new Database(file)
    other.exec('create table users (login text)')
    other.close()
    expectOneSentence(
      expect,
      await start(server, { DATABASE_PATH: file }),
      /^The database's tables cannot be brought up to date \(migration 001-accounts failed: .*users.*\): restore the database/,
    )
  })

  it('when PostgreSQL refuses the connection', async ({ expect }) => {
    const port = await freePort()
    expectOneSentence(
      expect,
      await start(server, { DATABASE_URL: `postgres://broker@127.0.0.1:${port}/broker` }),
      new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port} does not accept connections \\(ECONNREFUSED\\): start it`),
    )
  })

  it('when Redis refuses the connection', async ({ expect }) => {
    const port = await freePort()
    expectOneSentence(
      expect,
      await start(server, { REDIS_URL: `redis://127.0.0.1:${port}` }),
      new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} does not accept connections \\(ECONNREFUSED\\): start it`),
    )
  })

  it('when Node.js is older than package.json allows, for the server and for npm start', async ({ expect }) => {
    const sentence =
      /^This server needs Node\.js 20\.19 or a later 20\.x, or 22\.12 or newer, and this is Node\.js 20\.11\.1: install/
    expectOneSentence(expect, await start(['--import', olderNode('v20.11.1'), ...server], {}), sentence)
    // npm start checks before it would build the site.
    expectOneSentence(expect, await start(['--import', olderNode('v20.11.1'), 'scripts/start.mjs'], {}), sentence)
  })
})
