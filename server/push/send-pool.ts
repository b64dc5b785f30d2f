/**
 * Runs `work` for every item with at most `total` at once, and at most `perHost` at once for any
 * one host, so a slow push service holds a few slots and never the whole queue.
 */
export async function forEachBounded<T>(
  items: T[],
  hostOf: (item: T) => string,
  work: (item: T) => Promise<void>,
  { total = 16, perHost = 4 }: { total?: number; perHost?: number } = {},
): Promise<void> {
  const waiting = [...items]
  const busy = new Map<string, number>()
  let running = 0
  await new Promise<void>((resolve) => {
    const next = () => {
      if (waiting.length === 0 && running === 0) return resolve()
      for (let i = 0; i < waiting.length && running < total; ) {
        const item = waiting[i]!
        const host = hostOf(item)
        if ((busy.get(host) ?? 0) >= perHost) {
          i++
          continue
        }
        waiting.splice(i, 1)
        running++
        busy.set(host, (busy.get(host) ?? 0) + 1)
        void work(item)
          .catch(() => {})
          .finally(() => {
            running--
            busy.set(host, (busy.get(host) ?? 1) - 1)
            next()
          })
      }
    }
    next()
  })
}
