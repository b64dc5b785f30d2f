/** Calls `fn` at most once per `ms`, always delivering the last call (so the final scroll position counts). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY
  let pending: ReturnType<typeof setTimeout> | undefined
  let lastArgs: A
  const run = () => {
    pending = undefined
    last = Date.now()
    fn(...lastArgs)
  }
  const throttled = (...args: A) => {
    lastArgs = args
    const wait = last + ms - Date.now()
    if (wait <= 0 && !pending) run()
    else if (!pending) pending = setTimeout(run, Math.max(wait, 0))
  }
  throttled.cancel = () => {
    if (pending) clearTimeout(pending)
    pending = undefined
  }
  return throttled
}

/**
 * Opens after the pointer has rested for `delay` ms and closes at once when it leaves, so a
 * pointer crossing the menu bar on its way elsewhere does not flash every sub-menu.
 */
export function createHoverIntent(delay: number, onChange: (open: boolean) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let open = false
  const set = (next: boolean) => {
    if (next === open) return
    open = next
    onChange(next)
  }
  return {
    enter() {
      if (timer || open) return
      timer = setTimeout(() => {
        timer = undefined
        set(true)
      }, delay)
    },
    leave() {
      if (timer) clearTimeout(timer)
      timer = undefined
      set(false)
    },
    toggle() {
      if (timer) clearTimeout(timer)
      timer = undefined
      set(!open)
    },
    dispose() {
      if (timer) clearTimeout(timer)
    },
  }
}
