import { useEffect, useRef, useState } from 'react'
import { whenInteractive } from './page-interactive'

/**
 * True once the element comes within 300 px of the viewport, watched only after the page is
 * interactive (so nothing loaded this way competes with hydration); stays true.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    let observer: IntersectionObserver | undefined
    let stopped = false
    void whenInteractive(() => {
      if (stopped) return
      if (!('IntersectionObserver' in window)) {
        setNear(true)
        return
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true)
            observer?.disconnect()
          }
        },
        { rootMargin: '300px 0px' },
      )
      observer.observe(element)
    })
    return () => {
      stopped = true
      observer?.disconnect()
    }
  }, [near])
  return [ref, near] as const
}
