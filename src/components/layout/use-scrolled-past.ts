import { useEffect, useState } from 'react'
import { throttle } from '~/lib/timing'

/** True once the page is scrolled further than `threshold` px, checked at most every `intervalMs`. */
export function useScrolledPast(threshold: number, intervalMs: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const check = throttle(() => setPast(window.scrollY > threshold), intervalMs)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
    }
  }, [threshold, intervalMs])
  return past
}
