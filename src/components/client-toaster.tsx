import { lazy, Suspense, useEffect, useState } from 'react'

// Loaded after hydration: sonner writes inline styles, which the prerendered HTML must not carry (CSP).
const Toaster = lazy(() => import('./toaster'))

export function ClientToaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
