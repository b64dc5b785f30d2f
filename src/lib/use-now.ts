import { startTransition, useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs` while `active` (for ages such as "12 s ago").
 *
 * Each new time renders as a transition, in slices that yield to the browser: the parts that
 * follow the clock are whole pages (the hours table, the calendar's board), and an ordinary update
 * from a timer or an effect renders them in one piece. The first one comes as the part turns
 * active, just after the page is interactive, where it was one long task of the hours page's
 * 30 rows (docs/architecture.md, section 9).
 */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const tick = () => startTransition(() => setNow(Date.now()))
    tick()
    const timer = setInterval(tick, intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, active])
  return now
}
