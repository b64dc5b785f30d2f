/**
 * Wraps an async function so that at most `limit` calls run at once; the rest wait in order.
 * Route prefetching uses it with the spec's concurrency of 2, so hovering over a menu does not
 * start a burst of downloads on a slow connection.
 */
export function limitConcurrency<A extends unknown[], R>(fn: (...args: A) => Promise<R>, limit: number) {
  let running = 0
  const queue: Array<() => void> = []
  const next = () => {
    if (running >= limit) return
    const start = queue.shift()
    if (start) {
      running++
      start()
    }
  }
  return (...args: A): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push(() => {
        fn(...args)
          .then(resolve, reject)
          .finally(() => {
            running--
            next()
          })
      })
      next()
    })
}
