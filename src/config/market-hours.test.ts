import { describe, expect, it } from 'vitest'
import { isMarketOpen } from './market-hours'

const at = (iso: string) => new Date(iso)

describe('market hours (UTC)', () => {
  it('forex trades from Sunday 22:00 to Friday 22:00', () => {
    expect(isMarketOpen('fx', at('2026-11-22T21:59:00Z'))).toBe(false) // Sunday
    expect(isMarketOpen('fx', at('2026-11-22T22:00:00Z'))).toBe(true)
    expect(isMarketOpen('fx', at('2026-11-25T03:00:00Z'))).toBe(true) // Wednesday night
    expect(isMarketOpen('fx', at('2026-11-27T21:59:00Z'))).toBe(true) // Friday
    expect(isMarketOpen('fx', at('2026-11-27T22:00:00Z'))).toBe(false)
    expect(isMarketOpen('fx', at('2026-11-28T12:00:00Z'))).toBe(false) // Saturday
  })

  it('metals, energy and US indices pause daily from 22:00 to 23:00', () => {
    expect(isMarketOpen('metals', at('2026-11-24T22:30:00Z'))).toBe(false)
    expect(isMarketOpen('energy', at('2026-11-24T23:00:00Z'))).toBe(true)
    expect(isMarketOpen('us-index', at('2026-11-22T22:30:00Z'))).toBe(false)
  })

  it('European and Asian indices trade in their sessions on weekdays only', () => {
    expect(isMarketOpen('eu-index', at('2026-11-24T06:59:00Z'))).toBe(false)
    expect(isMarketOpen('eu-index', at('2026-11-24T07:00:00Z'))).toBe(true)
    expect(isMarketOpen('eu-index', at('2026-11-24T21:00:00Z'))).toBe(false)
    expect(isMarketOpen('asia-index', at('2026-11-24T01:15:00Z'))).toBe(true)
    expect(isMarketOpen('asia-index', at('2026-11-24T08:30:00Z'))).toBe(false)
    expect(isMarketOpen('asia-index', at('2026-11-22T03:00:00Z'))).toBe(false)
  })
})
