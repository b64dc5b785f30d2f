import { describe, expect, it } from 'vitest'
import type { Strategy } from 'workbox-strategies'
import { legalStrategy, pageByPath, pageStrategy, qrStrategy } from './pages'

/** What a strategy would store of an answer: its plugins' cacheWillUpdate decide, in order. */
async function stored(strategy: Strategy, response: Response): Promise<Response | null> {
  let current: Response | null = response
  for (const plugin of strategy.plugins) {
    if (!current || !plugin.cacheWillUpdate) continue
    current =
      (await plugin.cacheWillUpdate({ request: new Request('https://x/'), response: current, event: {} as never, state: {} })) ??
      null
  }
  return current
}

/** Status 0, as opaque answers (no-cors fetches, redirects kept as such) have; no constructor makes an opaque one. */
const opaque = () => Response.error()

describe('what the service worker stores', () => {
  for (const [name, strategy] of Object.entries({ pageStrategy, legalStrategy, qrStrategy })) {
    it(`${name} stores complete answers only, never opaque ones or errors`, async () => {
      expect(await stored(strategy, new Response('page', { status: 200 }))).not.toBeNull()
      expect(await stored(strategy, opaque())).toBeNull()
      expect(await stored(strategy, new Response('moved', { status: 404 }))).toBeNull()
    })
  }
})

describe('how pages are found offline', () => {
  it('a page is stored and found by its path, whatever its query', async () => {
    expect(pageStrategy.plugins).toContain(pageByPath)
    const key = await pageByPath.cacheKeyWillBeUsed({
      request: new Request('https://x/en/trading/calculators?symbol=XAUUSD&lots=2'),
    })
    expect(key).toBe('https://x/en/trading/calculators')
  })
})
