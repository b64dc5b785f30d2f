import { lazy, Suspense } from 'react'
import { useCatalogComplete } from '~/lib/use-catalog-complete'
import { whenReachable } from '~/lib/when-reachable'

// Loaded after hydration: sonner writes inline styles, which the prerendered HTML must not carry (CSP).
// Until its code arrives there is simply no toaster; a failed fetch is tried again, never an error page.
const Toaster = lazy(() => whenReachable(() => import('./toaster')))

/** The toaster, once the page is live and its whole catalog is there (toasts are not prerendered). */
export function ClientToaster() {
  if (!useCatalogComplete()) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
