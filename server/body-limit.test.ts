// @vitest-environment node
import { execFile } from 'node:child_process'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { errorCodes } from '../src/contract/envelope'
import { apiPaths } from '../src/contract/paths'
import { maxBodyBytes } from './app'

const run = promisify(execFile)

/** A POST on a keep-alive agent with one socket, so consecutive requests share a connection when it stays open. */
function post(port: number, agent: Agent, path: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', path, method: 'POST', agent, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** POSTs a JSON body of about `bytes` `tries` times with Node's fetch from a child process; each try's status and error code, or the network error. */
async function fetchInChild(url: string, bytes: number, tries: number): Promise<string[]> {
  const script = `
    const body = JSON.stringify({ goods: 'EURUSD', padding: 'x'.repeat(${bytes}) })
    const outcomes = []
    for (let i = 0; i < ${tries}; i++) {
      try {
        const response = await fetch(${JSON.stringify(url)}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
        outcomes.push(response.status + ' ' + (await response.json()).ec)
      } catch (error) {
        outcomes.push('failed: ' + (error.cause?.code ?? error.message))
      }
    }
    console.log(JSON.stringify(outcomes))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script])
  return JSON.parse(stdout)
}

describe('a request larger than the API reads', () => {
  it('is refused with 413, and the same client’s next request still succeeds', async () => {
    const t = await createTestApp()
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const large = JSON.stringify({ goods: 'EURUSD', padding: 'x'.repeat(maxBodyBytes * 4) })
    const refused = await post(port, agent, apiPaths.quoteList, large)
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body).ec).toBe(errorCodes.payloadTooLarge)
    const next = await post(port, agent, apiPaths.quoteList, JSON.stringify({ goods: 'EURUSD' }))
    expect(next.status).toBe(200)
    expect(JSON.parse(next.body).res).toBe(1)
    agent.destroy()
    server.close()
  })

  it('reaches a client still sending a body of megabytes: 20 tries with Node’s fetch all get the 413 envelope', async () => {
    const t = await createTestApp()
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    // The client runs in its own process: in this one it would share the server's event loop and
    // always finish writing before the server answers, which hides the race.
    const outcomes = await fetchInChild(`http://127.0.0.1:${port}${apiPaths.quoteList}`, 4 * 1024 * 1024, 20)
    expect(outcomes).toEqual(Array(20).fill(`413 ${errorCodes.payloadTooLarge}`))
    server.close()
  })

  it('sent in chunks, without a length: refused once too large, read whole when within the limit', async () => {
    const t = await createTestApp()
    const chunked = (text: string, parts: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const size = Math.ceil(text.length / parts)
          for (let i = 0; i < text.length; i += size) controller.enqueue(new TextEncoder().encode(text.slice(i, i + size)))
          controller.close()
        },
      })
    const ask = (text: string) =>
      t.app.request(apiPaths.quoteList, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: chunked(text, 8),
        duplex: 'half',
      } as RequestInit)
    const refused = await ask(JSON.stringify({ goods: 'EURUSD', padding: 'x'.repeat(maxBodyBytes * 3) }))
    expect(refused.status).toBe(413)
    expect((await refused.json()).ec).toBe(errorCodes.payloadTooLarge)
    // Everything was read, so the connection need not close.
    expect(refused.headers.get('connection')).toBeNull()
    const read = await ask(JSON.stringify({ goods: 'EURUSD', padding: 'x'.repeat(maxBodyBytes - 100) }))
    expect((await read.json()).res).toBe(1)
  })
})
