// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../scripts/test-support/test-app'
import { leadsCsv, printable, report } from '../../scripts/tools/staff-report'

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
