import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { apiPaths } from '../../src/contract/paths'
import { defaultChannel, defaultVersion, deviceOf, platformOf, systemOf } from '../../src/lib/client-headers'
import { cookieNames } from '../../src/lib/cookies'
import { pinInMail } from '../test-support/mail-pin'

/**
 * Opens a demo account on the bench's own server through the API, as the registration form does
 * (W103, then W104 with the PIN from the mail), and returns its session token: the private pages
 * are audited as their user sees them, signed in. Without SMTP the server writes every mail to the
 * outbox table of its database (server/mail.ts), which is where the PIN is read.
 */
export async function openDemoSession(base: string, databasePath: string): Promise<string> {
  const email = `bench.${Date.now().toString(36)}@example.com`
  const post = (path: string, payload: object) =>
    fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
  const started = await post(apiPaths.signUpFirstStep, {
    email,
    password: 'BenchPassword2026',
    name: 'Bench Visitor',
    country: 'DE',
    phone: '+49 30 1234567',
  })
  const { res, dt, msg } = (await started.json()) as { res: number; dt: { signupId: string }; msg: string }
  if (res !== 1) throw new Error(`the demo account could not be opened: ${msg}`)
  const db = new Database(databasePath, { readonly: true })
  let body: string | undefined
  try {
    body = (
      db.prepare('select body from outbox where to_email = ? order by id desc limit 1').get(email) as { body: string } | undefined
    )?.body
  } finally {
    db.close()
  }
  const pin = body && pinInMail(body)
  if (!pin) throw new Error('the demo account got no PIN mail')
  const confirmed = await post(apiPaths.signUp, { email, pin, signupId: dt.signupId })
  const token = confirmed.headers.get('Authorization')
  if (!token) throw new Error(`the demo account was not signed in: ${((await confirmed.json()) as { msg: string }).msg}`)
  return token
}

/**
 * The cookies a browser holds after signing in through the site: the session token and the client
 * description the first API call of that browser works out and keeps (src/lib/client-headers.ts),
 * so the audited page does not load the user-agent parser that a signed-in visitor never loads again.
 */
export async function signedInCookies(token: string, userAgent: string) {
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: '127.0.0.1',
    path: '/',
    sameSite: 'Strict' as const,
  })
  return [
    cookie(cookieNames.authorization, token),
    cookie(cookieNames.imei, randomUUID()),
    cookie(cookieNames.version, defaultVersion),
    cookie(cookieNames.channel, defaultChannel),
    cookie(cookieNames.platform, platformOf(userAgent)),
    cookie(cookieNames.device, await deviceOf(userAgent)),
    cookie(cookieNames.system, await systemOf(userAgent)),
  ]
}
