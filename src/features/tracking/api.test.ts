import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cookieNames, readCookie } from '~/lib/cookies'
import { fetchToApp } from '../../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { trackingApi } from './api'

let t: Awaited<ReturnType<typeof createTestApp>>
let seen: Request[]

beforeEach(async () => {
  t = await createTestApp()
  seen = []
  // The browser's fetch goes to the real server app in this process.
  vi.stubGlobal(
    'fetch',
    fetchToApp(t.app, (request) => void seen.push(request)),
  )
})

afterEach(() => vi.unstubAllGlobals())

describe('an outbound click', () => {
  it('is posted as JSON that outlives the page, with the device id its limit counts by, and stored', async () => {
    const answer = await trackingApi.outboundClick({ url: 'https://platform.example/', from: '/en' })
    expect(answer.res).toBe(1)
    const [sent] = seen
    expect(sent!.method).toBe('POST')
    expect(sent!.keepalive).toBe(true)
    expect(sent!.headers.get('content-type')).toBe('application/json;charset=utf-8')
    expect(sent!.headers.get('imei')).toBe(readCookie(cookieNames.imei))
    expect(await t.db.selectFrom('link_clicks').select(['url', 'from_path']).execute()).toEqual([
      { url: 'https://platform.example/', from_path: '/en' },
    ])
  })
})
