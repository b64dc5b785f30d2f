import { type ReactNode, Suspense } from 'react'
import { useCatalogComplete } from '~/lib/use-catalog-complete'
import { useNearViewport } from '~/lib/use-near-viewport'

/**
 * Renders `children` (typically a lazy component, whose code then loads) only once the page is
 * interactive, its whole catalog has arrived and the place comes near the viewport; until then, and
 * in the prerendered page, the placeholder. Keeps below-the-fold tools out of a page's first load.
 */
export function WhenNear({ children, placeholder, id }: { children: ReactNode; placeholder: ReactNode; id?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  // The page carries only the messages it prerendered: a part rendered later waits for the rest.
  const catalogComplete = useCatalogComplete()
  return (
    <div ref={ref} id={id}>
      {near && catalogComplete ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
