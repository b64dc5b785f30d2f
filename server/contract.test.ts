// @vitest-environment node
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { instruments } from '../src/config/instruments'
import { changePasswordPayload, loginPayload } from '../src/contract/accounts'
import { errorCodes } from '../src/contract/envelope'
import { partnerLeadPayload } from '../src/contract/partners'
import { apiPaths } from '../src/contract/paths'
import { maxBodyBytes } from './app'

describe('every path of the contract answers a valid payload with res 1 and its documented dt', () => {
  it('quotes and open prices', async () => {
    const t = await createTestApp()
    const quotes = await t.call(apiPaths.quoteList, { goods: 'EURUSD,XAUUSD,NAS100' })
    expect(quotes.json.res).toBe(1)
    expect(quotes.json.dt.list.map((q: { name: string }) => q.name)).toEqual(['EURUSD', 'XAUUSD', 'NAS100'])
    for (const q of quotes.json.dt.list) {
      expect(q.bid).toBeLessThan(q.ask)
      expect(Date.parse(q.time)).not.toBeNaN()
    }
    const all = await t.call(apiPaths.openPrice, { goods: instruments.map((i) => i.name).join(',') })
    expect(all.json.dt.list).toHaveLength(30)
    expect(all.json.dt.list[0]).toEqual({ name: 'EURUSD', open: expect.any(Number) })
  })

  it('the calendar with its paging, time difference, orders and currencies', async () => {
    const t = await createTestApp()
    const page = await t.call(apiPaths.calendarList, { from: '2026-11-01', to: '2026-12-31', page: 1 })
    expect(page.json.res).toBe(1)
    expect(page.json.dt.lst.length).toBe(20)
    expect(page.json.dt.pg).toMatchObject({ page: 1, size: 20 })
    expect(page.json.dt.pg.total).toBeGreaterThan(20)
    expect(page.json.dt.data.demo).toBe(true)
    const usd = await t.call(apiPaths.calendarList, {
      from: '2026-11-01',
      to: '2026-11-30',
      currencies: ['USD'],
      importance: [3],
    })
    expect(usd.json.dt.lst.length).toBeGreaterThan(0)
    expect(
      usd.json.dt.lst.every((e: { currency: string; importance: number }) => e.currency === 'USD' && e.importance === 3),
    ).toBe(true)
    const past = usd.json.dt.lst.filter((e: { time: string }) => e.time < '2026-11-25T14:00:00Z')
    const future = usd.json.dt.lst.filter((e: { time: string }) => e.time > '2026-11-25T14:00:00Z')
    // Every past figure is published; minutes and press conferences have none.
    expect(past.every((e: { actual: number | null; unit: string | null }) => (e.actual !== null) === (e.unit !== null))).toBe(
      true,
    )
    expect(future.every((e: { actual: number | null }) => e.actual === null)).toBe(true)
    expect((await t.call(apiPaths.timeDifference, {})).json.dt).toEqual({ timeDiff: 120, timeZone: 'Europe/Nicosia' })
    expect((await t.call(apiPaths.orderList, {})).json.dt.orderList).toContain('time-asc')
    expect((await t.call(apiPaths.currencyList, {})).json.dt.currencyList).toEqual(
      expect.arrayContaining(['EUR', 'USD', 'GBP', 'JPY']),
    )
  })

  it('marketing source, partner lead and the signed-in partner application', async () => {
    const t = await createTestApp()
    const source = {
      keywords: 'forex broker',
      group: 'ad-1',
      campaign: 'autumn',
      medium: 'cpc',
      source: 'search',
      url: 'https://x/?utm_source=search',
      referer: '',
      title: 'Home',
    }
    expect((await t.call(apiPaths.marketingSource, source)).json).toEqual({ res: 1, ec: 0, dt: {}, msg: '' })
    const lead = await t.call(apiPaths.partnerLead, {
      firstName: 'Piotr',
      lastName: 'Lis',
      email: 'piotr@ib-partner.pl',
      country: 'Poland',
      phone: '',
      website: '',
      language: 'pl',
      ...source,
    })
    expect(lead.json.res).toBe(1)
    expect(lead.json.dt.id).toEqual(expect.any(Number))
    const again = await t.call(apiPaths.partnerLead, { email: 'piotr@ib-partner.pl' })
    expect(again.json.dt.id).toBe(lead.json.dt.id)
    expect(await t.count('leads')).toBe(1)

    expect((await t.call(apiPaths.partnerUpdate, { company: 'X' })).status).toBe(401)
    const token = await t.register('ib@example.de')
    expect((await t.call(apiPaths.partnerSubmit, {}, { Authorization: token })).json.ec).toBe(errorCodes.nothingToSubmit)
    const draft = await t.call(apiPaths.partnerUpdate, { company: 'Lis Trading', model: 'rebate' }, { Authorization: token })
    expect(draft.json.dt.application).toMatchObject({ company: 'Lis Trading', model: 'rebate', status: 'draft' })
    const submitted = await t.call(apiPaths.partnerSubmit, {}, { Authorization: token })
    expect(submitted.json.dt.application.status).toBe('submitted')
  })
})

describe('first-party statistics', () => {
  it('store page views and outbound clicks', async () => {
    const t = await createTestApp()
    expect(
      (await t.call(apiPaths.pageView, { path: '/en/trading/forex', query: '?utm_source=x', language: 'en' })).json.res,
    ).toBe(1)
    expect((await t.call(apiPaths.outboundClick, { url: 'https://apps.apple.com/app/x', from: '/en' })).json.res).toBe(1)
    expect((await t.db.selectFrom('page_views').selectAll().execute())[0]).toMatchObject({
      path: '/en/trading/forex',
      language: 'en',
    })
    expect((await t.db.selectFrom('link_clicks').selectAll().execute())[0]).toMatchObject({
      url: 'https://apps.apple.com/app/x',
      from_path: '/en',
    })
    expect((await t.call(apiPaths.pageView, { path: 'no-slash', language: 'en' })).json.ec).toBe(errorCodes.invalidPayload)
  })
})

describe('invalid requests get res 0 and a message, never a 500', () => {
  const cases: Array<[string, string, unknown]> = [
    ['missing fields', apiPaths.login, {}],
    ['wrong types', apiPaths.login, { email: 42, password: true }],
    [
      'an invalid e-mail',
      apiPaths.signUpFirstStep,
      { email: 'x@y', password: 'secret123', name: 'A B', country: 'DE', phone: '+49 1234567' },
    ],
    ['an unknown instrument', apiPaths.quoteList, { goods: 'EURUSD,BTCUSD' }],
    ['a bad date', apiPaths.calendarList, { from: '2026-13-45' }],
    ['an array body', apiPaths.quoteList, [1, 2]],
    ['a PIN with letters', apiPaths.signUp, { email: 'a@b.de', pin: '12a456' }],
    [
      'Base64 that is not Base64',
      apiPaths.changePassword,
      { email: 'a@b.de', pin: '123456', resetId: 'A'.repeat(24), password: '***', reenterPassword: '***' },
    ],
  ]
  it.each(cases)('%s', async (_, path, body) => {
    const t = await createTestApp()
    const answer = await t.call(path, body)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.invalidPayload, dt: {} })
    expect(answer.json.msg.length).toBeGreaterThan(10)
  })

  it('malformed JSON', async () => {
    const t = await createTestApp()
    const answer = await t.call(apiPaths.login, '{"email": ')
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.malformedJson })
  })

  it('an oversize body', async () => {
    const t = await createTestApp()
    const answer = await t.call(apiPaths.marketingSource, { title: 'x'.repeat(maxBodyBytes + 10) })
    expect(answer.status).toBe(413)
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.payloadTooLarge })
  })

  it('an unknown path', async () => {
    const t = await createTestApp()
    const answer = await t.call('/api/m/v1/W999', {})
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.unknownPath })
  })

  it('names the invalid fields in the caller’s language', async () => {
    const t = await createTestApp()
    const german = await t.call(apiPaths.login, { email: 'nope' }, { Language: 'de' })
    expect(german.json.msg).toContain('email')
    expect(german.json.msg).toContain('password')
    const english = await t.call(apiPaths.login, { email: 'nope' })
    expect(german.json.msg).not.toBe(english.json.msg)
  })

  it('a body not declared as JSON, before anything else (what only a cross-site form could send)', async () => {
    const t = await createTestApp()
    const token = await t.register('form@example.de')
    const bodies: Array<[string | undefined, string]> = [
      ['application/x-www-form-urlencoded', 'email=form%40example.de&password=secret123'],
      ['text/plain', '{"email":"form@example.de","password":"secret123"}'],
      ['multipart/form-data; boundary=x', '--x--'],
      [undefined, '{"email":"form@example.de","password":"secret123"}'],
    ]
    for (const [type, body] of bodies) {
      const response = await t.app.request(apiPaths.login, {
        method: 'POST',
        headers: type ? { 'Content-Type': type, Language: 'de' } : { Language: 'de' },
        body,
      })
      expect(response.status).toBe(415)
      const answer = await response.json()
      expect(answer).toMatchObject({ res: 0, ec: errorCodes.unsupportedMediaType, dt: {} })
      expect(answer.msg).toContain('JSON')
      expect(response.headers.get('authorization')).toBeNull()
    }
    // Also where a signed-in user is needed: the type is checked first.
    const draft = await t.app.request(apiPaths.partnerUpdate, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: token },
      body: '{"company":"Forged"}',
    })
    expect(draft.status).toBe(415)
    expect(await t.db.selectFrom('partner_applications').selectAll().execute()).toEqual([])
    // JSON with its charset is JSON.
    const json = await t.call(apiPaths.quoteList, { goods: 'EURUSD' }, { 'Content-Type': 'Application/JSON; charset=utf-8' })
    expect(json.json.res).toBe(1)
  })

  it('a state-changing request from another site, unless CORS_ORIGINS names it', async () => {
    const t = await createTestApp()
    const token = await t.register('site@example.de')
    const crossSite = (origin: string) => ({ 'Sec-Fetch-Site': 'cross-site', Origin: origin })
    const refused = await t.call(
      apiPaths.login,
      { email: 'site@example.de', password: 'secret123' },
      crossSite('https://evil.example'),
    )
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ res: 0, ec: errorCodes.crossSiteRequest, dt: {} })
    expect(refused.json.msg).not.toBe('')
    const logout = await t.call(
      apiPaths.session,
      undefined,
      { Authorization: token, ...crossSite('https://evil.example') },
      'DELETE',
    )
    expect(logout.status).toBe(403)
    expect((await t.call(apiPaths.session, {}, { Authorization: token })).json.res).toBe(1)
    // The partner site CORS_ORIGINS names, the site itself and clients that say nothing are served.
    const partner = await t.call(apiPaths.quoteList, { goods: 'EURUSD' }, crossSite('https://partner-site.example'))
    expect(partner.json.res).toBe(1)
    for (const site of ['same-origin', 'same-site', 'none'])
      expect((await t.call(apiPaths.quoteList, { goods: 'EURUSD' }, { 'Sec-Fetch-Site': site })).json.res).toBe(1)
    // Reading is open to every site: the quote stream answers.
    const stream = await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD`, { headers: crossSite('https://evil.example') })
    expect(stream.status).toBe(200)
    await stream.body?.cancel()
  })
})

describe('validators (property tests)', () => {
  const local = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}(\.[A-Za-z0-9_-]{1,8}){0,2}$/)
  const domain = fc.stringMatching(/^[A-Za-z0-9-]{1,12}(\.[A-Za-z0-9-]{1,8}){0,2}\.[A-Za-z]{2,4}$/)

  it('accept every address of the spec’s form, lower-cased', () => {
    fc.assert(
      fc.property(local, domain, (l, d) => {
        const parsed = v.safeParse(loginPayload, { email: `${l}@${d}`, password: 'x' })
        return parsed.success && parsed.output.email === `${l}@${d}`.toLowerCase()
      }),
    )
  })

  it('reject any address with a character outside the spec’s alphabet', () => {
    const bad = fc.constantFrom('+', '!', ' ', '#', '%', 'ä', '/', '"')
    fc.assert(
      fc.property(local, domain, bad, (l, d, ch) => !v.safeParse(partnerLeadPayload, { email: `${l}${ch}@${d}` }).success),
    )
  })

  it('decode Base64 password fields back to exactly what was typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (password) => {
        const encoded = Buffer.from(password, 'utf8').toString('base64')
        const parsed = v.safeParse(changePasswordPayload, {
          pin: '123456',
          email: 'a@b.de',
          resetId: 'A'.repeat(24),
          password: encoded,
          reenterPassword: encoded,
        })
        return parsed.success && parsed.output.password === password
      }),
    )
  })

  it('never answer with a 500, whatever the body', async () => {
    const t = await createTestApp()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(apiPaths).filter((p) => !p.includes('stream'))),
        fc.jsonValue(),
        async (path, body) => {
          const answer = await t.call(path, JSON.stringify(body))
          return answer.status < 500 && answer.json !== undefined && (answer.json.res === 0 || answer.json.res === 1)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('the quote stream', () => {
  it('sends a snapshot, then the ticks of the requested instruments', async () => {
    const t = await createTestApp()
    const controller = new AbortController()
    const response = await t.app.request(`${apiPaths.quoteStream}?goods=EURUSD,XAUUSD`, { signal: controller.signal })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const events: unknown[][] = []
    let buffer = ''
    const readEvent = async () => {
      while (!buffer.includes('\n\n')) buffer += decoder.decode((await reader.read()).value)
      const [block, rest] = [buffer.slice(0, buffer.indexOf('\n\n')), buffer.slice(buffer.indexOf('\n\n') + 2)]
      buffer = rest
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (data) events.push(JSON.parse(data))
    }
    await readEvent()
    expect(events[0]!.map((q) => (q as { name: string }).name)).toEqual(['EURUSD', 'XAUUSD'])
    t.advance(1000)
    t.feed.step()
    await readEvent()
    expect(events[1]!.every((q) => ['EURUSD', 'XAUUSD'].includes((q as { name: string }).name))).toBe(true)
    controller.abort()
  })

  it('refuses unknown instruments', async () => {
    const t = await createTestApp()
    const response = await t.app.request(`${apiPaths.quoteStream}?goods=BTCUSD`)
    expect(response.status).toBe(400)
  })
})
