// @vitest-environment node

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startPushReceiver } from '../../../scripts/test-support/push-receiver'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { calendarCacheSizes } from '../../feeds/calendar/source'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

describe('an indicator’s history (W208)', () => {
  it('answers the last 24 releases, oldest first, and the next one', async () => {
    const { json } = await t.call(apiPaths.indicatorHistory, { indicator: 'us-nonfarm-payrolls' })
    expect(json.res).toBe(1)
    const { past, next, generatedAt } = json.dt
    expect(past).toHaveLength(24)
    expect(past.map((e: { time: string }) => e.time)).toEqual([...past.map((e: { time: string }) => e.time)].sort())
    expect(
      past.every((e: { actual: number | null; event: string }) => e.actual !== null && e.event === 'us-nonfarm-payrolls'),
    ).toBe(true)
    expect(next.time > generatedAt).toBe(true)
    expect(next.actual).toBeNull()
    expect(past.at(-1).time < generatedAt).toBe(true)
  })

  it('an unknown indicator is an unknown address; a malformed one is refused', async () => {
    const unknown = await t.call(apiPaths.indicatorHistory, { indicator: 'us-crystal-ball' })
    expect(unknown.json).toMatchObject({ res: 0, ec: errorCodes.unknownPath })
    const malformed = await t.call(apiPaths.indicatorHistory, { indicator: '../../etc' })
    expect(malformed.json).toMatchObject({ res: 0, ec: errorCodes.invalidPayload })
  })
})

describe('the calendar’s window: two years either side of today', () => {
  it('answers dates within it and refuses, in the caller’s language, any further away', async () => {
    // 2026-11-25 is the test server's today: the window runs from 2024-11-25 to 2028-11-24.
    const inside = await t.call(apiPaths.calendarList, { from: '2024-11-25', to: '2024-11-30' })
    expect(inside.json.res).toBe(1)
    expect((await t.call(apiPaths.calendarList, { from: '2028-11-20', to: '2028-11-24' })).json.res).toBe(1)
    for (const query of [{ from: '2024-11-24' }, { from: '2028-11-20', to: '2028-11-25' }, { from: '0000-01-01' }]) {
      const { json } = await t.call(apiPaths.calendarList, query)
      expect(json, JSON.stringify(query)).toMatchObject({ res: 0, ec: errorCodes.dateOutOfRange })
    }
    const german = await t.call(apiPaths.calendarList, { from: '9999-12-31' }, { 'Accept-Language': 'de' })
    expect(german.json.msg).toMatch(/zwei Jahre/)
  })

  it('thousands of distinct far-away dates, in every way a request can name one, leave the caches as they were', async () => {
    const busy = await createTestApp(undefined, { rateLimitScale: 100 })
    const receiver = await startPushReceiver()
    try {
      // The present, asked once, fills what ordinary use needs.
      await busy.call(apiPaths.calendarList, {})
      const before = calendarCacheSizes()
      for (let i = 0; i < 1000; i++) {
        const date = new Date(Date.UTC(3000 + i * 7, i % 12, 1 + (i % 28))).toISOString().slice(0, 10)
        const listed = await busy.call(apiPaths.calendarList, { from: date, to: date })
        expect(listed.json.ec).toBe(errorCodes.dateOutOfRange)
        const file = await busy.call(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-${date}.ics`, undefined, {}, 'GET')
        expect([file.status, file.json.ec]).toEqual([400, errorCodes.dateOutOfRange])
        const reminder = await busy.call(apiPaths.reminderCreate, {
          subscription: receiver.subscription,
          eventId: `us-nonfarm-payrolls-${date}`,
          minutesBefore: 15,
          withActual: false,
          language: 'en',
        })
        expect(reminder.json.ec).toBe(errorCodes.dateOutOfRange)
      }
      expect(calendarCacheSizes()).toEqual(before)
    } finally {
      await receiver.close()
      await busy.close()
    }
  })
})
