// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { apiPaths } from '../../../src/contract/paths'
import { trustedProxies } from '../../client-address'

const minute = 60_000
const device = (n: number) => ({ IMEI: `6f1c2a4e-3b5d-4c7e-8f90-${String(n).padStart(12, '0')}` })
const source = {
  keywords: '',
  group: '',
  campaign: 'c',
  medium: 'cpc',
  source: 's',
  url: 'https://x/',
  referer: '',
  title: 'T',
}
const view = (path: string) => ({ path, query: '', language: 'en' })
const click = { url: 'https://platform.example/', from: '/' }

describe('anonymous statistics', () => {
  it('store what a browsing visitor sends, and refuse a device that sends more than a person could', async () => {
    const t = await createTestApp()
    for (let i = 0; i < 300; i++) expect((await t.call(apiPaths.pageView, view(`/p${i}`), device(1))).json.res).toBe(1)
    expect((await t.call(apiPaths.pageView, view('/p301'), device(1))).status).toBe(429)
    for (let i = 0; i < 30; i++) expect((await t.call(apiPaths.marketingSource, source, device(1))).json.res).toBe(1)
    expect((await t.call(apiPaths.marketingSource, source, device(1))).status).toBe(429)
    for (let i = 0; i < 120; i++) expect((await t.call(apiPaths.outboundClick, click, device(1))).json.res).toBe(1)
    expect((await t.call(apiPaths.outboundClick, click, device(1))).status).toBe(429)
    expect(await t.count('marketing_visits')).toBe(30)
    t.advance(61 * minute)
    expect((await t.call(apiPaths.pageView, view('/again'), device(1))).json.res).toBe(1)
  })

  it('lose nothing from honest visitors behind one address: each device has its own allowance', async () => {
    const t = await createTestApp()
    // Forty colleagues behind the office's address each land from a campaign; the old limit per address kept 30.
    for (let n = 0; n < 40; n++) expect((await t.call(apiPaths.marketingSource, source, device(n))).json.res).toBe(1)
    expect(await t.count('marketing_visits')).toBe(40)
    const imeis = await t.db.selectFrom('marketing_visits').select('imei').execute()
    expect(new Set(imeis.map((row) => row.imei)).size).toBe(40)
  })

  it('hold an address that invents device ids to its ceiling, and count an id that is no UUID as the address', async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const abuser = { 'X-Forwarded-For': '203.0.113.9' }
    for (let n = 0; n < 600; n++)
      expect((await t.call(apiPaths.marketingSource, source, { ...abuser, ...device(n) })).json.res).toBe(1)
    expect((await t.call(apiPaths.marketingSource, source, { ...abuser, ...device(600) })).status).toBe(429)
    // Another address is not affected.
    expect((await t.call(apiPaths.marketingSource, source, { 'X-Forwarded-For': '203.0.113.10', ...device(600) })).json.res).toBe(
      1,
    )
    // Without a valid device id the address stands for the device: the allowance of one visitor.
    const noDevice = { 'X-Forwarded-For': '198.51.100.1', IMEI: 'not-a-uuid' }
    for (let i = 0; i < 30; i++) expect((await t.call(apiPaths.marketingSource, source, noDevice)).json.res).toBe(1)
    expect((await t.call(apiPaths.marketingSource, source, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429)
    const stored = await t.db.selectFrom('marketing_visits').select('imei').where('imei', '=', 'not-a-uuid').execute()
    expect(stored).toEqual([])
  })

  it('count what was refused, per limit and day, in the database', async () => {
    const t = await createTestApp()
    for (let i = 0; i < 32; i++) await t.call(apiPaths.marketingSource, source, device(1))
    for (let i = 0; i < 122; i++) await t.call(apiPaths.outboundClick, click, device(1))
    await t.refusals.flush()
    t.advance(24 * 60 * minute)
    await t.call(apiPaths.marketingSource, source, device(1))
    for (let i = 0; i < 31; i++) await t.call(apiPaths.marketingSource, source, device(2))
    await t.refusals.flush()
    const rows = await t.db.selectFrom('rate_limit_refusals').selectAll().orderBy('day').orderBy('limit_name').execute()
    expect(rows).toEqual([
      { day: '2026-11-25', limit_name: 'outbound-click-device', refused: 2 },
      { day: '2026-11-25', limit_name: 'visit-device', refused: 2 },
      { day: '2026-11-26', limit_name: 'visit-device', refused: 1 },
    ])
  })
})
