// @vitest-environment node

import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { GeneratedCalendar } from '../../feeds/calendar'
import { createTestApp } from '../../test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

const get = (path: string, headers: Record<string, string> = {}) => t.call(path, undefined, headers, 'GET')

/** The events of an iCalendar text, read by ical.js (an independent parser). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
      stamp: component.getFirstPropertyValue('dtstamp'),
      url: component.getFirstPropertyValue('url'),
    }
  })
}

// The same source the test server runs (seed 42, the server's clock), to compare against.
const source = new GeneratedCalendar(42, () => new Date('2026-11-25T14:00:00Z'))
const window = [new Date('2026-11-18T00:00:00Z'), new Date('2027-01-20T00:00:00Z')] as const

describe('the iCalendar feed', () => {
  it('round-trips every event of the filtered view: UID, DTSTAMP, DTSTART in UTC, SUMMARY, DESCRIPTION, URL', async () => {
    const response = await get(`${apiPaths.calendarFeed}?currencies=USD,eur&importance=3&lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(response.text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)
    const parsed = parse(response.text)
    const expected = source
      .events(...window)
      .filter((e) => ['USD', 'EUR'].includes(e.currency) && e.importance === 3 && e.time < '2027-01-20')
    expect(parsed.map((e) => e.uid)).toEqual(expected.map((e) => `${e.id}@www.mcmarkets.example`))
    expect(parsed.map((e) => e.start)).toEqual(expected.map((e) => e.time))
    expect(parsed.every((e) => e.startIsUtc && e.stamp !== null)).toBe(true)
    const payrolls = parsed.find((e) => e.uid.startsWith('us-nonfarm-payrolls-2026-12-04'))!
    expect(payrolls.summary).toBe('USD: Non-Farm Payrolls')
    expect(payrolls.description).toContain('Importance: High')
    expect(payrolls.description).toMatch(/Forecast: \d+ K/)
    expect(payrolls.url).toBe('https://www.mcmarkets.example/en/trading/calendar/us-nonfarm-payrolls')
    // Published figures travel with past events.
    expect(parsed.filter((e) => e.start < '2026-11-25T14:00').every((e) => /Actual: /.test(e.description))).toBe(true)
  })

  it('honours its filters: currencies, importance (bank holidays are low), and the language of the texts', async () => {
    const medium = parse((await get(`${apiPaths.calendarFeed}?importance=2`)).text)
    expect(medium.length).toBeGreaterThan(50)
    const mediumIds = new Set(
      source
        .events(...window)
        .filter((e) => e.importance === 2)
        .map((e) => `${e.id}@www.mcmarkets.example`),
    )
    expect(medium.every((e) => mediumIds.has(e.uid))).toBe(true)

    const yen = parse((await get(`${apiPaths.calendarFeed}?currencies=JPY&importance=1`)).text)
    expect(yen.length).toBeGreaterThan(0)
    expect(yen.every((e) => e.summary.startsWith('JPY:') || e.summary.startsWith('JP:'))).toBe(true)
    expect(yen.some((e) => e.summary.includes('Bank holiday'))).toBe(true)

    const polish = parse((await get(`${apiPaths.calendarFeed}?currencies=USD&importance=3&lang=pl`)).text)
    expect(polish.find((e) => e.uid.startsWith('us-nonfarm-payrolls'))?.summary).toBe('USD: Zatrudnienie poza rolnictwem (NFP)')
    expect(polish[0]?.description).toContain('Ważność: Wysoka')
    expect(polish[0]?.url).toMatch(/^https:\/\/www\.mcmarkets\.example\/pl\/trading\/calendar\//)

    for (const wrong of ['currencies=US', 'importance=4', 'lang=fr']) {
      const answer = await get(`${apiPaths.calendarFeed}?${wrong}`)
      expect(answer.status, wrong).toBe(400)
      expect(answer.json.ec).toBe(errorCodes.invalidPayload)
    }
  })

  it('may be cached and answers a poll that finds nothing new with 304', async () => {
    const address = `${apiPaths.calendarFeed}?currencies=GBP`
    const first = await get(address)
    expect(first.headers.get('cache-control')).toBe('public, max-age=900')
    const tag = first.headers.get('etag')!
    expect(tag).toBeTruthy()
    expect((await get(address, { 'If-None-Match': tag })).status).toBe(304)
    // Once a figure is published the feed changes, and so does its tag.
    t.advance(3 * 86_400_000)
    expect((await get(address, { 'If-None-Match': tag })).status).toBe(200)
    expect((await get(`${address}&download=1`)).headers.get('content-disposition')).toBe(
      'attachment; filename="economic-calendar.ics"',
    )
  })
})

describe('one event as a file', () => {
  it('holds that one event, in the asked language', async () => {
    const response = await get(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-04.ics?lang=de`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="us-nonfarm-payrolls-2026-12-04.ics"')
    const [event, ...rest] = parse(response.text)
    expect(rest).toEqual([])
    expect(event).toMatchObject({
      uid: 'us-nonfarm-payrolls-2026-12-04@www.mcmarkets.example',
      start: '2026-12-04T13:30:00.000Z',
      summary: 'USD: Beschäftigung außerhalb der Landwirtschaft (NFP)',
      url: 'https://www.mcmarkets.example/trading/calendar/us-nonfarm-payrolls',
    })
  })

  it('an unknown event is not found; a malformed address is refused', async () => {
    expect((await get(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-05.ics`)).status).toBe(404)
    expect((await get(`${apiPaths.calendarEventFile}/nothing.ics`)).status).toBe(400)
    expect((await get(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-04.txt`)).status).toBe(400)
  })
})
