// @vitest-environment node
import { type AddressInfo, connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { apiPaths } from '../src/contract/paths'
import { createHttpAndH2cServer } from './h2c'
import { listenerOptions, shutDown } from './lifecycle'

describe('a shutdown', () => {
  it('with a request whose body stopped arriving: its connection is closed after the grace period, and the process would exit 0', async () => {
    const t = await createTestApp()
    // The listener the instance runs (server/index.ts): HTTP/1.1 connections pass its h2c check first.
    const listener = createHttpAndH2cServer(t.app.fetch, { ...listenerOptions, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.on('error', () => {})
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      `POST ${apiPaths.partnerLead} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"firstName":`,
    )
    // The request has reached the app once the listener counts its connection.
    await new Promise<void>((resolve) => {
      const check = () => listener.getConnections((_error, count) => (count > 0 ? resolve() : setTimeout(check, 10)))
      check()
    })
    const code = await new Promise<number>((resolve) => {
      void shutDown([listener], t, 'SIGTERM', { graceMs: 200, limitMs: 60_000, exit: resolve, log: () => {} })
    })
    expect(code).toBe(0)
    await socketClosed
    expect(listener.listening).toBe(false)
  })
})
