import { type ReactNode, Suspense, useEffect } from 'react'
import { loadCatalog } from '~/lib/i18n'
import { useCatalogComplete } from '~/lib/use-catalog-complete'
import { useLocale } from '~/lib/use-locale'
import { useNearViewport } from '~/lib/use-near-viewport'
import { whenReachable } from '~/lib/when-reachable'

/**
 * Renders `children` (typically a lazy component, whose code then loads) only once the page is
 * interactive and the place comes near the viewport, and the language's whole catalog is there;
 * until then, and in the prerendered page, the placeholder. Keeps below-the-fold tools out of a
 * page's first load.
 */
export function WhenNear({ children, placeholder, id }: { children: ReactNode; placeholder: ReactNode; id?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  // The page carries only the messages it prerendered: a part rendered later needs the rest, which
  // loads now that it is needed (and again once the network is back, should it fail).
  const catalogComplete = useCatalogComplete()
  const locale = useLocale()
  useEffect(() => {
    if (!near || catalogComplete) return
    const stop = new AbortController()
    void whenReachable(() => loadCatalog(locale), stop.signal)
    return () => stop.abort()
  }, [near, catalogComplete, locale])
  return (
    <div ref={ref} id={id}>
      {near && catalogComplete ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
