/**
 * Resolves when the browser is first idle after now, and at the latest after `timeoutMs`. React
 * hydrates a page in slices, a route's part after the root's; the browser is idle only once all
 * of them are done, so this is when the page is fully interactive and when what it can do without
 * (the rest of the catalog, the toaster, the service worker) may start loading.
 */
export function whenIdle(signal?: AbortSignal, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      signal?.addEventListener('abort', () => cancelIdleCallback(handle), { once: true })
    } else {
      // Safari has no idle callback: a task queued behind the current ones comes close.
      const timer = setTimeout(resolve, 50)
      signal?.addEventListener('abort', () => clearTimeout(timer), { once: true })
    }
  })
}

/**
 * Resolves in a task of its own, after those already queued: the work before and after it are two
 * tasks, each short enough for a tap to be answered between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once `promise` has settled, either way, or after `ms` at the latest: for work worth
 * waiting for a moment but never worth holding the visitor.
 */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([promise.then(noop, noop), new Promise<void>((resolve) => setTimeout(resolve, ms))])
}

const noop = () => {}
