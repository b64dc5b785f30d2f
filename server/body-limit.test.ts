// @vitest-environment node
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '../src/contract/envelope'
import { apiPaths } from '../src/contract/paths'
import { maxBodyBytes } from './app'
import { createTestApp } from './test-app'

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
})
