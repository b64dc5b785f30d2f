import { describe, expect, it } from 'vitest'
import { rangeDates, withinWindow } from './date-ranges'

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

describe('custom dates', () => {
  const today = new Date(2026, 10, 25, 15, 0)
  it('pass unchanged inside the calendar’s window (two years either side of today)', () =>
    expect(withinWindow({ from: '2025-01-01', to: '2028-11-20' }, today)).toEqual({ from: '2025-01-01', to: '2028-11-20' }))
  it('far-away, unfinished or reversed dates become a range the server answers', () => {
    expect(withinWindow({ from: '0002-01-01', to: '9999-12-31' }, today)).toEqual({ from: '2024-11-25', to: '2028-11-24' })
    expect(withinWindow({ from: '', to: '' }, today)).toEqual({ from: '2026-11-25', to: '2026-11-25' })
    expect(withinWindow({ from: '2026-12-10', to: '2026-12-01' }, today)).toEqual({ from: '2026-12-10', to: '2026-12-10' })
  })
})
