import { describe, expect, it } from 'vitest'
import { perAddressCap, roomToWait, type WaitingCount } from './caps'

/** A store holding `waiting` entries, each an endpoint and the address it came from. */
function storeOf(waiting: Array<{ endpoint: string; addressKey: string }>): WaitingCount {
  return {
    countWaiting: async (by) =>
      waiting.filter((entry) => ('endpoint' in by ? entry.endpoint === by.endpoint : entry.addressKey === by.addressKey)).length,
  }
}

const many = (n: number, endpoint: (i: number) => string, addressKey: string) =>
  Array.from({ length: n }, (_, i) => ({ endpoint: endpoint(i), addressKey }))

describe('the caps on waiting pushes', () => {
  const asker = { endpoint: 'https://push.example/a', addressKey: 'address-1' }

  it('lets one address hold three subscriptions’ worth', () => {
    expect(perAddressCap(20)).toBe(60)
    expect(perAddressCap(50)).toBe(150)
  })

  it('leaves room below the cap per subscription and refuses at it', async () => {
    expect(await roomToWait(storeOf(many(4, () => asker.endpoint, asker.addressKey)), asker, 5)).toBe(true)
    expect(await roomToWait(storeOf(many(5, () => asker.endpoint, asker.addressKey)), asker, 5)).toBe(false)
  })

  it('refuses an invented endpoint once its address holds its share over all endpoints', async () => {
    const fresh = { ...asker, endpoint: 'https://push.example/invented' }
    const spread = many(perAddressCap(5), (i) => `https://push.example/other-${Math.floor(i / 5)}`, asker.addressKey)
    expect(await roomToWait(storeOf(spread.slice(1)), fresh, 5)).toBe(true)
    expect(await roomToWait(storeOf(spread), fresh, 5)).toBe(false)
  })

  it('counts other addresses apart', async () => {
    const elsewhere = many(perAddressCap(5), (i) => `https://push.example/other-${i}`, 'address-2')
    expect(await roomToWait(storeOf(elsewhere), asker, 5)).toBe(true)
  })
})
