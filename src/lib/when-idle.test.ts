import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the browser’s idle callback, with the timeout as the latest moment', async () => {
    const callbacks: Array<() => void> = []
    const request = vi.fn((callback: () => void) => callbacks.push(callback))
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    let done = false
    const idle = whenIdle(undefined, 3000).then(() => {
      done = true
    })
    await Promise.resolve()
    expect(done).toBe(false)
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 })
    callbacks[0]!()
    await idle
    expect(done).toBe(true)
  })

  it('never resolves once aborted', async () => {
    const cancel = vi.fn()
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    )
    vi.stubGlobal('cancelIdleCallback', cancel)
    const stop = new AbortController()
    void whenIdle(stop.signal)
    stop.abort()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('falls back to a queued task where there is no idle callback (Safari)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    let done = false
    void whenIdle().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(49)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
