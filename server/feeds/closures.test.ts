import { describe, expect, it } from 'vitest'
import { instruments } from '../../src/config/instruments'
import { closureSpan, isTradingAt, nextClosureOf } from '../../src/config/market-closures'
import { marketClosures } from './closures'

const list = marketClosures(new Date('2026-11-24T10:00:00Z'))
const on = (date: string) => list.filter((closure) => closure.date === date)
const us = ['UKOIL', 'USOIL', 'US500', 'US30', 'NAS100']

describe('the market closures of the next eight weeks', () => {
  it('start today and reach eight weeks ahead, sorted by day', () => {
    const dates = list.map((closure) => closure.date)
    expect(dates).toEqual([...dates].sort())
    expect(dates[0]! >= '2026-11-24').toBe(true)
    expect(dates.at(-1)! < '2027-01-19').toBe(true)
  })

  it('close the US indices and oil on Thanksgiving 2026 and shorten the day after to 18:00 UTC', () => {
    expect(on('2026-11-26')).toEqual([
      {
        id: '2026-11-26-closed-thanksgiving-us',
        date: '2026-11-26',
        kind: 'closed',
        reason: 'thanksgiving',
        country: 'US',
        name: 'Thanksgiving Day',
        closesAt: null,
        instruments: us,
      },
    ])
    expect(on('2026-11-27')).toEqual([
      expect.objectContaining({ kind: 'early', reason: 'day-after-thanksgiving', closesAt: 18 * 60, instruments: us }),
    ])
  })

  it('leave the markets without the holiday open on Thanksgiving', () => {
    const thursday = Date.parse('2026-11-26T15:00:00Z')
    expect(isTradingAt('EURUSD', thursday, list)).toBe(true)
    expect(isTradingAt('XAUUSD', thursday, list)).toBe(true)
    expect(isTradingAt('GER30', thursday, list)).toBe(true)
    expect(isTradingAt('US500', thursday, list)).toBe(false)
    expect(isTradingAt('USOIL', thursday, list)).toBe(false)
    // The US session reopens for the shortened Friday at 23:00 UTC on Thursday and ends at 18:00.
    expect(isTradingAt('US500', Date.parse('2026-11-26T23:30:00Z'), list)).toBe(true)
    expect(isTradingAt('US500', Date.parse('2026-11-27T17:59:00Z'), list)).toBe(true)
    expect(isTradingAt('US500', Date.parse('2026-11-27T18:00:00Z'), list)).toBe(false)
    expect(isTradingAt('EURUSD', Date.parse('2026-11-27T18:00:00Z'), list)).toBe(true)
  })

  it('close every market on Christmas Day and New Year’s Day, with the local holidays beside them', () => {
    const christmas = on('2026-12-25')
    expect(christmas).toHaveLength(1)
    expect(christmas[0]).toMatchObject({ kind: 'closed', reason: 'christmas', country: null })
    expect(christmas[0]!.instruments).toEqual(instruments.map((i) => i.name))
    expect(on('2027-01-01')[0]).toMatchObject({ kind: 'closed', reason: 'new-year', country: null })
    expect(on('2027-01-01')[0]!.instruments).toHaveLength(instruments.length)
    // Christmas Eve is shortened in New York; Boxing Day (moved to Monday the 28th) closes Hong Kong.
    expect(on('2026-12-24')).toEqual([expect.objectContaining({ kind: 'early', reason: 'christmas-eve', instruments: us })])
    expect(on('2026-12-28')).toEqual([
      expect.objectContaining({ kind: 'closed', reason: 'boxing-day', country: 'HK', instruments: ['HK50'] }),
    ])
    expect(on('2026-12-31')).toEqual([expect.objectContaining({ kind: 'closed', country: 'JP', instruments: ['JPN225'] })])
  })

  it('say nothing of a weekend, when every market is shut anyway', () => {
    // 26 December 2026 (St. Stephen's Day for Frankfurt) is a Saturday.
    expect(on('2026-12-26')).toEqual([])
    expect(list.every((closure) => ![0, 6].includes(new Date(`${closure.date}T00:00:00Z`).getUTCDay()))).toBe(true)
  })

  it('take from a weekly session the whole trading day from the evening before', () => {
    const thanksgiving = on('2026-11-26')[0]!
    expect(closureSpan(thanksgiving, 'us-index')).toEqual({
      from: Date.parse('2026-11-25T23:00:00Z'),
      to: Date.parse('2026-11-26T22:00:00Z'),
    })
    expect(closureSpan(on('2027-01-01')[0]!, 'asia-index')).toEqual({
      from: Date.parse('2027-01-01T01:15:00Z'),
      to: Date.parse('2027-01-01T08:30:00Z'),
    })
  })

  it('give each instrument its next closure', () => {
    const now = Date.parse('2026-11-24T18:00:00Z')
    expect(nextClosureOf('NAS100', list, now)?.date).toBe('2026-11-26')
    expect(nextClosureOf('EURUSD', list, now)?.date).toBe('2026-12-25')
    // During Thanksgiving the closure under way is still the next one.
    expect(nextClosureOf('NAS100', list, Date.parse('2026-11-26T12:00:00Z'))?.date).toBe('2026-11-26')
    expect(nextClosureOf('NAS100', list, Date.parse('2026-11-26T22:00:00Z'))?.date).toBe('2026-11-27')
  })
})
