// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { trustedProxies } from '../../client-address'

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')
const minute = 60_000
/** An id of the right form that no request was given. */
const madeUpResetId = (i = 0) => `${'A'.repeat(22)}${String(i).padStart(2, '0')}`

describe('registration in two steps', () => {
  it('e-mails a PIN, creates the account with it and signs the user in', async () => {
    const t = await createTestApp()
    const first = await t.call(apiPaths.signUpFirstStep, {
      email: 'Anna@Example.de',
      password: 'secret123',
      name: 'Anna',
      country: 'de',
      phone: '+49 30 1234567',
    })
    expect(first.json).toEqual({ res: 1, ec: 0, dt: { signupId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) }, msg: '' })
    expect(await t.count('users')).toBe(0)
    const pin = await t.lastPin('anna@example.de')
    const second = await t.call(apiPaths.signUp, { email: 'anna@example.de', pin, signupId: first.json.dt.signupId })
    expect(second.json.res).toBe(1)
    expect(second.json.dt.url).toBe('/en/uc')
    const token = second.headers.get('authorization')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const session = await t.call(apiPaths.session, {}, { Authorization: token! })
    expect(session.json.dt).toMatchObject({ email: 'anna@example.de', name: 'Anna', country: 'DE' })
    // The token itself is never stored.
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute()
    expect(stored.map((s) => s.token_hash)).not.toContain(token)
  })

  it('lets a PIN confirm only the sign-up that asked for it, so a stranger cannot set the password', async () => {
    const t = await createTestApp()
    const details = { email: 'owner@example.de', name: 'Olga Owner', country: 'DE', phone: '+49 30 1234567' }
    const owner = (await t.call(apiPaths.signUpFirstStep, { ...details, password: 'owner1234' })).json.dt.signupId
    const ownersPin = await t.lastPin(details.email)
    // Someone else starts a sign-up for the same address; its PIN also lands in the owner's mailbox.
    const stranger = (await t.call(apiPaths.signUpFirstStep, { ...details, password: 'stranger99' })).json.dt.signupId
    const strangersPin = await t.lastPin(details.email)
    expect(stranger).not.toBe(owner)
    // The owner types the newest PIN in their own browser: it is not theirs, and does nothing.
    if (strangersPin !== ownersPin)
      expect((await t.call(apiPaths.signUp, { email: details.email, pin: strangersPin, signupId: owner })).json.ec).toBe(
        errorCodes.invalidPin,
      )
    expect((await t.call(apiPaths.signUp, { email: details.email, pin: ownersPin, signupId: owner })).json.res).toBe(1)
    // The account has the owner's password, and the stranger's sign-up is gone with it.
    expect((await t.call(apiPaths.login, { email: details.email, password: 'owner1234' })).json.res).toBe(1)
    expect((await t.call(apiPaths.login, { email: details.email, password: 'stranger99' })).json.res).toBe(0)
    expect((await t.call(apiPaths.signUp, { email: details.email, pin: strangersPin, signupId: stranger })).json.res).toBe(0)
  })

  it('writes the PIN mail in the caller’s language and refuses a PIN used twice', async () => {
    const t = await createTestApp()
    const { signupId } = (
      await t.call(
        apiPaths.signUpFirstStep,
        { email: 'jan@example.pl', password: 'secret123', name: 'Jan', country: 'PL', phone: '+48 22 1234567' },
        { Language: 'pl' },
      )
    ).json.dt
    const mail = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(mail.subject).not.toContain('Your')
    const pin = await t.lastPin('jan@example.pl')
    expect((await t.call(apiPaths.signUp, { email: 'jan@example.pl', pin, signupId })).json.res).toBe(1)
    const again = await t.call(apiPaths.signUp, { email: 'jan@example.pl', pin, signupId })
    expect(again.json.res).toBe(0)
  })

  it('refuses an expired PIN and ends a PIN after five wrong guesses', async () => {
    // The PIN's own count, with the rate limits (which stop guessing sooner) out of the way.
    const t = await createTestApp(undefined, { rateLimitScale: 10 })
    const { signupId } = (
      await t.call(apiPaths.signUpFirstStep, {
        email: 'late@example.com',
        password: 'secret123',
        name: 'Late',
        country: 'AT',
        phone: '+43 1 2345678',
      })
    ).json.dt
    const pin = await t.lastPin('late@example.com')
    t.advance(16 * minute)
    expect((await t.call(apiPaths.signUp, { email: 'late@example.com', pin, signupId })).json.ec).toBe(errorCodes.invalidPin)

    await t.call(apiPaths.resendPin, { email: 'late@example.com', purpose: 'signup', signupId })
    const fresh = await t.lastPin('late@example.com')
    const wrong = fresh === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) await t.call(apiPaths.signUp, { email: 'late@example.com', pin: wrong, signupId })
    expect((await t.call(apiPaths.signUp, { email: 'late@example.com', pin: fresh, signupId })).json.ec).toBe(
      errorCodes.invalidPin,
    )
  })

  it('counts wrong PINs that arrive at once without losing one', async () => {
    // The PIN's own count, with the rate limits out of the way.
    const t = await createTestApp(undefined, { rateLimitScale: 10 })
    const email = 'burst@example.de'
    const { signupId } = (
      await t.call(apiPaths.signUpFirstStep, {
        email,
        password: 'secret123',
        name: 'Bea',
        country: 'DE',
        phone: '+49 30 1234567',
      })
    ).json.dt
    const pin = await t.lastPin(email)
    const wrong = pin === '000000' ? '111111' : '000000'
    // Ten guesses in flight together: a count read and written back in two steps would lose some.
    await Promise.all(Array.from({ length: 10 }, () => t.call(apiPaths.signUp, { email, pin: wrong, signupId })))
    const row = await t.db.selectFrom('pins').select('attempts').where('email', '=', email).executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
    expect((await t.call(apiPaths.signUp, { email, pin, signupId })).json.ec).toBe(errorCodes.invalidPin)
  })

  it('refuses an address that already has an account', async () => {
    const t = await createTestApp()
    await t.register('taken@example.com')
    const answer = await t.call(apiPaths.signUpFirstStep, {
      email: 'taken@example.com',
      password: 'other1234',
      name: 'X Y',
      country: 'DE',
      phone: '+49 30 1234567',
    })
    expect(answer.json.ec).toBe(errorCodes.emailTaken)
    expect((await t.call(apiPaths.emailExists, { email: 'taken@example.com' })).json.dt).toEqual({ exists: true })
    expect((await t.call(apiPaths.emailExists, { email: 'free@example.com' })).json.dt).toEqual({ exists: false })
  })
})

describe('sessions', () => {
  it('logs in with a new token each time and revokes the one presented', async () => {
    const t = await createTestApp()
    const first = await t.register('eva@example.de')
    const login = await t.call(
      apiPaths.login,
      { email: 'eva@example.de', password: 'secret123', isSave: true },
      { Authorization: first },
    )
    expect(login.json.res).toBe(1)
    const second = login.headers.get('authorization')!
    expect(second).not.toBe(first)
    expect((await t.call(apiPaths.session, {}, { Authorization: first })).status).toBe(401)
    expect((await t.call(apiPaths.session, {}, { Authorization: second })).json.res).toBe(1)
  })

  it('expires after seven days', async () => {
    const t = await createTestApp()
    const token = await t.register('old@example.de')
    t.advance(7 * 24 * 60 * minute - minute)
    expect((await t.call(apiPaths.session, {}, { Authorization: token })).json.res).toBe(1)
    t.advance(2 * minute)
    const expired = await t.call(apiPaths.session, {}, { Authorization: token })
    expect(expired.status).toBe(401)
    expect(expired.json.ec).toBe(errorCodes.notSignedIn)
  })

  it('is revoked by logout, which answers 204 with text', async () => {
    const t = await createTestApp()
    const token = await t.register('bye@example.de')
    const logout = await t.call(apiPaths.session, undefined, { Authorization: token }, 'DELETE')
    expect(logout.status).toBe(204)
    expect(logout.text).toBe('')
    expect((await t.call(apiPaths.session, {}, { Authorization: token })).status).toBe(401)
  })

  it('accepts only the Authorization header, never a cookie', async () => {
    const t = await createTestApp()
    const token = await t.register('csrf@example.de')
    expect((await t.call(apiPaths.session, {}, { Cookie: `token=${token}` })).status).toBe(401)
  })

  it('answers an unknown address exactly as a wrong password', async () => {
    const t = await createTestApp()
    await t.register('known@example.de')
    const wrong = await t.call(apiPaths.login, { email: 'known@example.de', password: 'wrong1234' })
    const unknown = await t.call(apiPaths.login, { email: 'nobody@example.de', password: 'wrong1234' })
    expect(wrong.status).toBe(unknown.status)
    expect(wrong.json).toEqual(unknown.json)
    expect(wrong.json.ec).toBe(errorCodes.invalidCredentials)
    expect(wrong.headers.get('authorization')).toBeNull()
  })
})

describe('password reset and change', () => {
  it('sets a new password from a mailed PIN with Base64 fields and signs out every session', async () => {
    const t = await createTestApp()
    const token = await t.register('reset@example.de')
    const started = await t.call(apiPaths.forgotPassword, { email: 'reset@example.de' })
    expect(started.json).toEqual({ res: 1, ec: 0, dt: { resetId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) }, msg: '' })
    const pin = await t.lastPin('reset@example.de')
    const change = await t.call(apiPaths.changePassword, {
      pin,
      email: 'reset@example.de',
      resetId: started.json.dt.resetId,
      password: base64('newpass99'),
      reenterPassword: base64('newpass99'),
    })
    expect(change.json).toEqual({ res: 1, ec: 0, dt: {}, msg: '' })
    expect((await t.call(apiPaths.session, {}, { Authorization: token })).status).toBe(401)
    expect((await t.call(apiPaths.login, { email: 'reset@example.de', password: 'secret123' })).json.res).toBe(0)
    expect((await t.call(apiPaths.login, { email: 'reset@example.de', password: 'newpass99' })).json.res).toBe(1)
  })

  it('answers alike for an unknown address, with a reset id of its own, and sends and stores nothing', async () => {
    const t = await createTestApp()
    await t.register('known@example.de')
    const mails = await t.count('outbox')
    const pins = (await t.db.selectFrom('pins').select('id').execute()).length
    const known = await t.call(apiPaths.forgotPassword, { email: 'known@example.de' })
    await t.db.deleteFrom('outbox').execute()
    await t.db.deleteFrom('pins').execute()
    const unknown = await t.call(apiPaths.forgotPassword, { email: 'ghost@example.de' })
    expect(unknown.status).toBe(known.status)
    expect([...unknown.headers.keys()]).toEqual([...known.headers.keys()])
    const alike = { res: 1, ec: 0, dt: { resetId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) }, msg: '' }
    expect(known.json).toEqual(alike)
    expect(unknown.json).toEqual(alike)
    expect(unknown.json.dt.resetId).not.toBe(known.json.dt.resetId)
    expect([mails, pins]).toEqual([1, 1])
    expect(await t.count('outbox')).toBe(0)
    expect((await t.db.selectFrom('pins').select('id').execute()).length).toBe(0)
    // Its id leads nowhere: a resend sends nothing, a PIN is refused like any wrong one.
    t.advance(minute + 1)
    expect(
      (await t.call(apiPaths.resendPin, { email: 'ghost@example.de', purpose: 'reset', resetId: unknown.json.dt.resetId })).json,
    ).toEqual({ res: 1, ec: 0, dt: {}, msg: '' })
    expect(await t.count('outbox')).toBe(0)
    const guess = {
      pin: '123456',
      resetId: unknown.json.dt.resetId,
      password: base64('newpass99'),
      reenterPassword: base64('newpass99'),
    }
    expect((await t.call(apiPaths.changePassword, { ...guess, email: 'ghost@example.de' })).json).toEqual(
      (await t.call(apiPaths.changePassword, { ...guess, email: 'known@example.de', resetId: madeUpResetId() })).json,
    )
  })

  it('lets a reset PIN work only for the request that asked for it; completing one ends the others', async () => {
    const t = await createTestApp()
    const email = 'two-resets@example.de'
    await t.register(email)
    const change = (pin: string, resetId: string, password = 'newpass99') =>
      t.call(apiPaths.changePassword, { pin, email, resetId, password: base64(password), reenterPassword: base64(password) })
    const owner = (await t.call(apiPaths.forgotPassword, { email })).json.dt.resetId
    const ownersPin = await t.lastPin(email)
    // Someone else asks for a reset of the same account: a request and a PIN of its own, the owner's stays.
    t.advance(minute + 1)
    const stranger = (await t.call(apiPaths.forgotPassword, { email })).json.dt.resetId
    const strangersPin = await t.lastPin(email)
    expect(stranger).not.toBe(owner)
    if (strangersPin !== ownersPin) expect((await change(strangersPin, owner)).json.ec).toBe(errorCodes.invalidPin)
    // A PIN without any reset request named is no request at all.
    expect(
      (
        await t.call(apiPaths.changePassword, {
          pin: ownersPin,
          email,
          password: base64('x1234567'),
          reenterPassword: base64('x1234567'),
        })
      ).status,
    ).toBe(400)
    expect((await change(ownersPin, owner)).json.res).toBe(1)
    // The other request ended with the new password: its PIN sets nothing, and it is not sent again.
    expect((await change(strangersPin, stranger, 'stranger99')).json.ec).toBe(errorCodes.invalidPin)
    const mails = await t.count('outbox')
    t.advance(minute + 1)
    expect((await t.call(apiPaths.resendPin, { email, purpose: 'reset', resetId: stranger })).json.res).toBe(1)
    expect(await t.count('outbox')).toBe(mails)
    expect((await t.call(apiPaths.login, { email, password: 'newpass99' })).json.res).toBe(1)
  })

  it('ends a reset PIN after five wrong guesses of its own requester, who can have it sent again', async () => {
    // The PIN's own count, with the rate limits (which stop guessing sooner) out of the way.
    const t = await createTestApp(undefined, { rateLimitScale: 10 })
    const email = 'clumsy@example.de'
    await t.register(email)
    const { resetId } = (await t.call(apiPaths.forgotPassword, { email })).json.dt
    const change = (pin: string) =>
      t.call(apiPaths.changePassword, {
        pin,
        email,
        resetId,
        password: base64('newpass99'),
        reenterPassword: base64('newpass99'),
      })
    const pin = await t.lastPin(email)
    const wrong = pin === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await change(wrong)).json.ec).toBe(errorCodes.invalidPin)
    expect((await change(pin)).json.ec).toBe(errorCodes.invalidPin)
    // A resend needs the request's id; with it, a fresh PIN for the same request.
    t.advance(minute + 1)
    expect((await t.call(apiPaths.resendPin, { email, purpose: 'reset' })).status).toBe(400)
    expect((await t.call(apiPaths.resendPin, { email, purpose: 'reset', resetId })).json.res).toBe(1)
    const fresh = await t.lastPin(email)
    expect((await change(fresh)).json.res).toBe(1)
  })

  it('refuses two different passwords and a password outside the rule', async () => {
    const t = await createTestApp()
    await t.register('rules@example.de')
    const { resetId } = (await t.call(apiPaths.forgotPassword, { email: 'rules@example.de' })).json.dt
    const pin = await t.lastPin('rules@example.de')
    const differ = await t.call(apiPaths.changePassword, {
      pin,
      email: 'rules@example.de',
      resetId,
      password: base64('newpass99'),
      reenterPassword: base64('newpass98'),
    })
    expect(differ.json.ec).toBe(errorCodes.passwordsDiffer)
    const weak = await t.call(apiPaths.changePassword, {
      pin,
      email: 'rules@example.de',
      resetId,
      password: base64('short'),
      reenterPassword: base64('short'),
    })
    expect(weak.json.ec).toBe(errorCodes.invalidPayload)
  })
})

describe('rate limits', () => {
  it('limit e-mail-exists look-ups per address', async () => {
    const t = await createTestApp()
    for (let i = 0; i < 30; i++) expect((await t.call(apiPaths.emailExists, { email: `p${i}@example.de` })).json.res).toBe(1)
    expect((await t.call(apiPaths.emailExists, { email: 'p31@example.de' })).status).toBe(429)
    t.advance(10 * minute + 1)
    expect((await t.call(apiPaths.emailExists, { email: 'p31@example.de' })).json.res).toBe(1)
  })

  it('hold behind a proxy whatever the client writes into X-Forwarded-For, and count IPv6 by /64', async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const from = (forwarded: string) => ({ 'X-Forwarded-For': forwarded })
    // Each request invents a new address in front of the one the proxy appended.
    for (let i = 0; i < 30; i++)
      expect((await t.call(apiPaths.emailExists, { email: `p${i}@example.de` }, from(`10.0.0.${i}, 203.0.113.9`))).json.res).toBe(
        1,
      )
    expect((await t.call(apiPaths.emailExists, { email: 'p31@example.de' }, from('10.9.9.9, 203.0.113.9'))).status).toBe(429)
    // Another visitor is not affected; one IPv6 visitor changing addresses within its /64 is the same visitor.
    expect((await t.call(apiPaths.emailExists, { email: 'p31@example.de' }, from('203.0.113.10'))).json.res).toBe(1)
    for (let i = 0; i < 30; i++)
      expect((await t.call(apiPaths.emailExists, { email: `q${i}@example.de` }, from(`2001:db8:5:6::${i + 1}`))).json.res).toBe(1)
    expect((await t.call(apiPaths.emailExists, { email: 'q31@example.de' }, from('2001:db8:5:6:ffff::1'))).status).toBe(429)
  })

  it('send one address at most ten PIN mails a day', async () => {
    const t = await createTestApp()
    const email = 'flooded@example.de'
    const { signupId } = (
      await t.call(apiPaths.signUpFirstStep, {
        email,
        password: 'secret123',
        name: 'Ola',
        country: 'PL',
        phone: '+48 22 1234567',
      })
    ).json.dt
    for (let i = 0; i < 9; i++) {
      t.advance(16 * minute)
      expect((await t.call(apiPaths.resendPin, { email, purpose: 'signup', signupId })).json.res).toBe(1)
    }
    t.advance(16 * minute)
    expect((await t.call(apiPaths.resendPin, { email, purpose: 'signup', signupId })).status).toBe(429)
    expect(await t.count('outbox')).toBe(10)
    t.advance(24 * 60 * minute)
    expect((await t.call(apiPaths.resendPin, { email, purpose: 'signup', signupId })).json.res).toBe(1)
  })

  it('allow one PIN resend a minute', async () => {
    const t = await createTestApp()
    const { signupId } = (
      await t.call(apiPaths.signUpFirstStep, {
        email: 'again@example.de',
        password: 'secret123',
        name: 'Again',
        country: 'DE',
        phone: '+49 30 1234567',
      })
    ).json.dt
    expect((await t.call(apiPaths.resendPin, { email: 'again@example.de', purpose: 'signup', signupId })).json.res).toBe(1)
    expect((await t.call(apiPaths.resendPin, { email: 'again@example.de', purpose: 'signup', signupId })).status).toBe(429)
    t.advance(minute + 1)
    expect((await t.call(apiPaths.resendPin, { email: 'again@example.de', purpose: 'signup', signupId })).json.res).toBe(1)
  })
})

describe('guessing limits (rate-limiter-flexible’s login protection)', () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address })
  const hour = 60 * minute
  /** Runs `n` calls a few at a time: each login hashes, and one at a time would take long on a busy machine. */
  async function inBatches<T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> {
    const answers: T[] = []
    for (let i = 0; i < n; i += 5)
      answers.push(...(await Promise.all(Array.from({ length: Math.min(5, n - i) }, (_, j) => call(i + j)))))
    return answers
  }

  it('never keep the owner out: after fifty failures from other addresses the right password signs in, slowed, not locked', {
    timeout: 120_000,
  }, async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const email = 'owner@example.de'
    await t.register(email)
    const failures = await inBatches(50, (i) =>
      t.call(apiPaths.login, { email, password: `wrong${i}999` }, from(`203.0.113.${i}`)),
    )
    for (const failure of failures) expect(failure.json.ec).toBe(errorCodes.invalidCredentials)
    // Past fifty failures a day the account's answers wait longer with each further failure.
    expect(t.pauses).toEqual([])
    for (let i = 50; i < 53; i++)
      expect((await t.call(apiPaths.login, { email, password: `wrong${i}999` }, from(`203.0.113.${i}`))).json.ec).toBe(
        errorCodes.invalidCredentials,
      )
    expect(t.pauses).toEqual([500, 1000])
    const owner = await t.call(apiPaths.login, { email, password: 'secret123' }, from('198.51.100.7'))
    expect(owner.json.res).toBe(1)
    expect(t.pauses).toEqual([500, 1000, 1500])
    // An unknown address is answered exactly alike, and slowed alike.
    const unknown = await t.call(apiPaths.login, { email: 'nobody@example.de', password: 'wrong1234' }, from('203.0.113.99'))
    const wrong = await t.call(apiPaths.login, { email, password: 'wrong1234' }, from('203.0.113.99'))
    expect(unknown.status).toBe(wrong.status)
    expect(unknown.json).toEqual(wrong.json)
  })

  it('limit consecutive failures of one account from one address; a success ends the run', { timeout: 60_000 }, async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const email = 'typo@example.de'
    await t.register(email)
    const attempt = (password: string, address = '203.0.113.5') => t.call(apiPaths.login, { email, password }, from(address))
    for (let i = 0; i < 9; i++) expect((await attempt(`wrong${i}999`)).json.ec).toBe(errorCodes.invalidCredentials)
    expect((await attempt('secret123')).json.res).toBe(1)
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong${i}999`)).json.ec).toBe(errorCodes.invalidCredentials)
    const limited = await attempt('secret123')
    expect(limited.status).toBe(429)
    expect(limited.json.ec).toBe(errorCodes.rateLimited)
    expect(limited.json.msg).not.toBe('')
    await t.refusals.flush()
    expect(await t.db.selectFrom('rate_limit_refusals').select(['limit_name', 'refused']).execute()).toEqual([
      { limit_name: 'login-failures-pair', refused: 1 },
    ])
    // Only that pair: the owner signs in from another address, and from this one after the hour.
    expect((await attempt('secret123', '198.51.100.7')).json.res).toBe(1)
    t.advance(hour + 1)
    expect((await attempt('secret123')).json.res).toBe(1)
  })

  it('limit failures per address a day, and never count successes', { timeout: 120_000 }, async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    await t.register('office@example.de')
    const office = from('192.0.2.1')
    // Thirty colleagues behind one address sign in (more than one address could before).
    const signIns = await inBatches(30, () =>
      t.call(apiPaths.login, { email: 'office@example.de', password: 'secret123' }, office),
    )
    for (const signIn of signIns) expect(signIn.json.res).toBe(1)
    const failures = await inBatches(100, (i) =>
      t.call(apiPaths.login, { email: `guess${i}@example.de`, password: 'wrong1234' }, from('203.0.113.1')),
    )
    for (const failure of failures) expect(failure.json.ec).toBe(errorCodes.invalidCredentials)
    expect(
      (await t.call(apiPaths.login, { email: 'office@example.de', password: 'secret123' }, from('203.0.113.1'))).status,
    ).toBe(429)
    expect((await t.call(apiPaths.login, { email: 'office@example.de', password: 'secret123' }, office)).json.res).toBe(1)
    t.advance(24 * hour + 1)
    expect(
      (await t.call(apiPaths.login, { email: 'office@example.de', password: 'secret123' }, from('203.0.113.1'))).json.res,
    ).toBe(1)
  })

  it('never keep the owner from confirming a sign-up: PIN failures from other addresses leave it alone', async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const email = 'newcomer@example.de'
    const own = from('198.51.100.7')
    const details = { email, password: 'secret123', name: 'Nina', country: 'DE', phone: '+49 30 1234567' }
    const { signupId } = (await t.call(apiPaths.signUpFirstStep, details, own)).json.dt
    const pin = await t.lastPin(email)
    const wrong = pin === '000000' ? '111111' : '000000'
    // Someone else guesses without knowing the sign-up, and with it (a leaked link), from fifty addresses.
    for (let i = 0; i < 50; i++)
      expect(
        (
          await t.call(
            apiPaths.signUp,
            { email, pin: wrong, signupId: i < 48 ? `${'A'.repeat(22)}${String(i).padStart(2, '0')}` : signupId },
            from(`203.0.113.${i}`),
          )
        ).json.ec,
      ).toBe(errorCodes.invalidPin)
    expect((await t.call(apiPaths.signUp, { email, pin, signupId }, own)).json.res).toBe(1)
  })

  it('let the owner reset the password with their PIN while someone else fails fifty times from other addresses', {
    timeout: 60_000,
  }, async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const email = 'reset-owner@example.de'
    const own = from('198.51.100.7')
    await t.register(email, 'secret123', own)
    const { resetId } = (await t.call(apiPaths.forgotPassword, { email }, own)).json.dt
    const pin = await t.lastPin(email)
    const change = (guess: string, id: string | undefined, address: Record<string, string>) =>
      t.call(
        apiPaths.changePassword,
        { pin: guess, email, resetId: id, password: base64('newpass99'), reenterPassword: base64('newpass99') },
        address,
      )
    // The stranger knows the address, not the owner's request: no id, made-up ones, and one of their own.
    t.advance(minute + 1)
    const strangers = (await t.call(apiPaths.forgotPassword, { email }, from('203.0.113.200'))).json.dt.resetId
    const strangersPin = await t.lastPin(email)
    const wrongs = ['000000', '111111', '222222'].filter((guess) => guess !== pin && guess !== strangersPin)
    for (let i = 0; i < 50; i++) {
      const id = [undefined, madeUpResetId(i), strangers][i % 3]
      const answer = await change(wrongs[i % 2]!, id, from(`203.0.113.${i}`))
      expect(answer.json.res).toBe(0)
      expect(answer.json.ec).toBe(id === undefined ? errorCodes.invalidPayload : errorCodes.invalidPin)
    }
    // Fifty wrong guesses, and the owner's PIN (five end a PIN) was never one of their targets.
    expect((await change(pin, resetId, own)).json.res).toBe(1)
    expect((await t.call(apiPaths.login, { email, password: 'newpass99' }, own)).json.res).toBe(1)
  })

  it('limit a pair’s consecutive PIN failures and an address’s failures a day', async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const change = (email: string, address: string) =>
      t.call(
        apiPaths.changePassword,
        { pin: '123456', email, resetId: madeUpResetId(), password: base64('newpass99'), reenterPassword: base64('newpass99') },
        from(address),
      )
    for (let i = 0; i < 5; i++) expect((await change('pair@example.de', '203.0.113.1')).json.ec).toBe(errorCodes.invalidPin)
    expect((await change('pair@example.de', '203.0.113.1')).status).toBe(429)
    expect((await change('pair@example.de', '203.0.113.2')).json.ec).toBe(errorCodes.invalidPin)
    for (let i = 0; i < 49; i++) expect((await change(`n${i}@example.de`, '203.0.113.2')).json.ec).toBe(errorCodes.invalidPin)
    expect((await change('other@example.de', '203.0.113.2')).status).toBe(429)
    expect((await change('other@example.de', '203.0.113.3')).json.ec).toBe(errorCodes.invalidPin)
  })

  it('reset a pair’s PIN failures on success', async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const email = 'pin-typo@example.de'
    const own = from('198.51.100.7')
    await t.register(email, 'secret123', own)
    let resetId = ''
    const change = (pin: string) =>
      t.call(
        apiPaths.changePassword,
        { pin, email, resetId, password: base64('newpass99'), reenterPassword: base64('newpass99') },
        own,
      )
    resetId = (await t.call(apiPaths.forgotPassword, { email }, own)).json.dt.resetId
    const pin = await t.lastPin(email)
    const wrong = pin === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await change(wrong)).json.ec).toBe(errorCodes.invalidPin)
    expect((await change(pin)).json.res).toBe(1)
    t.advance(2 * minute)
    resetId = (await t.call(apiPaths.forgotPassword, { email }, own)).json.dt.resetId
    const next = await t.lastPin(email)
    const wrongAgain = next === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await change(wrongAgain)).json.ec).toBe(errorCodes.invalidPin)
    expect((await change(next)).json.res).toBe(1)
  })
})
