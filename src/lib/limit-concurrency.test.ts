import { describe, expect, it } from 'vitest'
import { limitConcurrency } from './limit-concurrency'

describe('limitConcurrency', () => {
  it('runs at most the limit at once and everything eventually, in order', async () => {
    let active = 0
    let peak = 0
    const started: number[] = []
    const releases: Array<() => void> = []
    const task = limitConcurrency(async (n: number) => {
      started.push(n)
      active++
      peak = Math.max(peak, active)
      await new Promise<void>((resolve) => releases.push(resolve))
      active--
      return n * 10
    }, 2)
    const results = [1, 2, 3, 4, 5].map((n) => task(n))
    await Promise.resolve()
    expect(started).toEqual([1, 2])
    while (releases.length > 0) {
      releases.shift()!()
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50])
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(peak).toBe(2)
  })

  it('passes failures through and keeps going', async () => {
    const task = limitConcurrency(async (fail: boolean) => {
      if (fail) throw new Error('no')
      return 'ok'
    }, 1)
    await expect(task(true)).rejects.toThrow('no')
    await expect(task(false)).resolves.toBe('ok')
  })
})
