// @vitest-environment node

import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { riskWarningText } from '../../../src/config/risk-warning'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { trustedProxies } from '../../client-address'
import { GeneratedCalendar } from '../../feeds/calendar/source'
import { maxCachedFeeds } from './export'

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
    // Published figures travel with past events (a press conference has none).
    const withFigures = new Set(expected.filter((e) => e.unit !== null).map((e) => `${e.id}@www.mcmarkets.example`))
    const past = parsed.filter((e) => e.start < '2026-11-25T14:00' && withFigures.has(e.uid))
    expect(past.length).toBeGreaterThan(0)
    expect(past.every((e) => /Actual: /.test(e.description))).toBe(true)
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
    // Each entry speaks of trading and links into the site, outside its pages: the full warning in the feed's language.
    expect(polish.every((e) => e.description.endsWith(`\n\n${riskWarningText('pl', 'full')}`))).toBe(true)

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

  it('has an ETag from its data, stable from second to second', async () => {
    const address = `${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-04.ics`
    const tag = (await get(address)).headers.get('etag')!
    t.advance(2000)
    expect((await get(address)).headers.get('etag')).toBe(tag)
    expect((await get(address, { 'If-None-Match': tag })).status).toBe(304)
  })

  it('an unknown event is not found; a malformed address is refused', async () => {
    expect((await get(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-05.ics`)).status).toBe(404)
    expect((await get(`${apiPaths.calendarEventFile}/nothing.ics`)).status).toBe(400)
    expect((await get(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-04.txt`)).status).toBe(400)
  })
})

describe('the feed’s cost', () => {
  const builds = () => t.services.calendarExport.stats().builds

  it('is built once per filter and language: a second request is served from the cache, byte for byte', async () => {
    const address = `${apiPaths.calendarFeed}?currencies=USD,EUR&importance=3`
    const first = await get(address)
    const built = builds()
    // The same filter in another order, asked for download, is the same feed.
    const second = await get(`${apiPaths.calendarFeed}?importance=3&currencies=eur,USD&download=1`)
    expect(second.status).toBe(200)
    expect(second.text).toBe(first.text)
    expect(builds()).toBe(built)
    // Another language is another feed.
    await get(`${address}&lang=de`)
    expect(builds()).toBe(built + 1)
  })

  it('has an ETag that comes from its data: stable from second to second, a 304 without a build', async () => {
    const address = `${apiPaths.calendarFeed}?currencies=GBP`
    const first = await get(address)
    const tag = first.headers.get('etag')!
    expect(tag).toMatch(/^W\/"[\w-]+"$/)
    t.advance(1500)
    const later = await get(address)
    expect(later.headers.get('etag')).toBe(tag)
    const built = builds()
    t.advance(1500)
    const poll = await get(address, { 'If-None-Match': tag })
    expect(poll.status).toBe(304)
    expect(poll.text).toBe('')
    expect(poll.headers.get('etag')).toBe(tag)
    expect((await get(address, { 'If-None-Match': `"other", ${tag.slice(2)}` })).status).toBe(304)
    expect(builds()).toBe(built)
  })

  it('is rebuilt once its data changes, and a rebuild of the same data keeps the tag', async () => {
    const address = `${apiPaths.calendarFeed}?currencies=USD`
    const tag = (await get(address)).headers.get('etag')
    const built = builds()
    // Three days on, figures are out and the window has moved: a new feed and a new tag.
    t.advance(3 * 86_400_000)
    const next = await get(address)
    expect(builds()).toBe(built + 1)
    expect(next.headers.get('etag')).not.toBe(tag)
    // Another instance (its own cache) builds the same data at another second: the same tag.
    const other = await createTestApp(new Date('2026-11-28T14:00:07Z'))
    try {
      const elsewhere = await other.call(address, undefined, {}, 'GET')
      expect(elsewhere.headers.get('etag')).toBe(next.headers.get('etag'))
      expect(elsewhere.text).not.toBe(next.text)
    } finally {
      await other.close()
    }
  })

  it('never reflects the request’s Host: it names itself with the configured site address', async () => {
    const response = await t.app.request(`http://attacker.example${apiPaths.calendarFeed}?currencies=JPY&lang=pl`, {
      headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
    })
    const text = (await response.text()).replaceAll('\r\n ', '')
    expect(text).not.toContain('attacker')
    expect(text).toContain(`SOURCE;VALUE=URI:http://localhost:8080${apiPaths.calendarFeed}?currencies=JPY&lang=pl\r\n`)
  })

  it('keeps a bounded number of feeds whatever filters are invented', async () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    const busy = await createTestApp(undefined, { rateLimitScale: 100 })
    try {
      for (let i = 0; i < maxCachedFeeds + 8; i++) {
        const code = `X${letters[i % 26]}${letters[Math.floor(i / 26)]}`
        expect((await busy.call(`${apiPaths.calendarFeed}?currencies=${code}`, undefined, {}, 'GET')).status).toBe(200)
      }
      expect(busy.services.calendarExport.stats()).toMatchObject({ cached: maxCachedFeeds, capacity: maxCachedFeeds })
    } finally {
      await busy.close()
    }
  })

  it('is limited per address: 120 an hour, feeds and event files together; other addresses go on', async () => {
    const proxied = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': address })
      const fetch = (path: string, address: string) => proxied.call(path, undefined, from(address), 'GET')
      for (let i = 0; i < 100; i++)
        expect((await fetch(`${apiPaths.calendarFeed}?currencies=USD`, '203.0.113.7')).status).toBe(200)
      for (let i = 0; i < 20; i++)
        expect((await fetch(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-04.ics`, '203.0.113.7')).status).toBe(200)
      const refused = await fetch(`${apiPaths.calendarFeed}?currencies=USD`, '203.0.113.7')
      expect([refused.status, refused.json.ec]).toEqual([429, errorCodes.rateLimited])
      expect((await fetch(`${apiPaths.calendarEventFile}/us-nonfarm-payrolls-2026-12-04.ics`, '203.0.113.7')).status).toBe(429)
      expect((await fetch(`${apiPaths.calendarFeed}?currencies=USD`, '198.51.100.4')).status).toBe(200)
      proxied.advance(60 * 60_000 + 1)
      expect((await fetch(`${apiPaths.calendarFeed}?currencies=USD`, '203.0.113.7')).status).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})
