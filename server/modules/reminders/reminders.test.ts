// @vitest-environment node

import { randomBytes, randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { offCurve, startPushReceiver } from '../../../scripts/test-support/push-receiver'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { errorCodes } from '../../../src/contract/envelope'
import { maxRemindersPerSubscription } from '../../../src/contract/event-reminders'
import { apiPaths } from '../../../src/contract/paths'
import { GeneratedCalendar } from '../../feeds/calendar/source'
import { purgeExpired } from '../../retention'
import { maxRemindersPerAddress } from './service'

// The test server's afternoon and the same source it runs, to pick an event a little later that day.
const start = new Date('2026-11-25T14:00:00Z')
const next = new GeneratedCalendar(42, () => start)
  .events(start, new Date('2026-11-26T00:00:00Z'))
  .find((e) => e.kind === 'release' && e.unit !== null && Date.parse(e.time) >= start.getTime() + 60 * 60_000)!
const minutesUntil = (Date.parse(next.time) - start.getTime()) / 60_000

let t: Awaited<ReturnType<typeof createTestApp>>
let receiver: Awaited<ReturnType<typeof startPushReceiver>>
beforeEach(async () => {
  t = await createTestApp(start)
  receiver = await startPushReceiver()
})
afterEach(async () => {
  await t.close()
  await receiver.close()
})

/** Moves the test clock and runs the reminder job once, as its timer would. */
async function runJobAfter(minutes: number) {
  t.advance(minutes * 60_000)
  await t.services.reminders.check()
}

describe('event reminders', () => {
  it('pushes once, N minutes before the release, in the reminder’s language; then once with the published figure', async () => {
    const created = await t.call(apiPaths.reminderCreate, {
      subscription: receiver.subscription,
      eventId: next.id,
      minutesBefore: 15,
      withActual: true,
      language: 'de',
    })
    expect(created.json).toMatchObject({ res: 1, dt: { reminder: { eventId: next.id, minutesBefore: 15, remindedAt: null } } })

    await runJobAfter(minutesUntil - 16)
    expect(receiver.received).toHaveLength(0)
    await runJobAfter(1)
    expect(receiver.received).toHaveLength(1)
    const reminder = JSON.parse((await receiver.message(0)).payload)
    expect(reminder).toMatchObject({ lang: 'de-DE', url: `/trading/calendar/${next.event}` })
    expect(reminder.title.startsWith(`${next.currency}: `)).toBe(true)
    expect(reminder.body).toMatch(/^Veröffentlichung in 15 Min\., um \d{2}:\d{2} UTC\. Prognose: /)

    // Once: the job running again before the release pushes nothing more.
    await runJobAfter(5)
    await runJobAfter(5)
    expect(receiver.received).toHaveLength(1)

    // The figure is out at the release time: one more push with it, and only one.
    await runJobAfter(5)
    expect(receiver.received).toHaveLength(2)
    const figure = JSON.parse((await receiver.message(1)).payload)
    expect(figure.body).toMatch(/^Veröffentlicht: .+\. Prognose: .+, vorher: .+\.$/)
    await runJobAfter(5)
    expect(receiver.received).toHaveLength(2)

    const [listed] = (await t.call(apiPaths.reminderList, { endpoint: receiver.subscription.endpoint })).json.dt.reminders
    expect(listed.remindedAt).not.toBeNull()
    expect(listed.actualSentAt).not.toBeNull()
  })

  it('lists and removes reminders by their own subscription only', async () => {
    const other = await startPushReceiver()
    try {
      const make = (subscription: typeof receiver.subscription) =>
        t.call(apiPaths.reminderCreate, { subscription, eventId: next.id, minutesBefore: 5, withActual: false, language: 'en' })
      const mine = (await make(receiver.subscription)).json.dt.reminder
      await make(other.subscription)
      const listed = (await t.call(apiPaths.reminderList, { endpoint: receiver.subscription.endpoint })).json.dt.reminders
      expect(listed.map((r: { id: string }) => r.id)).toEqual([mine.id])
      expect(listed[0]).toMatchObject({ title: next.title, currency: next.currency, eventTime: next.time })
      expect((await t.call(apiPaths.reminderRemove, { endpoint: other.subscription.endpoint, id: mine.id })).status).toBe(404)
      expect((await t.call(apiPaths.reminderRemove, { endpoint: receiver.subscription.endpoint, id: mine.id })).json.res).toBe(1)
      expect((await t.call(apiPaths.reminderList, { endpoint: receiver.subscription.endpoint })).json.dt.reminders).toEqual([])
      // A removed reminder is never pushed.
      await runJobAfter(minutesUntil)
      expect(receiver.received).toHaveLength(0)
    } finally {
      await other.close()
    }
  })

  it('refuses past, unknown and malformed events and lead times outside the offered ones', async () => {
    const base = { subscription: receiver.subscription, eventId: next.id, minutesBefore: 15, withActual: false, language: 'en' }
    expect((await t.call(apiPaths.reminderCreate, { ...base, eventId: 'us-nonfarm-payrolls-2026-11-06' })).json.ec).toBe(
      errorCodes.invalidPayload,
    )
    expect((await t.call(apiPaths.reminderCreate, { ...base, eventId: 'us-nonfarm-payrolls-2026-11-07' })).json.ec).toBe(
      errorCodes.unknownPath,
    )
    for (const wrong of [
      { ...base, eventId: '../x' },
      { ...base, minutesBefore: 7 },
      { ...base, language: 'fr' },
    ]) {
      expect((await t.call(apiPaths.reminderCreate, wrong)).json.ec, JSON.stringify(wrong)).toBe(errorCodes.invalidPayload)
    }
  })
})

describe('push keys', () => {
  it('refuses a subscription whose keys no browser could have made, in the caller’s language', async () => {
    const base = { eventId: next.id, minutesBefore: 15, withActual: false, language: 'en' }
    const { keys } = receiver.subscription
    for (const wrong of [
      { ...keys, p256dh: offCurve(keys.p256dh) },
      { ...keys, auth: randomBytes(20).toString('base64url') },
    ]) {
      const answer = await t.call(
        apiPaths.reminderCreate,
        { ...base, subscription: { ...receiver.subscription, keys: wrong } },
        { 'Accept-Language': 'pl' },
      )
      expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.pushKeyInvalid })
      expect(answer.json.msg).toMatch(/Subskrypcja powiadomień/)
    }
    expect((await t.call(apiPaths.reminderList, { endpoint: receiver.subscription.endpoint })).json.dt.reminders).toEqual([])
  })

  it('a bad key saved before keys were checked fails only its own reminder: the others go out in the same check', async () => {
    // Three reminders with a key off the curve, set first, as they could be before this check existed.
    const remindAt = new Date(Date.parse(next.time) - 30 * 60_000).toISOString()
    const bad = Array.from({ length: 3 }, (_, i) => ({
      id: randomUUID(),
      endpoint: `${receiver.subscription.endpoint}-old-${i}`,
      p256dh: offCurve(receiver.subscription.keys.p256dh),
      auth: receiver.subscription.keys.auth,
      event_id: next.id,
      event_time: next.time,
      minutes_before: 30,
      remind_at: remindAt,
      with_actual: 0,
      language: 'en',
      created_at: start.toISOString(),
      reminded_at: null,
      actual_sent_at: null,
      delivery: null,
      address_key: '203.0.113.5',
    }))
    await t.db.insertInto('event_reminders').values(bad).execute()
    const good = await t.call(apiPaths.reminderCreate, {
      subscription: receiver.subscription,
      eventId: next.id,
      minutesBefore: 15,
      withActual: false,
      language: 'en',
    })
    expect(good.json.res).toBe(1)

    await runJobAfter(minutesUntil - 15)
    expect(receiver.received).toHaveLength(1)
    const rows = await t.db.selectFrom('event_reminders').select(['id', 'delivery', 'reminded_at']).execute()
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const { id } of bad) expect(byId.get(id)).toMatchObject({ delivery: 'failed key', reminded_at: expect.any(String) })
    expect(byId.get(good.json.dt.reminder.id)?.delivery).toBe('sent')
  })
})

describe('the reminders one visitor may hold', () => {
  // An event two days on: still ahead after the hours these tests let pass.
  const later = new GeneratedCalendar(42, () => start)
    .events(new Date('2026-11-27T00:00:00Z'), new Date('2026-11-28T00:00:00Z'))
    .find((e) => e.kind === 'release')!
  const create = (endpoint: string) =>
    t.call(apiPaths.reminderCreate, {
      subscription: { ...receiver.subscription, endpoint },
      eventId: later.id,
      minutesBefore: 5,
      withActual: false,
      language: 'en',
    })

  it('are limited in how fast one address sets them', async () => {
    for (let i = 0; i < 60; i++) expect((await create(`${receiver.subscription.endpoint}-${i % 2}`)).json.res).toBe(1)
    expect((await create(receiver.subscription.endpoint)).json.ec).toBe(errorCodes.rateLimited)
    t.advance(61 * 60_000)
    expect((await create(receiver.subscription.endpoint)).json.res).toBe(1)
  })

  it('are capped per address, however many subscriptions the visitor invents', async () => {
    for (let i = 0; i < maxRemindersPerAddress; i++) {
      // The creation limit (60 an hour) would stop this sooner: the test lets the hours pass.
      if (i > 0 && i % 60 === 0) t.advance(61 * 60_000)
      const endpoint = `${receiver.subscription.endpoint}-invented-${Math.floor(i / maxRemindersPerSubscription)}`
      expect((await create(endpoint)).json.res).toBe(1)
    }
    t.advance(61 * 60_000)
    expect((await create(`${receiver.subscription.endpoint}-yet-another`)).json.ec).toBe(errorCodes.tooManyWaiting)
  })

  it('are kept until 90 days after their event', async () => {
    expect((await create(receiver.subscription.endpoint)).json.res).toBe(1)
    const now = () => new Date(Date.now())
    t.advance(Date.parse(later.time) - Date.now() + 89 * 86_400_000)
    expect(await purgeExpired(t.db, now())).toMatchObject({ reminders: 0 })
    t.advance(2 * 86_400_000)
    expect(await purgeExpired(t.db, now())).toMatchObject({ reminders: 1 })
    expect(await t.db.selectFrom('event_reminders').select('id').execute()).toEqual([])
  })
})
