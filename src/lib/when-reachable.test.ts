import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenReachable } from './when-reachable'

afterEach(() => vi.useRealTimers())

describe('whenReachable', () => {
  it('tries again after 2, 4 and 8 seconds until the load succeeds', async () => {
    vi.useFakeTimers()
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk')
    const result = whenReachable(load)
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3999)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(8000)
    await expect(result).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('stops trying once aborted', async () => {
    vi.useFakeTimers()
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'))
    const stop = new AbortController()
    void whenReachable(load, stop.signal)
    await vi.advanceTimersByTimeAsync(0)
    stop.abort()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
