import { describe, expect, it } from 'vitest'
import { storeAll } from './offline-store'

describe('storing in the background', () => {
  it('stores every address, two at a time, and reports each step', async () => {
    let inFlight = 0
    let most = 0
    const reports: number[] = []
    const result = await storeAll(
      ['/a', '/b', '/c', '/d', '/e'],
      async (url) => {
        inFlight += 1
        most = Math.max(most, inFlight)
        await new Promise((settle) => setTimeout(settle, 1))
        inFlight -= 1
        return url !== '/c'
      },
      new AbortController().signal,
      (progress) => reports.push(progress.done),
    )
    expect(result).toMatchObject({ done: 5, total: 5, failed: 1 })
    expect(most).toBe(2)
    expect(reports).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('once the worker gives way to a new release, starts no further address and settles', async () => {
    const giveWay = new AbortController()
    const started: string[] = []
    const urls = Array.from({ length: 50 }, (_, n) => `/page-${n}`)
    const result = await storeAll(
      urls,
      async (url) => {
        started.push(url)
        if (started.length === 3) giveWay.abort()
        await new Promise((settle) => setTimeout(settle, 1))
        return true
      },
      giveWay.signal,
    )
    // Those in flight when it was told finish; nothing after them starts.
    expect(started).toEqual(['/page-0', '/page-1', '/page-2'])
    expect(result).toMatchObject({ done: 3, total: 50, failed: 0 })
  })
})
