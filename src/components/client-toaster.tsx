import { lazy, Suspense } from 'react'
import { whenInteractive } from '~/lib/page-interactive'
import { useHydrated } from '~/lib/use-hydrated'
import { whenReachable } from '~/lib/when-reachable'

// Loaded once the page is interactive: sonner writes inline styles, which the prerendered HTML must
// not carry (CSP), and its code has no place in the first load. Until it arrives there is simply no
// toaster; a failed fetch is tried again, never an error page. Every page carries the toaster's texts
// (scripts/build/prerender.ts).
const Toaster = lazy(() => whenInteractive(() => whenReachable(() => import('./toaster'))))

/** The toaster, once the page is live (toasts are not prerendered). */
export function ClientToaster() {
  if (!useHydrated()) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
