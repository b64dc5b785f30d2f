import { describe, expect, it } from 'vitest'
import { quotePollIntervalMs as pollIntervalMs } from '~/config/constants'
import { changeAgainstOpen, changedDigits, nextPollDelay, serverStaleness, staleness, withDiffs } from './quote-math'

const quote = (name: string, bid: number) => ({
  name,
  bid,
  ask: bid + 0.0001,
  time: '2026-11-25T14:00:00Z',
  status: 'open' as const,
})

describe('diff against the previous poll', () => {
  it('is 0 without a previous quote and the change of bid otherwise', () => {
    const first = withDiffs([quote('EURUSD', 1.085), quote('XAUUSD', 2345.6)], undefined)
    expect(first.map((q) => q.diff)).toEqual([0, 0])
    const second = withDiffs([quote('EURUSD', 1.0852), quote('XAUUSD', 2344.1), quote('NAS100', 18000)], first)
    expect(second[0]!.diff).toBeCloseTo(0.0002, 10)
    expect(second[1]!.diff).toBeCloseTo(-1.5, 10)
    expect(second[2]!.diff).toBe(0)
  })
})

describe('change against the open price', () => {
  it('gives the value and the percentage, and nothing without an open price', () => {
    const change = changeAgainstOpen(1.0961, 1.085)!
    expect(change.value).toBeCloseTo(0.0111, 10)
    expect(change.percent).toBeCloseTo(1.023, 3)
    expect(changeAgainstOpen(1.08, undefined)).toBeUndefined()
  })
})

describe('stale marking and backoff', () => {
  it('marks prices stale after two missed polls, with their age', () => {
    const t0 = Date.parse('2026-11-25T14:00:00Z')
    expect(staleness(t0, t0 + pollIntervalMs)).toEqual({ stale: false, ageSeconds: 5 })
    expect(staleness(t0, t0 + 2 * pollIntervalMs + 1)).toEqual({ stale: true, ageSeconds: 10 })
    expect(staleness(t0, t0 + 95_000).ageSeconds).toBe(95)
  })

  it('takes the server’s word when it answers from memory, with the oldest age it gives', () => {
    const quote = { name: 'EURUSD', bid: 1.1, ask: 1.1001, time: '2026-11-25T14:00:00Z', status: 'open' as const }
    expect(serverStaleness([quote, { ...quote, name: 'GBPUSD' }])).toBeUndefined()
    expect(serverStaleness([quote, { ...quote, staleSeconds: 4 }, { ...quote, staleSeconds: 7 }])).toBe(7)
    expect(serverStaleness(undefined)).toBeUndefined()
  })

  it('polls every 5 s, then backs off with jitter up to a minute', () => {
    const middle = () => 0.5
    expect(nextPollDelay(0, middle)).toBe(5000)
    expect(nextPollDelay(1, middle)).toBe(10_000)
    expect(nextPollDelay(2, middle)).toBe(20_000)
    expect(nextPollDelay(5, middle)).toBe(60_000)
    expect(nextPollDelay(1, () => 0)).toBe(8000)
    expect(nextPollDelay(1, () => 1)).toBe(12_000)
  })
})

describe('changed digits', () => {
  it('flash only from the first digit that changed', () => {
    expect(changedDigits('1.08521', '1.08534')).toEqual({ same: '1.085', changed: '34' })
    expect(changedDigits('1.08521', '1.08521')).toEqual({ same: '1.08521', changed: '' })
    expect(changedDigits(undefined, '1.08521')).toEqual({ same: '', changed: '1.08521' })
  })
})
