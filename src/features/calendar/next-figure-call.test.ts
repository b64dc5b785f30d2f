import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CalendarEvent } from '~/contract/market-data'
import { type CalendarAnswer, untilNextFigure } from './next-figure-call'

const answeredAt = Date.parse('2026-11-25T14:00:00Z')

/** A release due at `time` with no figure yet, or with one. */
function release(time: string, actual: number | null = null): CalendarEvent {
  return { kind: 'release', unit: '%', actual, time } as CalendarEvent
}

/** The query's state `elapsed` ms after an answer made at 14:00 server time. */
function stateAfter(lst: CalendarEvent[], elapsed: number) {
  const data: CalendarAnswer = { lst, data: { generatedAt: new Date(answeredAt).toISOString() } }
  vi.setSystemTime(1_000_000 + elapsed)
  return { state: { data, dataUpdatedAt: 1_000_000 } }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

describe('when the calendar asks again for a figure', () => {
  it('a second after the next release time in the answer', () => {
    expect(untilNextFigure(stateAfter([release('2026-11-25T14:20:00Z'), release('2026-11-25T15:00:00Z')], 0))).toBe(
      20 * 60_000 + 1_000,
    )
  })

  it('keeps that call when the interval is worked out again just after the release time', () => {
    // The board rendered half a second after the release (2 s after the answer): the call planned
    // a second after the release is still half a second away, not 15 s.
    expect(untilNextFigure(stateAfter([release('2026-11-25T14:00:01.500Z')], 2_000))).toBe(1_000)
    expect(untilNextFigure(stateAfter([release('2026-11-25T14:00:01.500Z')], 1_000))).toBe(1_500)
  })

  it('every 15 s after the answer while a release due before it still has no figure', () => {
    const due = [release('2026-11-25T13:59:00Z'), release('2026-11-25T16:00:00Z')]
    expect(untilNextFigure(stateAfter(due, 0))).toBe(15_000)
    expect(untilNextFigure(stateAfter(due, 10_000))).toBe(5_000)
    // Missed by more than 15 s (offline, a failing server): every 15 s, not every second.
    expect(untilNextFigure(stateAfter(due, 40_000))).toBe(15_000)
  })

  it('at most every half hour, and not at all when every figure is in', () => {
    expect(untilNextFigure(stateAfter([release('2026-11-26T09:00:00Z')], 0))).toBe(30 * 60_000)
    expect(untilNextFigure(stateAfter([release('2026-11-25T13:00:00Z', 1.2)], 0))).toBe(false)
    expect(untilNextFigure({ state: { dataUpdatedAt: 0 } })).toBe(false)
  })
})
