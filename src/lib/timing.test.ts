import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headerFixThresholdPx, menuHoverDelayMs, scrollThrottleMs } from '~/config/constants'
import { createHoverIntent, throttle } from './timing'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(0)
})
afterEach(() => vi.useRealTimers())

describe('throttle (the 120 ms scroll check)', () => {
  it('runs at once, then at most once per interval, and always delivers the last call', () => {
    const seen: number[] = []
    const check = throttle((y: number) => seen.push(y), scrollThrottleMs)
    check(10)
    expect(seen).toEqual([10])
    for (let i = 1; i <= 11; i++) {
      vi.advanceTimersByTime(10)
      check(i * 10)
    }
    expect(seen).toEqual([10])
    vi.advanceTimersByTime(10)
    expect(seen).toEqual([10, 110])
    vi.advanceTimersByTime(1000)
    expect(seen).toEqual([10, 110])
  })

  it('can be cancelled so nothing fires after unmount', () => {
    const fn = vi.fn()
    const check = throttle(fn, scrollThrottleMs)
    check()
    check()
    check.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('uses the spec constants', () => {
    expect(headerFixThresholdPx).toBe(700)
    expect(scrollThrottleMs).toBe(120)
    expect(menuHoverDelayMs).toBe(180)
  })
})

describe('hover intent (the 180 ms menu delay)', () => {
  it('opens only after the pointer rests for the delay', () => {
    const changes: boolean[] = []
    const intent = createHoverIntent(menuHoverDelayMs, (open) => changes.push(open))
    intent.enter()
    vi.advanceTimersByTime(menuHoverDelayMs - 1)
    expect(changes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true])
  })

  it('does not open when the pointer leaves before the delay', () => {
    const changes: boolean[] = []
    const intent = createHoverIntent(menuHoverDelayMs, (open) => changes.push(open))
    intent.enter()
    vi.advanceTimersByTime(100)
    intent.leave()
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([])
  })

  it('closes at once on leave and toggles at once on tap or click', () => {
    const changes: boolean[] = []
    const intent = createHoverIntent(menuHoverDelayMs, (open) => changes.push(open))
    intent.toggle()
    expect(changes).toEqual([true])
    intent.leave()
    expect(changes).toEqual([true, false])
    intent.enter()
    intent.toggle()
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([true, false, true])
  })
})
