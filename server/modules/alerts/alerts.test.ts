// @vitest-environment node

import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { offCurve, startPushReceiver } from '../../../scripts/test-support/push-receiver'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { riskWarningText } from '../../../src/config/risk-warning'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { maxAlertsPerSubscription } from '../../../src/contract/price-alerts'
import { endpointAllowed } from '../../push/push-sender'
import { vapidKeys } from '../../push/vapid'
import { maxAlertsPerAddress } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
let receiver: Awaited<ReturnType<typeof startPushReceiver>>

beforeEach(async () => {
  t = await createTestApp()
  receiver = await startPushReceiver()
})
afterEach(async () => {
  await t.close()
  await receiver.close()
})

const bidOf = (symbol: string) => t.feed.quotes([symbol])[0]!.bid

/** Moves the simulated market until `done` holds (at most `steps` seconds of feed time). */
async function stepUntil(done: () => boolean, steps = 2000) {
  for (let i = 0; i < steps && !done(); i++) {
    t.feed.step(1)
    await t.services.alerts.settled()
  }
}

describe('price alerts', () => {
  it('hands out one VAPID public key, generated once and kept', async () => {
    const { json } = await t.call(apiPaths.pushKey, {})
    expect(json.res).toBe(1)
    expect(json.dt.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect((await vapidKeys(t.db, () => new Date())).publicKey).toBe(json.dt.publicKey)
  })

  it('pushes once, encrypted for the subscription, in the language the alert was set in, when the bid crosses the level', async () => {
    const level = Number((bidOf('EURUSD') + 0.0001).toFixed(5))
    const created = await t.call(apiPaths.alertCreate, {
      subscription: receiver.subscription,
      symbol: 'eurusd',
      direction: 'above',
      level,
      language: 'pl',
    })
    expect(created.json).toMatchObject({
      res: 1,
      dt: { alert: { symbol: 'EURUSD', direction: 'above', level, triggeredAt: null } },
    })

    await stepUntil(() => receiver.received.length > 0)
    const push = await receiver.message(0)
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/)
    const payload = JSON.parse(push.payload)
    expect(payload).toMatchObject({ title: 'Alert cenowy EURUSD', lang: 'pl-PL', url: '/pl/trading/realtime' })
    // A price alert promotes trading, so it ends with ESMA's abbreviated warning in the alert's language.
    expect(payload.body).toMatch(/^EURUSD wzrósł powyżej 1,\d{5}\. Aktualny kurs bid: 1,\d{5}\. (.+)$/)
    expect(payload.body.endsWith(` ${riskWarningText('pl', 'short')}`)).toBe(true)

    const [alert] = (await t.call(apiPaths.alertList, { endpoint: receiver.subscription.endpoint })).json.dt.alerts
    expect(alert.triggeredAt).not.toBeNull()
    expect(alert.triggeredPrice).toBeGreaterThanOrEqual(level)
    // Once: the market moving on does not push again.
    await stepUntil(() => false, 300)
    expect(receiver.received).toHaveLength(1)
  })

  it('refuses a level the price has already reached, with the reason in the caller language', async () => {
    const answer = await t.call(
      apiPaths.alertCreate,
      { subscription: receiver.subscription, symbol: 'XAUUSD', direction: 'below', level: bidOf('XAUUSD') + 5, language: 'de' },
      { Language: 'de' },
    )
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.alertLevelReached })
    expect(answer.json.msg).toContain('Niveau')
  })

  it('refuses unknown instruments, bad levels and malformed subscriptions without storing anything', async () => {
    const base = { subscription: receiver.subscription, symbol: 'EURUSD', direction: 'above', level: 2, language: 'en' }
    for (const wrong of [
      { ...base, symbol: 'DOGEUSD' },
      { ...base, direction: 'sideways' },
      { ...base, level: -1 },
      { ...base, level: 'high' },
      { ...base, language: 'fr' },
      { ...base, subscription: { endpoint: receiver.subscription.endpoint, keys: { p256dh: 'short', auth: 'x' } } },
    ]) {
      expect((await t.call(apiPaths.alertCreate, wrong)).json.ec, JSON.stringify(wrong)).toBe(errorCodes.invalidPayload)
    }
    expect((await t.call(apiPaths.alertList, { endpoint: receiver.subscription.endpoint })).json.dt.alerts).toEqual([])
  })

  it('refuses, in the caller’s language, a subscription whose keys no browser could have made', async () => {
    const base = { symbol: 'EURUSD', direction: 'above', level: 2, language: 'en' }
    const { keys } = receiver.subscription
    for (const wrong of [
      // Passes the pattern, but is not a point on P-256: web-push would throw at every send.
      { ...keys, p256dh: offCurve(keys.p256dh) },
      // 20 bytes, not the 16 of RFC 8291.
      { ...keys, auth: randomBytes(20).toString('base64url') },
    ]) {
      const answer = await t.call(
        apiPaths.alertCreate,
        { ...base, subscription: { ...receiver.subscription, keys: wrong } },
        { 'Accept-Language': 'de' },
      )
      expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.pushKeyInvalid })
      expect(answer.json.msg).toMatch(/Benachrichtigungsabonnement/)
    }
    expect((await t.call(apiPaths.alertList, { endpoint: receiver.subscription.endpoint })).json.dt.alerts).toEqual([])
    expect((await t.call(apiPaths.alertCreate, { ...base, subscription: receiver.subscription })).json.res).toBe(1)
  })

  it('lists and removes alerts by their own subscription only, and caps open alerts at 20', async () => {
    const other = await startPushReceiver()
    try {
      const make = (subscription: typeof receiver.subscription, level: number) =>
        t.call(apiPaths.alertCreate, { subscription, symbol: 'NAS100', direction: 'above', level, language: 'en' })
      const mine = (await make(receiver.subscription, 99_000)).json.dt.alert
      await make(other.subscription, 99_500)
      const listed = (await t.call(apiPaths.alertList, { endpoint: receiver.subscription.endpoint })).json.dt.alerts
      expect(listed.map((a: { id: string }) => a.id)).toEqual([mine.id])
      expect((await t.call(apiPaths.alertRemove, { endpoint: other.subscription.endpoint, id: mine.id })).status).toBe(404)
      expect((await t.call(apiPaths.alertRemove, { endpoint: receiver.subscription.endpoint, id: mine.id })).json.res).toBe(1)
      expect((await t.call(apiPaths.alertList, { endpoint: receiver.subscription.endpoint })).json.dt.alerts).toEqual([])

      for (let i = 0; i < 20; i++) expect((await make(receiver.subscription, 90_000 + i)).json.res).toBe(1)
      expect((await make(receiver.subscription, 95_000)).json).toMatchObject({ res: 0, ec: errorCodes.tooManyWaiting })
    } finally {
      await other.close()
    }
  })

  it('drops the remaining alerts of a subscription the push service reports gone', async () => {
    const gone = await startPushReceiver(410)
    try {
      const make = (level: number) =>
        t.call(apiPaths.alertCreate, {
          subscription: gone.subscription,
          symbol: 'EURUSD',
          direction: 'above',
          level,
          language: 'en',
        })
      await make(Number((bidOf('EURUSD') + 0.0001).toFixed(5)))
      await make(9)
      await stepUntil(() => gone.received.length > 0)
      const alerts = (await t.call(apiPaths.alertList, { endpoint: gone.subscription.endpoint })).json.dt.alerts
      expect(alerts).toHaveLength(1)
      expect(alerts[0].triggeredAt).not.toBeNull()
    } finally {
      await gone.close()
    }
  })
})

describe('sending pushes', () => {
  it('a slow push service holds up only its own pushes, a few at a time', async () => {
    const slow = await startPushReceiver(201, { hold: true })
    try {
      const level = Number((bidOf('EURUSD') + 0.0001).toFixed(5))
      const create = (subscription: typeof receiver.subscription, n: number) =>
        t.call(apiPaths.alertCreate, {
          subscription: { ...subscription, endpoint: `${subscription.endpoint}-${n}` },
          symbol: 'EURUSD',
          direction: 'above',
          level,
          language: 'en',
        })
      for (let i = 0; i < 6; i++) expect((await create(slow.subscription, i)).json.res).toBe(1)
      expect((await create(receiver.subscription, 0)).json.res).toBe(1)
      // Step until the crossing; the check that sends stays open while the slow service holds its answers.
      for (let i = 0; i < 2000 && receiver.received.length === 0; i++) {
        t.feed.step(1)
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      await receiver.message(0)
      expect(slow.received.length).toBeLessThanOrEqual(4)
      // Ticks during the open check wait as one merged check, not one per tick.
      for (let i = 0; i < 50; i++) t.feed.step(1)
      slow.release()
      await t.services.alerts.settled()
      expect(slow.received).toHaveLength(6)
      expect(receiver.received).toHaveLength(1)
    } finally {
      await slow.close()
    }
  })
})

describe('the alerts one visitor may hold', () => {
  it('are capped per address, however many subscriptions the visitor invents', async () => {
    const create = (endpoint: string) =>
      t.call(apiPaths.alertCreate, {
        subscription: { ...receiver.subscription, endpoint },
        symbol: 'EURUSD',
        direction: 'above',
        level: 9,
        language: 'en',
      })
    for (let i = 0; i < maxAlertsPerAddress; i++) {
      // The creation limit (30 an hour) would stop this sooner: the test lets the hours pass.
      if (i > 0 && i % 30 === 0) t.advance(61 * 60_000)
      const endpoint = `${receiver.subscription.endpoint}-invented-${Math.floor(i / maxAlertsPerSubscription)}`
      expect((await create(endpoint)).json.res).toBe(1)
    }
    t.advance(61 * 60_000)
    expect((await create(`${receiver.subscription.endpoint}-yet-another`)).json.ec).toBe(errorCodes.tooManyWaiting)
  })
})

describe('push endpoints the server may call', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', false, true],
    ['https://web.push.apple.com/abc', false, true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', false, true],
    // Any other host, even a public-looking name (which may well resolve to this machine), is refused.
    ['https://push.example.com/x', false, false],
    ['https://localtest.me/push', false, false],
    ['https://fcm.googleapis.com.evil.example/x', false, false],
    ['https://notify.windows.com.evil.example/x', false, false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false, false],
    ['http://fcm.googleapis.com/fcm/send/abc', false, false],
    ['https://10.0.0.5/push', false, false],
    ['https://[fd00::1]/push', false, false],
    ['https://router.local/push', false, false],
    ['https://user:pw@push.example.com/x', false, false],
    ['http://127.0.0.1:9999/push', false, false],
    ['http://127.0.0.1:9999/push', true, true],
    ['http://localhost:9999/push', true, true],
    ['not a url', true, false],
  ])('%s (local allowed: %s) → %s', (endpoint, allowLocal, expected) => {
    expect(endpointAllowed(endpoint, allowLocal)).toBe(expected)
  })
})
