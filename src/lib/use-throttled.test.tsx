import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useThrottled } from './use-throttled'

describe('useThrottled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the first defined value at once, then the latest one once a minute', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottled(value, 60_000), {
      initialProps: { value: undefined as number | undefined },
    })
    expect(result.current).toBeUndefined()
    rerender({ value: 1 })
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(1_000))
    rerender({ value: 2 })
    act(() => vi.advanceTimersByTime(1_000))
    rerender({ value: 3 })
    act(() => vi.advanceTimersByTime(50_000))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(8_000))
    // Sixty seconds after the first value, the latest one: the 2 in between was never shown.
    expect(result.current).toBe(3)
    rerender({ value: 4 })
    act(() => vi.advanceTimersByTime(59_000))
    expect(result.current).toBe(3)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(4)
  })

  it('after a quiet minute, a new value shows at once', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottled(value, 60_000), {
      initialProps: { value: undefined as string | undefined },
    })
    rerender({ value: 'a' })
    act(() => vi.advanceTimersByTime(30_000))
    rerender({ value: 'b' })
    expect(result.current).toBe('a')
    act(() => vi.advanceTimersByTime(30_000))
    expect(result.current).toBe('b')
    act(() => vi.advanceTimersByTime(61_000))
    rerender({ value: 'c' })
    expect(result.current).toBe('c')
  })
})
