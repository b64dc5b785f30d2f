/**
 * Runs `load` until it succeeds, waiting 2, 4, 8 … at most 60 seconds after each failure. For the
 * parts a page can do without until the network lets them arrive (the language catalog after the
 * page is interactive, the toaster's code): a failed fetch must not turn into an error page.
 */
export function whenReachable<T>(load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve) => {
    const attempt = (delay: number) => {
      if (signal?.aborted) return
      load().then(resolve, () => {
        const timer = setTimeout(() => attempt(Math.min(delay * 2, 60_000)), delay)
        signal?.addEventListener('abort', () => clearTimeout(timer), { once: true })
      })
    }
    attempt(2000)
  })
}
