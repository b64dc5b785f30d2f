// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { apiPaths } from '../../../src/contract/paths'
import { createTestApp } from '../../test-app'

const minute = 60_000

describe('anonymous statistics', () => {
  it('store what a browsing visitor sends, and refuse an address that sends more than a person could', async () => {
    const t = await createTestApp()
    for (let i = 0; i < 300; i++)
      expect((await t.call(apiPaths.pageView, { path: `/p${i}`, query: '', language: 'en' })).json.res).toBe(1)
    expect((await t.call(apiPaths.pageView, { path: '/p301', query: '', language: 'en' })).status).toBe(429)
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
    for (let i = 0; i < 30; i++) expect((await t.call(apiPaths.marketingSource, source)).json.res).toBe(1)
    expect((await t.call(apiPaths.marketingSource, source)).status).toBe(429)
    for (let i = 0; i < 120; i++)
      expect((await t.call(apiPaths.outboundClick, { url: 'https://platform.example/', from: '/' })).json.res).toBe(1)
    expect((await t.call(apiPaths.outboundClick, { url: 'https://platform.example/', from: '/' })).status).toBe(429)
    expect(await t.count('marketing_visits')).toBe(30)
    t.advance(61 * minute)
    expect((await t.call(apiPaths.pageView, { path: '/again', query: '', language: 'en' })).json.res).toBe(1)
  })
})
