import { type ReactNode, useEffect, useRef } from 'react'
import { revealAnimation } from '~/config/constants'

/**
 * Fades content in as it scrolls into view (offset 120 px, 400 ms, ease). The prerendered page
 * shows everything: only after hydration, and only without reduced motion, is content below the
 * fold hidden until it arrives, so no text is ever missing for readers without script.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // Where the content is comes from the observer's first report, measured in the browser's own
    // layout: asking the element itself here would force a layout in the middle of hydration, a
    // long task on a phone.
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        // The latest report: a busy page can get two at once (placed below, then scrolled into view).
        const entry = entries.at(-1)
        if (!entry) return
        if (first) {
          first = false
          // On screen or above it already: it stays as the visitor sees it.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect()
            return
          }
          element.classList.add('reveal-pending')
          return
        }
        if (!entry.isIntersecting) return
        element.classList.add('reveal-in')
        element.classList.remove('reveal-pending')
        observer.disconnect()
      },
      { rootMargin: `0px 0px -${revealAnimation.offset}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
