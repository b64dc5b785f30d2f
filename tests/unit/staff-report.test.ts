// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../scripts/test-support/test-app'
import { consentsCsv, leadsCsv, printable, report } from '../../scripts/tools/staff-report'

const hostile = {
  ansi: '\u001b[2J\u001b[31mred\u001b[0m',
  title: '\u001b]0;owned\u0007',
  c0: 'a\u0000b\u0007c\r\nd\te\u0008',
  c1: 'x\u009b31my\u0085z',
  bidi: 'invoice\u202egpj.exe\u2066\u2069\u200f',
}

describe('the staff report', () => {
  it('strips control characters, escape sequences and bidi overrides from what visitors wrote', () => {
    expect(printable(hostile.ansi)).toBe('red')
    expect(printable(hostile.title)).toBe('')
    expect(printable(hostile.c0)).toBe('abcde')
    expect(printable(hostile.c1)).toBe('x31myz')
    expect(printable(hostile.bidi)).toBe('invoicegpj.exe')
    expect(printable('Łódź – Zürich €')).toBe('Łódź – Zürich €')
  })

  it('prints page views, leads and refusals, none with a control character', async () => {
    const t = await createTestApp()
    const created_at = '2026-11-25T10:00:00.000Z'
    await t.db
      .insertInto('page_views')
      .values([
        { path: `/en/${hostile.ansi}`, query: '', language: 'en', created_at },
        { path: '/en/trading', query: '', language: 'en', created_at },
        { path: '/en/trading', query: '', language: 'en', created_at },
      ])
      .execute()
    const lead = {
      first_name: `Eve${hostile.ansi}`,
      last_name: hostile.bidi,
      email: 'eve@example.de',
      country: 'DE',
      phone: '=1+2',
      website: '',
      language: 'en',
      source: `news${hostile.title}letter`,
      medium: hostile.c1,
      campaign: hostile.c0,
      keywords: '',
      grp: '',
      url: '',
      referer: '',
      title: '',
      created_at,
    }
    await t.db.insertInto('leads').values(lead).execute()
    await t.db
      .insertInto('rate_limit_refusals')
      .values([
        { day: '2026-11-25', limit_name: 'visit-device', refused: 12 },
        { day: '2026-11-24', limit_name: 'login-failures-pair', refused: 3 },
        { day: '2026-10-01', limit_name: 'visit-device', refused: 99 },
      ])
      .execute()

    const lines = await report(t.db, '2026-11-01')
    const csv = await leadsCsv(t.db, '2026-11-01')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    const control = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
    for (const line of [...lines, ...csv]) expect(line).not.toMatch(control)
    expect(lines).toEqual([
      'Page views since 2026-11-01',
      '       2  /en/trading',
      '       1  /en/red',
      '',
      'Partner leads by source since 2026-11-01',
      '       1  newsletter / x31myz / abcde',
      '',
      'Attempts refused by rate limits since 2026-11-01 (per day and limit, see server/rate-limits.ts)',
      '      12  2026-11-25  visit-device',
      '       3  2026-11-24  login-failures-pair',
    ])
    expect(csv[1]).toContain(",Evered,invoicegpj.exe,eve@example.de,DE,'=1+2,")
  })
})

describe('the consent export', () => {
  it('lists the cookie choices of one device, or of all, as CSV, oldest first', async () => {
    const t = await createTestApp()
    const imei = (n: number) => `0b7e3c1a-52d4-4f6e-9a81-${String(n).padStart(12, '0')}`
    const record = (device: number, categories: string, chosen_at: string) => ({
      imei: imei(device),
      categories,
      policy_version: '2026-11-22',
      language: 'pl',
      chosen_at,
      recorded_at: chosen_at,
    })
    await t.db
      .insertInto('consent_records')
      .values([
        record(1, 'necessary', '2026-11-26T09:00:00.000Z'),
        record(1, 'necessary analytics', '2026-11-25T08:00:00.000Z'),
        record(2, 'necessary analytics', '2026-11-25T09:30:00.000Z'),
        record(1, 'necessary analytics', '2026-10-01T12:00:00.000Z'),
      ])
      .execute()

    const ofDevice = await consentsCsv(t.db, '2026-11-01', imei(1).toUpperCase())
    expect(ofDevice).toEqual([
      'id,imei,categories,policy_version,language,chosen_at,recorded_at',
      `2,${imei(1)},necessary analytics,2026-11-22,pl,2026-11-25T08:00:00.000Z,2026-11-25T08:00:00.000Z`,
      `1,${imei(1)},necessary,2026-11-22,pl,2026-11-26T09:00:00.000Z,2026-11-26T09:00:00.000Z`,
    ])
    const all = await consentsCsv(t.db, '0000-01-01')
    expect(all.slice(1).map((line) => line.split(',')[0])).toEqual(['4', '2', '3', '1'])
  })
})
