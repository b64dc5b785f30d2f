import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A worker in force that answers the give-way message, and a new one that never takes over. */
const skipWaiting = vi.fn()
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return Promise.resolve()
    }
    messageSkipWaiting() {
      skipWaiting()
    }
  },
}))

const assign = vi.fn()
const told: string[] = []

beforeEach(() => {
  const controller = {
    postMessage: (message: { type: string }, [port]: MessagePort[]) => {
      told.push(message.type)
      port?.postMessage('idle')
    },
  }
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } })
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

/** The module with its worker registered, on fake timers. */
async function withWorker() {
  // Tests run as development, where the worker is off unless asked for.
  vi.stubEnv('VITE_PWA_DEV', '1')
  const module = await import('./service-worker')
  module.registerServiceWorker()
  await vi.dynamicImportSettled()
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  return module
}

describe('applying an accepted update', () => {
  it('asks the worker in force to give way before the new one skips waiting, and never holds the page the visitor asked for', async () => {
    const { applyUpdate } = await withWorker()
    // The worker in force answers on the port once idle; only then is the new one told.
    await applyUpdate({ href: '/en/password-reset', replace: false })
    expect(told).toEqual(['give-way'])
    expect(skipWaiting).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
    // The new worker has not taken over: after a few seconds the page opens anyway.
    await vi.advanceTimersByTimeAsync(5000)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/en/password-reset')
  })

  it('opens the page in place, not as a document the browser would hold, when the new version does not take over', async () => {
    const { applyUpdate } = await withWorker()
    assign.mockClear()
    const openInPlace = vi.fn()
    await applyUpdate({ href: '/en/password-reset', replace: false, openInPlace })
    await vi.advanceTimersByTimeAsync(3000)
    expect(openInPlace).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2000)
    expect(openInPlace).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })
})
