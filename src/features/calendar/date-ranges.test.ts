import { describe, expect, it } from 'vitest'
import { rangeDates } from './date-ranges'

describe('calendar ranges', () => {
  const wednesday = new Date(2026, 10, 25, 15, 0)
  it('today is one day', () => expect(rangeDates('today', wednesday)).toEqual({ from: '2026-11-25', to: '2026-11-25' }))
  it('this week runs Monday to Sunday', () =>
    expect(rangeDates('this-week', wednesday)).toEqual({ from: '2026-11-23', to: '2026-11-29' }))
  it('next week is the following Monday to Sunday', () =>
    expect(rangeDates('next-week', wednesday)).toEqual({ from: '2026-11-30', to: '2026-12-06' }))
  it('a Sunday belongs to the week that started on Monday', () =>
    expect(rangeDates('this-week', new Date(2026, 10, 29))).toEqual({ from: '2026-11-23', to: '2026-11-29' }))
})
