import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobRunner } from './job-runner'

/** A check that stays running until the test lets it finish. */
function heldChecks() {
  const releases: Array<() => void> = []
  let running = 0
  let mostAtOnce = 0
  const check = vi.fn(async () => {
    running++
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise<void>((resolve) => releases.push(resolve))
    running--
  })
  return { check, releaseNext: () => releases.shift()?.(), mostAtOnce: () => mostAtOnce }
}

const clock = () => new Date('2026-03-02T10:00:00Z')

describe('the push job runner', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('runs one check at a time and folds the requests made meanwhile into one more', async () => {
    const { check, releaseNext, mostAtOnce } = heldChecks()
    const runner = jobRunner('test', check, clock)
    runner.request()
    runner.request()
    runner.request()
    expect(check).toHaveBeenCalledTimes(1)
    releaseNext()
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2))
    releaseNext()
    await runner.settled()
    expect(check).toHaveBeenCalledTimes(2)
    expect(mostAtOnce()).toBe(1)
  })

  it('settles only once the check owed after the running one has finished too', async () => {
    const { check, releaseNext } = heldChecks()
    const runner = jobRunner('test', check, clock)
    runner.request()
    runner.request()
    let settled = false
    const settling = runner.settled().then(() => {
      settled = true
    })
    releaseNext()
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2))
    expect(settled).toBe(false)
    releaseNext()
    await settling
    expect(settled).toBe(true)
  })

  it('logs a failed check and goes on with the next', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const check = vi.fn().mockRejectedValueOnce(new Error('push service down')).mockResolvedValue(undefined)
    const runner = jobRunner('test', check, clock)
    runner.request()
    await runner.settled()
    runner.request()
    await runner.settled()
    expect(check).toHaveBeenCalledTimes(2)
    expect(JSON.parse(logged.mock.calls[0]![0] as string)).toMatchObject({
      level: 'error',
      in: 'test',
      message: 'push service down',
    })
  })

  it('checks on every period, and its stop waits for the running check and starts no other', async () => {
    vi.useFakeTimers()
    const { check, releaseNext } = heldChecks()
    const runner = jobRunner('test', check, clock)
    const stop = runner.every(15_000)
    expect(check).not.toHaveBeenCalled()
    vi.advanceTimersByTime(15_000)
    expect(check).toHaveBeenCalledTimes(1)
    let stopped = false
    const stopping = stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    releaseNext()
    await stopping
    expect(stopped).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(check).toHaveBeenCalledTimes(1)
  })
})
