import { startTransition, useEffect, useRef, useState } from 'react'

/**
 * `value`, changing at most once every `ms`: the first defined value at once, then the latest one
 * after each pause. For figures that need not follow every tick (an amount converted at the current
 * price), so that a page does not re-render its tables at every tick of the feed. With `ms` 0, the
 * value as it is.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value)
  const shownAt = useRef(Number.NEGATIVE_INFINITY)
  useEffect(() => {
    if (ms <= 0 || Object.is(value, shown)) return
    const show = () => {
      shownAt.current = Date.now()
      // Not urgent by nature: what depends on it renders in slices that yield to the browser.
      startTransition(() => setShown(() => value))
    }
    const wait = shown === undefined ? 0 : shownAt.current + ms - Date.now()
    if (wait <= 0) {
      show()
      return
    }
    // A newer value replaces this timer, keeping the time of the last change: the latest value
    // shows when the pause is over.
    const timer = setTimeout(show, wait)
    return () => clearTimeout(timer)
  }, [value, shown, ms])
  return ms <= 0 ? value : shown
}
