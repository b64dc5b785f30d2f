import { describe, expect, it } from 'vitest'
import { markInteractiveWhenIdle, whenInteractive } from './page-interactive'

describe('whenInteractive', () => {
  it('waits for the page to be interactive, then runs each caller in a task of its own', async () => {
    const log: string[] = []
    const first = whenInteractive(() => {
      log.push('first')
      // A task queued by the first caller runs before the second caller: they are not one task.
      setTimeout(() => log.push('a task between'), 0)
      return 1
    })
    const second = whenInteractive(() => {
      log.push('second')
      return 2
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(log).toEqual([])

    markInteractiveWhenIdle(new AbortController().signal)
    expect(await Promise.all([first, second])).toEqual([1, 2])
    expect(log).toEqual(['first', 'a task between', 'second'])
    expect(document.documentElement.dataset.hydrated).toBe('true')
  })
})
