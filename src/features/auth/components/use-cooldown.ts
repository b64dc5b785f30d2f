import { useEffect, useState } from 'react'

/** Seconds left before an action (resending a PIN) may run again. */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until <= now) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until, now])
  const remaining = Math.max(0, Math.ceil((until - now) / 1000))
  return {
    remaining,
    start: () => {
      const start = Date.now()
      setNow(start)
      setUntil(start + seconds * 1000)
    },
  }
}
