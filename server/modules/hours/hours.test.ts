// @vitest-environment node

import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { apiPaths } from '../../../src/contract/paths'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

const get = (path: string, headers: Record<string, string> = {}) => t.call(path, undefined, headers, 'GET')

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return { uid: event.uid, summary: event.summary, start: event.startDate, end: event.endDate, description: event.description }
  })
}

describe('the market closures (W209)', () => {
  it('answers the next eight weeks from the server’s day, Thanksgiving first', async () => {
    const answer = await t.call(apiPaths.marketClosures, {})
    expect(answer.json.res).toBe(1)
    expect(answer.json.dt.from).toBe('2026-11-25')
    expect(answer.json.dt.list[0]).toMatchObject({ date: '2026-11-26', kind: 'closed', reason: 'thanksgiving' })
  })
})

describe('the closures’ iCalendar feed', () => {
  it('is a valid VCALENDAR: a closed day is an all-day event, a shortened session its lost hours in UTC', async () => {
    const response = await get(`${apiPaths.closuresFeed}?lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
    expect(response.text.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    const parsed = events(response.text)
    const thanksgiving = parsed.find((e) => e.uid === 'closure-2026-11-26-closed-thanksgiving-us@www.mcmarkets.example')!
    expect(thanksgiving.summary).toBe('UKOIL, USOIL, US500, US30, NAS100: Thanksgiving Day, closed')
    expect(thanksgiving.start.isDate).toBe(true)
    expect(thanksgiving.start.toString()).toBe('2026-11-26')
    expect(thanksgiving.description).toContain('https://www.mcmarkets.example/en/trading/hours')
    const friday = parsed.find((e) => e.uid === 'closure-2026-11-27-early-day-after-thanksgiving-us@www.mcmarkets.example')!
    expect(friday.summary).toBe('UKOIL, USOIL, US500, US30, NAS100: Day after Thanksgiving, closes early at 18:00 UTC')
    expect(friday.start.toJSDate().toISOString()).toBe('2026-11-27T18:00:00.000Z')
    expect(friday.end.toJSDate().toISOString()).toBe('2026-11-27T22:00:00.000Z')
    expect(parsed.some((e) => e.uid === 'closure-2026-12-25-closed-christmas@www.mcmarkets.example')).toBe(true)
  })

  it('answers a poll of the same day with 304 and keeps its UIDs when the next day rebuilds it', async () => {
    const first = await get(`${apiPaths.closuresFeed}?lang=de`)
    const poll = await get(`${apiPaths.closuresFeed}?lang=de`, { 'If-None-Match': first.headers.get('etag')! })
    expect(poll.status).toBe(304)
    t.advance(12 * 3_600_000)
    const nextDay = await get(`${apiPaths.closuresFeed}?lang=de`)
    expect(nextDay.status).toBe(200)
    expect(events(nextDay.text).map((e) => e.uid)).toEqual(expect.arrayContaining(events(first.text).map((e) => e.uid)))
    expect(events(first.text)[0]!.summary).toContain('Thanksgiving, geschlossen')
  })

  it('refuses an unknown language', async () => {
    const response = await get(`${apiPaths.closuresFeed}?lang=xx`)
    expect(response.status).toBe(400)
  })
})
