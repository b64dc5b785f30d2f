// @vitest-environment node

import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { apiPaths } from '../src/contract/paths'
import { createMailer } from './mail'
import { purgeExpired } from './retention'

const day = 86_400_000

describe('retention', () => {
  it('purges sessions, PINs, unconfirmed sign-ups, mails and raw analytics when their periods end', async () => {
    const t = await createTestApp()
    const token = await t.register('kept@example.de')
    const started = await t.call(apiPaths.signUpFirstStep, {
      email: 'never@example.de',
      password: 'secret123',
      name: 'Nora',
      country: 'DE',
      phone: '+49 30 1234567',
    })
    expect(started.json.res).toBe(1)
    await t.call(apiPaths.pageView, { path: '/en', query: '', language: 'en' })
    await t.call(apiPaths.session, undefined, { Authorization: token }, 'DELETE')
    const now = () => new Date(Date.now())

    t.advance(8 * day)
    expect(await purgeExpired(t.db, now())).toMatchObject({ pendingSignups: 1, sessions: 1, pins: 0, mails: 0, analytics: 0 })
    expect(await t.count('users')).toBe(1)
    t.advance(23 * day)
    expect(await purgeExpired(t.db, now())).toMatchObject({ pins: 2, mails: 2, analytics: 0 })
    t.advance(760 * day)
    expect(await purgeExpired(t.db, now())).toMatchObject({ analytics: 1 })
    expect(await t.count('users')).toBe(1)
  })
})

/** An SMTP server that accepts every mail and keeps its text. */
async function startSmtpServer() {
  const received: string[] = []
  const server = createServer((socket) => {
    let data = false
    let message = ''
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (data) {
          if (line === '.') {
            data = false
            received.push(message)
            socket.write('250 OK\r\n')
          } else message += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n')
        else if (/^DATA/i.test(line)) {
          data = true
          socket.write('354 go on\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, received, close: () => server.close() }
}

describe('mails', () => {
  it('are logged by id and subject only, and keep their text only until sent', async () => {
    const t = await createTestApp()
    const smtp = await startSmtpServer()
    const lines: string[] = []
    const mailer = createMailer(
      t.db,
      () => new Date(),
      { url: `smtp://127.0.0.1:${smtp.port}`, from: 'x@example.de' },
      (line) => lines.push(line),
    )
    await mailer.send({ to: 'anna@example.de', subject: 'Your PIN', body: 'Your PIN is 493817.' })
    expect(smtp.received.join('')).toContain('493817')
    expect(lines.join('\n')).not.toContain('493817')
    expect(lines.join('\n')).not.toContain('anna@example.de')
    expect(lines.join('\n')).toContain('Your PIN')
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row.body).toBe('')
    expect(row.sent_at).not.toBeNull()
    smtp.close()
  })

  it('stay in the local outbox, unsent and readable, when no mail server is configured', async () => {
    const t = await createTestApp()
    const lines: string[] = []
    await createMailer(
      t.db,
      () => new Date(),
      undefined,
      (line) => lines.push(line),
    ).send({
      to: 'anna@example.de',
      subject: 'Your PIN',
      body: 'Your PIN is 493817.',
    })
    expect(lines.join('\n')).not.toContain('493817')
    expect((await t.db.selectFrom('outbox').select('body').executeTakeFirstOrThrow()).body).toContain('493817')
  })
})
